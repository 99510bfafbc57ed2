// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/translation.json';
import es from '../../locales/es/translation.json';
import brand from '../../campaigns/brands/trial-search.json';
import type { Brand } from '../generated/brand.ts';
import { createI18n, givenInEnglish, i18nOver } from './i18n.ts';
import { cataloguePart, type CataloguePart } from '../engine/catalogueParts.ts';
import type { Catalogue } from '../engine/catalogueText.ts';
import type { Locale } from '../engine/flow.ts';

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

  it('downloads the first part before the first render and the later part only when asked, into the same words', async () => {
    const i18n = await createI18n(brand as Brand, 'en');
    const t = i18n.t;
    expect(t('nav.back')).toBe('Back');
    expect(t('screener.finish')).toBe('screener.finish');
    expect(i18n.hasWords('en', 'later')).toBe(false);
    await i18n.loadWords('later');
    expect(i18n.hasWords('en', 'later')).toBe(true);
    // A translator made before the later part arrived reads it too.
    expect(t('screener.finish')).toBe('Finish');
    expect(i18n.t('screener.finish')).toBe('Finish');
    expect(i18n.hasWords('es', 'later')).toBe(false);
  });

  it("downloads the page locale's other parts in its own language, and gives the same translator until the language changes", async () => {
    const i18n = await createI18n(brand as Brand, 'es');
    expect(i18n.t).toBe(i18n.t);
    await i18n.loadWords('screener');
    expect(i18n.hasWords('es', 'screener')).toBe(true);
    expect(i18n.hasWords('es', 'later')).toBe(false);
    expect(i18n.t('screener.finish')).toBe(es.screener.finish);
    expect(i18n.t('booking.title')).toBe('booking.title');
    await i18n.loadWords('later');
    expect(i18n.t('booking.title')).toBe(es.booking.title);
    expect(i18n.t('riskAssessment.legend')).toBe(es.riskAssessment.legend);
    // Once in, a promise React's `use` reads as settled, without suspending.
    expect(i18n.loadWords('later')).toMatchObject({ status: 'fulfilled' });
    expect(i18n.loadWords('screener')).toMatchObject({ status: 'fulfilled' });
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

describe('the parts after the first', () => {
  const parts = (): { asked: string[]; load: (locale: Locale, part: CataloguePart) => Promise<Catalogue> } => {
    const asked: string[] = [];
    return { asked, load: async (locale, part) => { asked.push(`${locale}-${part}`); return cataloguePart((locale === 'en' ? en : es) as Catalogue, part); } };
  };

  it('is one download for every caller while it comes, and none once it is in', async () => {
    const { asked, load } = parts();
    const i18n = i18nOver(brand as Brand, 'es', { es: cataloguePart(es as Catalogue, 'first') }, load, ['es']);
    const one = i18n.loadWords('later');
    expect(i18n.loadWords('later')).toBe(one);
    await one;
    await i18n.loadWords('later');
    expect(asked).toEqual(['es-screener', 'es-later']);
    expect(i18n.t('screener.finish')).toBe(es.screener.finish);
  });

  it('is tried again after a failed download, and the words stay usable meanwhile', async () => {
    let fail = true;
    const asked: string[] = [];
    const load = async (locale: Locale, part: CataloguePart) => {
      asked.push(part);
      if (fail && part === 'later') throw new Error('offline');
      return cataloguePart(en as Catalogue, part);
    };
    const i18n = i18nOver(brand as Brand, 'en', { en: cataloguePart(en as Catalogue, 'first') }, load, ['en']);
    await expect(i18n.loadWords('later')).rejects.toThrow('offline');
    expect(i18n.hasWords('en', 'later')).toBe(false);
    expect(i18n.t('nav.back')).toBe('Back');
    fail = false;
    await i18n.loadWords('later');
    // The part that came is not asked for again.
    expect(asked).toEqual(['screener', 'later', 'later']);
    expect(i18n.t('booking.title')).toBe(en.booking.title);
  });

  it('comes with both parts of another language before the page changes to it', async () => {
    const { asked, load } = parts();
    const i18n = i18nOver(brand as Brand, 'en', { en: cataloguePart(en as Catalogue, 'first') }, load, ['en']);
    await i18n.changeLanguage('es');
    expect(asked).toEqual(['es-first', 'es-screener', 'es-later']);
    expect(i18n.hasWords('es', 'later')).toBe(true);
    expect(i18n.t('screener.finish')).toBe(es.screener.finish);
    // English stays as it was: its first part only.
    expect(i18n.hasWords('en', 'later')).toBe(false);
  });

  it('follows its first part in English when the page\'s own first part could not be downloaded', async () => {
    const { asked, load } = parts();
    const fellBack = givenInEnglish(cataloguePart(en as Catalogue, 'first'));
    const i18n = i18nOver(brand as Brand, 'es', { es: fellBack }, load, ['es']);
    await i18n.loadWords('later');
    expect(asked).toEqual(['en-screener', 'en-later']);
    expect(i18n.t('screener.finish')).toBe('Finish');
    expect(i18n.t('nav.back')).toBe('Back');
    // A change to Spanish whose first part comes in English reads the later part in English too.
    const { asked: again, load: loadAgain } = parts();
    const other = i18nOver(brand as Brand, 'en', { en: cataloguePart(en as Catalogue, 'first') }, async (locale, part) => (locale === 'es' && part === 'first' ? givenInEnglish(cataloguePart(en as Catalogue, 'first')) : loadAgain(locale, part)), ['en']);
    await other.changeLanguage('es');
    expect(again).toEqual(['en-screener', 'en-later']);
    expect(other.t('screener.finish')).toBe('Finish');
  });

  it("downloads a one-page screener's words alone, then only the part still missing", async () => {
    const { asked, load } = parts();
    const i18n = i18nOver(brand as Brand, 'en', { en: cataloguePart(en as Catalogue, 'first') }, load, ['en']);
    expect(i18n.hasWords('en', 'first')).toBe(true);
    expect(i18n.hasWords('en', 'screener')).toBe(false);
    const screener = i18n.loadWords('screener');
    expect(i18n.loadWords('screener')).toBe(screener);
    await screener;
    expect(asked).toEqual(['en-screener']);
    expect(i18n.hasWords('en', 'screener')).toBe(true);
    expect(i18n.hasWords('en', 'later')).toBe(false);
    expect(i18n.t('screener.home.title')).toBe(en.screener.home.title);
    expect(i18n.t('riskAssessment.legend')).toBe(en.riskAssessment.legend);
    expect(i18n.t('booking.title')).toBe('booking.title');
    await i18n.loadWords('screener');
    await i18n.loadWords('first');
    expect(asked).toEqual(['en-screener']);
    await i18n.loadWords('later');
    expect(asked).toEqual(['en-screener', 'en-later']);
    expect(i18n.t('booking.title')).toBe(en.booking.title);
  });

  it('has the words through a part only when every part before it is in too', async () => {
    const { asked, load } = parts();
    let failScreener = true;
    const i18n = i18nOver(brand as Brand, 'en', { en: cataloguePart(en as Catalogue, 'first') }, async (locale, part) => {
      if (part === 'screener' && failScreener) throw new Error('offline');
      return load(locale, part);
    }, ['en']);
    await expect(i18n.loadWords('later')).rejects.toThrow('offline');
    // The last part came, the one before it did not: neither is whole.
    expect(asked).toEqual(['en-later']);
    expect(i18n.hasWords('en', 'screener')).toBe(false);
    expect(i18n.hasWords('en', 'later')).toBe(false);
    failScreener = false;
    await i18n.loadWords('later');
    expect(asked).toEqual(['en-later', 'en-screener']);
    expect(i18n.hasWords('en', 'later')).toBe(true);
    expect(i18n.hasWords('es', 'first')).toBe(false);
  });

  it('is already in for a catalogue passed in whole', async () => {
    const { asked, load } = parts();
    const i18n = i18nOver(brand as Brand, 'en', { en: en as Catalogue }, load);
    expect(i18n.hasWords('en', 'later')).toBe(true);
    expect(i18n.hasWords('en', 'screener')).toBe(true);
    await i18n.loadWords('later');
    expect(asked).toEqual([]);
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
