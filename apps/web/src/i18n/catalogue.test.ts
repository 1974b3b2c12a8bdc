import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The catalogues translators edit (messages/en.json, messages/bn.json): every key in both, the same placeholders on
 * both sides, nothing empty, and no Bengali message left in English.
 */
type Catalogue = Record<string, string>;
const read = (locale: string): Catalogue => {
  const { $schema: _schema, ...messages } = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'messages', `${locale}.json`), 'utf8'),
  ) as Catalogue;
  return messages;
};
const en = read('en');
const bn = read('bn');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
/** Words that stay in Latin letters in Bengali text: the brand, phone makers and models, units and codes. */
const LATIN_OK = /^[\s\d{}\w.,:;!?'"()/+\-–—©·…&@#%*|<>[\]=]*$/;

describe('message catalogues', () => {
  it('have the same keys in English and Bengali', () => {
    expect(Object.keys(bn).filter((key) => !(key in en))).toEqual([]);
    expect(Object.keys(en).filter((key) => !(key in bn))).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const differ = Object.keys(en).filter(
      (key) => key in bn && placeholders(en[key]!).join() !== placeholders(bn[key]!).join(),
    );
    expect(differ).toEqual([]);
  });

  it('have no empty message', () => {
    expect(Object.entries({ ...en }).filter(([, text]) => text.trim() === '')).toEqual([]);
    expect(Object.entries({ ...bn }).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('translate every Bengali message that has English words in it', () => {
    const untranslated = Object.keys(en).filter((key) => {
      const text = bn[key];
      if (text === undefined || text !== en[key]) return false;
      // Identical text is fine when it has no words to translate (a number, a model name, a brand).
      return (
        /[a-z]{3,}/i.test(text.replace(/\{\w+\}/g, '')) && !/^(PhoneHaat|IMEI|OK)\b/.test(text) && LATIN_OK.test(text)
      );
    });
    expect(untranslated).toEqual([]);
  });

  it('name keys as their area, an underscore and what they say', () => {
    expect(Object.keys(en).filter((key) => !/^[a-z][a-z0-9]*(_[a-z0-9]+)+$/.test(key))).toEqual([]);
  });
});
