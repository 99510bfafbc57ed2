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

  it("says a campaign's own words in the translator's language, English where that language has none, with variables filled", () => {
    const words = { en: 'About {{product}}', es: 'Sobre {{product}}' };
    expect(catalogueTranslator({}, {}, { product: 'ensayos' }, 'es')(words)).toBe('Sobre ensayos');
    expect(catalogueTranslator({}, {}, { product: 'trials' }, 'en')(words)).toBe('About trials');
    expect(catalogueTranslator({}, {}, { product: 'ensayos' }, 'es')({ en: 'Only {{product}}' })).toBe('Only ensayos');
    expect(catalogueTranslator({ 'About {{product}}': 'no' }, {}, {}, 'fr')(words)).toBe('About {{product}}');
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

  it('reads every string of both catalogues exactly as i18next does, in both languages', async () => {
    for (const [locale, catalogue] of [['en', en], ['es', es]] as const) {
      const instance = i18next.createInstance();
      await instance.init({ resources: { en: { translation: en }, es: { translation: es } }, lng: locale, fallbackLng: 'en', interpolation: { escapeValue: false, defaultVariables: productVariables(brand, locale) } });
      const t = catalogueTranslator(catalogue, en, productVariables(brand, locale), locale);
      const all = keys(en);
      expect(all.length).toBeGreaterThan(300);
      for (const key of all) expect(t(key), key).toBe(instance.t(key));
      // With the variables a page passes (a count, a name), and lists asked for as they are.
      for (const key of all) expect(t(key, { count: 3, name: 'Ana', number: '7' }), key).toBe(instance.t(key, { count: 3, name: 'Ana', number: '7' }));
      expect(t('landing.why', { returnObjects: true })).toEqual(instance.t('landing.why', { returnObjects: true }));
    }
  });

  it('reads variables, plural forms, lists and objects as i18next does', async () => {
    const catalogue = {
      x: 'keep {{unknown}} {{ a }}', n: 'n {{count}}', p_one: 'one {{count}}', p_other: 'other {{count}}', q_other: 'only other {{count}}',
      arr: ['a {{product}}', 'b'], obj: { k: 'v {{product}}', deep: ['{{ product }}'], n: 3, flag: true, nothing: null }, both: 'plain', both_one: 'one', both_other: 'many',
    };
    for (const locale of ['en', 'es'] as const) {
      const instance = i18next.createInstance();
      await instance.init({ resources: { [locale]: { translation: catalogue } }, lng: locale, interpolation: { escapeValue: false, defaultVariables: { product: 'P' } } });
      const t = catalogueTranslator(catalogue, {}, { product: 'P' }, locale);
      const cases: Array<[string, Record<string, unknown>?]> = [
        ['x'], ['x', { a: 1 }], ['x', { a: null }], ['x', { a: undefined }], ['x', { a: 0 }], ['x', { product: 'override', a: 'A' }],
        ['n', { count: 3 }], ['n', { count: 0 }], ['p', { count: 1 }], ['p', { count: 0 }], ['p', { count: 2 }], ['p'], ['q', { count: 1 }], ['q', { count: 5 }],
        ['both'], ['both', { count: 1 }], ['both', { count: 21 }], ['missing'], ['missing', { count: 1 }], ['arr.0'], ['obj.k'],
      ];
      for (const [key, options] of cases) expect(t(key, options), `${locale} ${key} ${JSON.stringify(options)}`).toBe(instance.t(key, options));
      for (const key of ['arr', 'obj', 'obj.deep', 'x', 'missing']) {
        expect(t(key, { returnObjects: true }), key).toEqual(instance.t(key, { returnObjects: true }));
      }
    }
  });

  it('takes a list or object asked for as it is from English when the catalogue lacks it', () => {
    const t = catalogueTranslator({ gone: null, here: ['aquí'] }, { list: ['a {{w}}'], gone: ['b'], here: ['here'] }, { w: 'word' });
    expect(t('list', { returnObjects: true })).toEqual(['a word']);
    expect(t('gone', { returnObjects: true })).toEqual(['b']);
    expect(t('here', { returnObjects: true })).toEqual(['aquí']);
  });

  it('gives the key for an object asked for as text, and its own key when a plural form is missing in both catalogues', () => {
    const t = catalogueTranslator({ obj: { k: 'v' } }, { n_one: 'one in English' }, {});
    expect(t('obj')).toBe('obj');
    expect(t('n', { count: 1 })).toBe('one in English');
    expect(t('n', { count: 2 })).toBe('n');
  });
});
