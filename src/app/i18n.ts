/**
 * The page's translations, en (the default) and es: a page downloads only its own locale's catalogue, and of it first
 * the words of a sign-up's first steps, before its first render; the rest (src/engine/catalogueParts.ts) before any
 * code that reads it renders (the step gate, useLaterWords) and while the browser is idle after the first step.
 * A change of language downloads both parts first, so no raw key ever shows. The brand's {product} word is a default
 * variable. The texts are read by the same function as the server's consent catalogue (src/engine/catalogueText.ts).
 */
import type { Brand } from '../generated/brand.ts';
import type { Locale } from '../engine/flow.ts';
import { catalogueTranslator, type Catalogue, type TFunction } from '../engine/catalogueText.ts';
import type { CataloguePart } from '../engine/catalogueParts.ts';
import { productVariables } from '../engine/productWords.ts';

export { productVariables };
export type { TFunction };

type PartLoader = () => Promise<{ default: Catalogue }>;

const catalogues: Record<Locale, Record<CataloguePart, PartLoader>> = {
  en: { first: () => import('../../locales/en/first-words.json'), later: () => import('../../locales/en/later-words.json') },
  es: { first: () => import('../../locales/es/first-words.json'), later: () => import('../../locales/es/later-words.json') },
};

/**
 * A part of a locale's catalogue. A Spanish part that cannot be downloaded gives the English one, so the page reads in
 * English rather than in keys; the failure is reported and the reload offer shows (src/app/errors/assetFailure.ts,
 * via vite:preloadError).
 */
export async function loadCatalogue(locale: Locale, part: CataloguePart = 'first'): Promise<Catalogue> {
  try {
    return (await catalogues[locale][part]()).default;
  } catch (error) {
    if (locale === 'en') throw error;
    const english = (await catalogues.en[part]()).default;
    inEnglishInstead.add(english);
    return english;
  }
}

/** Parts given in English because the locale's own could not be downloaded: the other part follows them in English. */
const inEnglishInstead = new WeakSet<Catalogue>();

/** Marks a part as English given in place of another locale's (loadCatalogue does; tests pass their own loaders). */
export function givenInEnglish(catalogue: Catalogue): Catalogue {
  inEnglishInstead.add(catalogue);
  return catalogue;
}

export interface I18n {
  /** The page's language. */
  readonly language: Locale;
  /** Translates in the page's language; a new function after each change of language. */
  readonly t: TFunction;
  /** Translates in `locale`, whose catalogue must have been loaded (loadLanguage); keys come back otherwise. */
  getFixedT(locale: Locale): TFunction;
  /** Downloads `locale`'s catalogue, then makes it the page's language. */
  changeLanguage(locale: Locale): Promise<void>;
  /** Downloads `locale`'s whole catalogue without changing the page's language. */
  loadLanguage(locale: Locale): Promise<void>;
  /** Whether `locale`'s first-step words are in. */
  hasCatalogue(locale: Locale): boolean;
  /** Whether all of `locale`'s words are in, the later part too. */
  hasLaterWords(locale: Locale): boolean;
  /** Downloads the later part of the page language's words; the same promise until it settles, as React's `use` wants. */
  loadLaterWords(): Promise<void>;
  /** Calls `listener` after each change of language; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * What loadLaterWords gives once the words are in: a settled promise marked as React marks the promises `use` has read,
 * so that `use` returns at once instead of suspending on it.
 */
const LATER_WORDS_IN: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * Translations over catalogues already at hand (the page downloads them first; tests pass them in). A catalogue passed
 * in is taken as whole unless `firstOnly` names its locale.
 */
export function i18nOver(brand: Brand, locale: Locale, loaded: Partial<Record<Locale, Catalogue>>, load: (locale: Locale, part: CataloguePart) => Promise<Catalogue> = loadCatalogue, firstOnly: readonly Locale[] = []): I18n {
  // Each locale's words are one object that the later part is merged into, so a translator made before it arrived
  // reads the later words too.
  const held: Partial<Record<Locale, Catalogue>> = Object.fromEntries(Object.entries(loaded).map(([lng, catalogue]) => [lng, { ...catalogue }]));
  const whole = new Set((Object.keys(loaded) as Locale[]).filter((lng) => !firstOnly.includes(lng)));
  // A locale whose first part came in English reads its later part in English too, never half in each language.
  const english = new Set((Object.entries(loaded) as Array<[Locale, Catalogue]>).filter(([, catalogue]) => inEnglishInstead.has(catalogue)).map(([lng]) => lng));
  const laterLoads = new Map<Locale, Promise<void>>();
  const listeners = new Set<() => void>();
  const translators = new Map<Locale, TFunction>();
  const translator = (lng: Locale): TFunction => {
    let t = translators.get(lng);
    if (!t) {
      // Both catalogues hold every key (i18n.test.ts), so a page never needs a second one to fall back on.
      const catalogue = held[lng] ?? {};
      t = catalogueTranslator(catalogue, catalogue, productVariables(brand, lng), lng);
      if (held[lng]) translators.set(lng, t);
    }
    return t;
  };
  const loadLater = (lng: Locale): Promise<void> => {
    let loading = laterLoads.get(lng);
    if (!loading) {
      loading = (async () => {
        const first = held[lng] ?? (await load(lng, 'first'));
        if (inEnglishInstead.has(first)) english.add(lng);
        const later = await load(english.has(lng) ? 'en' : lng, 'later');
        held[lng] = Object.assign(held[lng] ?? { ...first }, later);
        whole.add(lng);
      })();
      // A failed download is tried again by the next caller.
      laterLoads.set(lng, loading.catch((error: unknown) => { laterLoads.delete(lng); throw error; }));
      loading = laterLoads.get(lng) as Promise<void>;
    }
    return loading;
  };
  let language = locale;
  const instance: I18n = {
    get language() { return language; },
    get t() { return translator(language); },
    getFixedT: translator,
    hasCatalogue: (lng) => held[lng] !== undefined,
    hasLaterWords: (lng) => whole.has(lng),
    loadLaterWords: () => (whole.has(language) ? LATER_WORDS_IN : loadLater(language)),
    async loadLanguage(lng) {
      if (!whole.has(lng)) await loadLater(lng);
    },
    async changeLanguage(lng) {
      await instance.loadLanguage(lng);
      if (lng === language) return;
      language = lng;
      document.documentElement.lang = lng;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return instance;
}

export async function createI18n(brand: Brand, locale: Locale): Promise<I18n> {
  const instance = i18nOver(brand, locale, { [locale]: await loadCatalogue(locale, 'first') }, loadCatalogue, [locale]);
  document.documentElement.lang = locale;
  return instance;
}
