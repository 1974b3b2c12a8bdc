import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config.js';

export interface ImeiKey {
  id: string;
  secret: string;
}

/** A number as the database keeps it: a lookup hash, the sealed number, the key of both, and the public last four. */
export interface SealedImei {
  hash: string;
  sealed: string;
  keyId: string;
  last4: string;
}

const derive = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'phonehaat', `imei ${purpose}`, 32));

const IV_BYTES = 12;
const TAG_BYTES = 16;
const AAD = Buffer.from('phonehaat imei');

/** The current IMEI key: IMEI_KEY, or one made once and kept in DATA_DIR (outside production) as AUTH_SECRET is. */
export function imeiKeys(config: Config): { current: ImeiKey; old: ImeiKey[] } {
  const { current, old } = config.imeiKeys;
  if (current.secret) return { current: { id: current.id, secret: current.secret }, old };
  const file = join(config.dataDir, 'imei-key');
  let secret: string;
  if (existsSync(file)) {
    secret = readFileSync(file, 'utf8').trim();
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
  }
  return { current: { id: current.id, secret }, old };
}

/**
 * Seals IMEIs with the current key (HMAC-SHA-256 for lookups, AES-256-GCM for the number; both keys derived from the
 * configured secret with HKDF) and reads them with whichever key sealed them. A lookup hashes with every known key,
 * so rows sealed before a rotation are still found.
 */
export function createImeiVault(keys: { current: ImeiKey; old: ImeiKey[] }) {
  const ring = new Map(
    [keys.current, ...keys.old].map((k) => [k.id, { hash: derive(k.secret, 'hash'), seal: derive(k.secret, 'seal') }]),
  );
  const current = ring.get(keys.current.id)!;
  const hashWith = (key: Buffer, imei: string) => createHmac('sha256', key).update(imei).digest('base64url');

  return {
    seal(imei: string): SealedImei {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.seal, iv).setAAD(AAD);
      const body = Buffer.concat([cipher.update(imei, 'utf8'), cipher.final()]);
      return {
        hash: hashWith(current.hash, imei),
        sealed: Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url'),
        keyId: keys.current.id,
        last4: imei.slice(-4),
      };
    },
    /** The lookup hashes of a number under every key still known. */
    hashes(imei: string): string[] {
      return [...ring.values()].map((k) => hashWith(k.hash, imei));
    },
    /** The id of the key new numbers are sealed with. */
    currentKeyId: keys.current.id,
    /** Whether numbers sealed with older keys may still be stored (old keys are configured). */
    hasOldKeys: keys.old.length > 0,
    open(sealed: string, keyId: string): string {
      const key = ring.get(keyId);
      if (!key) throw new Error(`IMEI key ${keyId} is not configured (IMEI_OLD_KEYS)`);
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key.seal, raw.subarray(0, IV_BYTES)).setAAD(AAD);
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type ImeiVault = ReturnType<typeof createImeiVault>;
