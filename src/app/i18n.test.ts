// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/translation.json';
import es from '../../locales/es/translation.json';
import brand from '../../campaigns/brands/trial-search.json';
import type { Brand } from '../generated/brand.ts';
import { createI18n } from './i18n.ts';

function keys(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('createI18n', () => {
  it('downloads only the page locale\'s catalogue and translates with the brand\'s word at the first render', async () => {
    const i18n = await createI18n(brand as Brand, 'es');
    expect(i18n.t('nav.findProduct')).toBe('Buscar ensayos');
    expect(i18n.hasCatalogue('es')).toBe(true);
    expect(i18n.hasCatalogue('en')).toBe(false);
    expect(document.documentElement.lang).toBe('es');
  });

  it('changes language only once the other catalogue is in, with that locale\'s words', async () => {
    const i18n = await createI18n(brand as Brand, 'en');
    expect(i18n.hasCatalogue('es')).toBe(false);
    const heard: string[] = [];
    const stop = i18n.subscribe(() => heard.push(i18n.language));
    const english = i18n.t;
    const changing = i18n.changeLanguage('es');
    // Until the Spanish texts are in, the page stays English rather than showing keys.
    expect(i18n.t('nav.back')).toBe('Back');
    expect(heard).toEqual([]);
    await changing;
    expect(i18n.language).toBe('es');
    expect(i18n.t('nav.findProduct')).toBe('Buscar ensayos');
    // A new function, so components holding the old one re-render.
    expect(i18n.t).not.toBe(english);
    expect(document.documentElement.lang).toBe('es');
    await i18n.changeLanguage('es');
    expect(heard).toEqual(['es']);
    await i18n.changeLanguage('en');
    expect(i18n.t('nav.findProduct')).toBe('Find trials');
    expect(heard).toEqual(['es', 'en']);
    stop();
    await i18n.changeLanguage('es');
    expect(heard).toEqual(['es', 'en']);
  });

  it('loads English on request for the texts kept in English (getFixedT)', async () => {
    const i18n = await createI18n(brand as Brand, 'es');
    // Not loaded yet: keys, never Spanish words passed off as English.
    expect(i18n.getFixedT('en')('nav.back')).toBe('nav.back');
    await i18n.loadLanguage('en');
    expect(i18n.hasCatalogue('en')).toBe(true);
    expect(i18n.language).toBe('es');
    expect(i18n.getFixedT('en')('nav.back')).toBe('Back');
    expect(i18n.t('nav.back')).toBe('Atrás');
  });
});

describe('counts', () => {
  it('read one and many in each language', async () => {
    const en = await createI18n(brand as Brand, 'en');
    expect(en.t('fields.indications.matches', { count: 1 })).toBe('1 condition found');
    expect(en.t('fields.indications.matches', { count: 3 })).toBe('3 conditions found');
    expect(en.t('fields.indications.matches', { count: 0 })).toBe('0 conditions found');
    const es = await createI18n(brand as Brand, 'es');
    expect(es.t('fields.indications.matches', { count: 1 })).toBe('1 afección encontrada');
    expect(es.t('fields.indications.matches', { count: 2 })).toBe('2 afecciones encontradas');
  });
});

describe('catalogues', () => {
  // A page loads one catalogue and falls back on none, so each must hold every key.
  it('hold the same keys in English and Spanish', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });
});
