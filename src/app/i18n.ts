/**
 * The page's translations, en (the default) and es: a page downloads only its own locale's catalogue, before its
 * first render and before any change of language, so no raw key ever shows. The brand's {product} word is a default
 * variable. The texts are read by the same function as the server's consent catalogue (src/engine/catalogueText.ts).
 */
import type { Brand } from '../generated/brand.ts';
import type { Locale } from '../engine/flow.ts';
import { catalogueTranslator, type Catalogue, type TFunction } from '../engine/catalogueText.ts';
import { productVariables } from '../engine/productWords.ts';

export { productVariables };
export type { TFunction };

const catalogues: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('../../locales/en/translation.json'),
  es: () => import('../../locales/es/translation.json'),
};

/**
 * A locale's catalogue. A Spanish catalogue that cannot be downloaded gives the English texts, so the page reads in
 * English rather than in keys; the failure is reported and the reload offer shows (src/app/errors/assetFailure.ts,
 * via vite:preloadError).
 */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  try {
    return (await catalogues[locale]()).default;
  } catch (error) {
    if (locale === 'en') throw error;
    return (await catalogues.en()).default;
  }
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
  /** Downloads `locale`'s catalogue without changing the page's language. */
  loadLanguage(locale: Locale): Promise<void>;
  hasCatalogue(locale: Locale): boolean;
  /** Calls `listener` after each change of language; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Translations over catalogues already at hand (the page downloads them first; tests pass them in). */
export function i18nOver(brand: Brand, locale: Locale, loaded: Partial<Record<Locale, Catalogue>>, load: (locale: Locale) => Promise<Catalogue> = loadCatalogue): I18n {
  const held = { ...loaded };
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
  let language = locale;
  const instance: I18n = {
    get language() { return language; },
    get t() { return translator(language); },
    getFixedT: translator,
    hasCatalogue: (lng) => held[lng] !== undefined,
    async loadLanguage(lng) {
      held[lng] ??= await load(lng);
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
  const instance = i18nOver(brand, locale, { [locale]: await loadCatalogue(locale) });
  document.documentElement.lang = locale;
  return instance;
}
