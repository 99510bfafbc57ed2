/**
 * i18next with en (the default) and es: a page downloads only its own locale's catalogue, before its first render
 * and before any change of language, so no raw key ever shows. The brand's {product} word is a default variable.
 */
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Brand } from '../generated/brand.ts';
import type { Locale } from '../engine/flow.ts';

import { productVariables } from '../engine/productWords.ts';

export { productVariables };

type Catalogue = Record<string, unknown>;

const catalogues: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('../../locales/en/translation.json'),
  es: () => import('../../locales/es/translation.json'),
};

const isLocale = (language: string): language is Locale => Object.prototype.hasOwnProperty.call(catalogues, language);

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

const catalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLocale(language)) return callback(null, {});
    loadCatalogue(language).then((catalogue) => callback(null, catalogue), (error: unknown) => callback(error as Error, null));
  },
};

export async function createI18n(brand: Brand, locale: Locale): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(catalogueBackend).use(initReactI18next).init({
    lng: locale,
    // Both catalogues hold every key (i18n.test.ts), so a page never needs a second one to fall back on.
    fallbackLng: false,
    supportedLngs: ['en', 'es'],
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false, defaultVariables: productVariables(brand, locale) },
    returnNull: false,
  });
  instance.on('languageChanged', (lng) => {
    instance.options.interpolation = { ...instance.options.interpolation, defaultVariables: productVariables(brand, lng as Locale) };
    document.documentElement.lang = lng;
  });
  document.documentElement.lang = locale;
  return instance;
}
