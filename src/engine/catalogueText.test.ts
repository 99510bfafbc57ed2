import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { catalogueTranslator } from './catalogueText.ts';
import { productVariables } from './productWords.ts';
import type { Brand } from '../generated/brand.ts';

const en = JSON.parse(readFileSync('locales/en/translation.json', 'utf8'));
const es = JSON.parse(readFileSync('locales/es/translation.json', 'utf8'));
const brand = JSON.parse(readFileSync('campaigns/brands/trials-world.json', 'utf8')) as Brand;

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('catalogueTranslator', () => {
  it('finds dotted keys, falls back to English, fills variables and gives the key when nothing matches', () => {
    const t = catalogueTranslator({ a: { b: 'Hola {{product}}' } }, { a: { c: 'Only English' } }, { product: 'ensayos' });
    expect(t('a.b')).toBe('Hola ensayos');
    expect(t('a.c')).toBe('Only English');
    expect(t('a.missing')).toBe('a.missing');
    expect(t('a')).toBe('a');
    expect(catalogueTranslator({ x: 'keep {{unknown}}' }, {}, {})('x')).toBe('keep {{unknown}}');
  });

  it('finds nothing below a string or a missing key: the key comes back, the English text when English has it', () => {
    const t = catalogueTranslator({ a: { b: 'Hola' } }, { a: { b: 'Hello' }, x: { y: 'Only English' } }, {});
    // 'a.b' is a string: its characters are not keys ('Hola'[0] is 'H').
    expect(t('a.b.0')).toBe('a.b.0');
    expect(t('a.b.length')).toBe('a.b.length');
    // Nothing at 'a.missing' in either catalogue: no lookup below it.
    expect(t('a.missing.deeper')).toBe('a.missing.deeper');
    expect(t('x.y.z')).toBe('x.y.z');
  });

  it('fills a variable written with spaces inside the braces, as i18next does', () => {
    const t = catalogueTranslator({ a: 'About {{ product }} and {{product }} and {{ product}}' }, {}, { product: 'trials' });
    expect(t('a')).toBe('About trials and trials and trials');
  });

  it('reads every consent-related string exactly as i18next does, in both languages', async () => {
    for (const [locale, catalogue] of [['en', en], ['es', es]] as const) {
      const instance = i18next.createInstance();
      await instance.init({ resources: { en: { translation: en }, es: { translation: es } }, lng: locale, fallbackLng: 'en', interpolation: { escapeValue: false, defaultVariables: productVariables(brand, locale) } });
      const t = catalogueTranslator(catalogue, en, productVariables(brand, locale));
      for (const key of keys(en).filter((k) => /consent|partner|brandConnect|healthData/i.test(k))) expect(t(key), key).toBe(instance.t(key));
    }
  });
});
