/**
 * The page's translations, en (the default) and es: a page downloads only its own locale's catalogue, and of it first
 * the words of a sign-up's first steps, before its first render; the other parts (src/engine/catalogueParts.ts) before
 * any code that reads them renders (the step gate, useWords) and while the browser is idle after the first step.
 * A change of language downloads every part first, so no raw key ever shows. The brand's {product} word is a default
 * variable. The texts are read by the same function as the server's consent catalogue (src/engine/catalogueText.ts).
 */
import type { Brand } from '../generated/brand.ts';
import type { Locale } from '../engine/flow.ts';
import { catalogueTranslator, type Catalogue, type TFunction } from '../engine/catalogueText.ts';
import { CATALOGUE_PARTS, partsAfterFirstThrough, type CataloguePart } from '../engine/catalogueParts.ts';
import { productVariables } from '../engine/productWords.ts';

export { productVariables };
export type { TFunction };

type PartLoader = () => Promise<{ default: Catalogue }>;

const catalogues: Record<Locale, Record<CataloguePart, PartLoader>> = {
  en: {
    first: () => import('../../locales/en/first-words.json'),
    screener: () => import('../../locales/en/screener-words.json'),
    later: () => import('../../locales/en/later-words.json'),
  },
  es: {
    first: () => import('../../locales/es/first-words.json'),
    screener: () => import('../../locales/es/screener-words.json'),
    later: () => import('../../locales/es/later-words.json'),
  },
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

/** Parts given in English because the locale's own could not be downloaded: the other parts follow them in English. */
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
  /** Whether `locale`'s words through `part` are in (through the last part: all of them). */
  hasWords(locale: Locale, part: CataloguePart): boolean;
  /** Downloads the page language's words through `part`; the same promise until it settles, as React's `use` wants. */
  loadWords(part: CataloguePart): Promise<void>;
  /** Calls `listener` after each change of language; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * What loadWords gives once the words are in: a settled promise marked as React marks the promises `use` has read,
 * so that `use` returns at once instead of suspending on it.
 */
const WORDS_IN: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

const LAST_PART = CATALOGUE_PARTS[CATALOGUE_PARTS.length - 1] as CataloguePart;

/**
 * Translations over catalogues already at hand (the page downloads them first; tests pass them in). A catalogue passed
 * in is taken as whole unless `firstOnly` names its locale.
 */
export function i18nOver(brand: Brand, locale: Locale, loaded: Partial<Record<Locale, Catalogue>>, load: (locale: Locale, part: CataloguePart) => Promise<Catalogue> = loadCatalogue, firstOnly: readonly Locale[] = []): I18n {
  // Each locale's words are one object that the other parts are merged into, so a translator made before they arrived
  // reads their words too.
  const held: Partial<Record<Locale, Catalogue>> = Object.fromEntries(Object.entries(loaded).map(([lng, catalogue]) => [lng, { ...catalogue }]));
  const partsIn = new Map<Locale, Set<CataloguePart>>((Object.keys(loaded) as Locale[]).map((lng) => [lng, new Set(firstOnly.includes(lng) ? ['first'] : CATALOGUE_PARTS)]));
  // A locale whose first part came in English reads its other parts in English too, never half in each language.
  const english = new Set((Object.entries(loaded) as Array<[Locale, Catalogue]>).filter(([, catalogue]) => inEnglishInstead.has(catalogue)).map(([lng]) => lng));
  const loads = new Map<string, Promise<void>>();
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
  const hasWords = (lng: Locale, part: CataloguePart): boolean => {
    const parts = partsIn.get(lng);
    return parts !== undefined && parts.has('first') && partsAfterFirstThrough(part).every((other) => parts.has(other));
  };
  // One download per locale and part, or per locale and parts through one, shared by every caller while it comes; a
  // failed one is tried again by the next caller.
  const once = (key: string, start: () => Promise<void>): Promise<void> => {
    let loading = loads.get(key);
    if (!loading) {
      loading = start().catch((error: unknown) => { loads.delete(key); throw error; });
      loads.set(key, loading);
    }
    return loading;
  };
  const loadFirst = (lng: Locale): Promise<void> => (held[lng] ? Promise.resolve() : once(`${lng}:first`, async () => {
    const first = await load(lng, 'first');
    if (inEnglishInstead.has(first)) english.add(lng);
    held[lng] = { ...first };
    partsIn.set(lng, new Set(['first']));
  }));
  const loadPart = (lng: Locale, part: CataloguePart): Promise<void> => once(`${lng}:${part}`, async () => {
    await loadFirst(lng);
    const words = await load(english.has(lng) ? 'en' : lng, part);
    Object.assign(held[lng] as Catalogue, words);
    partsIn.get(lng)?.add(part);
  });
  const loadThrough = (lng: Locale, part: CataloguePart): Promise<void> => once(`${lng}:through:${part}`, async () => {
    await Promise.all([loadFirst(lng), ...partsAfterFirstThrough(part).map((other) => loadPart(lng, other))]);
  });
  let language = locale;
  const instance: I18n = {
    get language() { return language; },
    get t() { return translator(language); },
    getFixedT: translator,
    hasCatalogue: (lng) => held[lng] !== undefined,
    hasWords,
    loadWords: (part) => (hasWords(language, part) ? WORDS_IN : loadThrough(language, part)),
    async loadLanguage(lng) {
      if (!hasWords(lng, LAST_PART)) await loadThrough(lng, LAST_PART);
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
