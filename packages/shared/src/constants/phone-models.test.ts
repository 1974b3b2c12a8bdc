import { describe, expect, it } from 'vitest';
import {
  catalogueBrand,
  formatGb,
  modelsOf,
  normaliseBrand,
  normaliseModel,
  PHONE_BRANDS,
  suggestCatalogue,
} from './phone-models.js';

describe('the phone catalogue', () => {
  it('has the brands sold in Bangladesh, each with models and none twice', () => {
    for (const brand of ['Samsung', 'Xiaomi', 'realme', 'OPPO', 'vivo', 'Apple', 'Walton', 'Symphony', 'Nokia']) {
      expect(PHONE_BRANDS).toContain(brand);
      expect(new Set(modelsOf(brand)).size).toBe(modelsOf(brand).length);
    }
    expect(new Set(PHONE_BRANDS.map((b) => b.toLowerCase())).size).toBe(PHONE_BRANDS.length);
  });

  it('offers the models that start with what was typed first, then those with a word that starts with it', () => {
    expect(suggestCatalogue(modelsOf('xiaomi'), 'poco', 3)).toEqual(['POCO X6 Pro', 'POCO X6', 'POCO X5 Pro']);
    expect(suggestCatalogue(modelsOf('Samsung'), 'a5', 4)).toEqual(['Galaxy A55', 'Galaxy A54', 'Galaxy A52']);
    expect(suggestCatalogue(modelsOf('Apple'), 'pro max')).toEqual([
      'iPhone 15 Pro Max',
      'iPhone 14 Pro Max',
      'iPhone 13 Pro Max',
    ]);
    expect(suggestCatalogue(PHONE_BRANDS, 'SAM')).toEqual(['Samsung']);
    expect(suggestCatalogue(PHONE_BRANDS, 'zzz')).toEqual([]);
    expect(suggestCatalogue(PHONE_BRANDS, '  ', 2)).toEqual(PHONE_BRANDS.slice(0, 2));
  });

  it("keeps the catalogue's spelling of a brand or model typed in another case, and free text as typed", () => {
    expect(catalogueBrand(' SAMSUNG ')).toBe('Samsung');
    expect(normaliseBrand('oppo')).toBe('OPPO');
    expect(normaliseBrand('  Lava   Mobiles ')).toBe('Lava Mobiles');
    expect(normaliseModel('apple', 'iphone 13  pro')).toBe('iPhone 13 Pro');
    expect(normaliseModel('Lava', ' Blaze  2 ')).toBe('Blaze 2');
    expect(modelsOf('Lava')).toEqual([]);
  });

  it('writes storage in GB and whole terabytes in TB', () => {
    expect(formatGb(128)).toBe('128 GB');
    expect(formatGb(1024)).toBe('1 TB');
  });
});
