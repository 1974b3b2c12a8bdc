import { describe, expect, it } from 'vitest';
import { createImeiVault } from './imei-vault.js';

const IMEI = '490154203237518';
const k1 = { id: 'k1', secret: 'a'.repeat(32) };
const k2 = { id: 'k2', secret: 'b'.repeat(32) };

describe('the IMEI vault', () => {
  it('keeps neither the number nor its digits in what it stores, and reads it back', () => {
    const vault = createImeiVault({ current: k1, old: [] });
    const sealed = vault.seal(IMEI);
    expect(JSON.stringify({ hash: sealed.hash, sealed: sealed.sealed })).not.toMatch(/\d{5,}/);
    expect(sealed.last4).toBe('7518');
    expect(vault.open(sealed.sealed, sealed.keyId)).toBe(IMEI);
    // The same number seals differently each time (a fresh IV) but hashes the same (it is looked up by the hash).
    const again = vault.seal(IMEI);
    expect(again.sealed).not.toBe(sealed.sealed);
    expect(again.hash).toBe(sealed.hash);
  });

  it('refuses a sealed number that was changed', () => {
    const vault = createImeiVault({ current: k1, old: [] });
    const { sealed } = vault.seal(IMEI);
    const tampered = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
    expect(() => vault.open(tampered, 'k1')).toThrow();
  });

  it('after a rotation, reads and finds numbers sealed with the old key', () => {
    const before = createImeiVault({ current: k1, old: [] }).seal(IMEI);
    const after = createImeiVault({ current: k2, old: [k1] });
    expect(after.open(before.sealed, 'k1')).toBe(IMEI);
    expect(after.hashes(IMEI)).toContain(before.hash);
    expect(after.seal(IMEI).keyId).toBe('k2');
    expect(() => createImeiVault({ current: k2, old: [] }).open(before.sealed, 'k1')).toThrow(/not configured/);
  });
});
