/** i18next with en (default and fallback) and es; the brand's {product} word is a default variable. */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en/translation.json';
import type { Brand } from '../generated/brand.ts';
import type { Locale } from '../engine/flow.ts';

import { productVariables } from '../engine/productWords.ts';

export { productVariables };

/** Spanish is fetched only by visitors who use it; English is bundled as the fallback. */
async function loadSpanish(): Promise<Record<string, unknown>> {
  return (await import('../../locales/es/translation.json')).default as Record<string, unknown>;
}

export async function createI18n(brand: Brand, locale: Locale): Promise<i18n> {
  const instance = i18next.createInstance();
  const resources: Record<string, { translation: Record<string, unknown> }> = { en: { translation: en } };
  if (locale === 'es') {
    // A Spanish catalogue that cannot be downloaded leaves the page in English (the fallback) rather than blank;
    // the failure is reported and the reload offer shows (src/app/errors/assetFailure.ts, via vite:preloadError).
    const es = await loadSpanish().catch(() => null);
    if (es) resources.es = { translation: es };
  }
  await instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    interpolation: { escapeValue: false, defaultVariables: productVariables(brand, locale) },
    returnNull: false,
  });
  instance.on('languageChanged', (lng) => {
    if (lng === 'es' && !instance.hasResourceBundle('es', 'translation')) {
      void loadSpanish().then((es) => { instance.addResourceBundle('es', 'translation', es); void instance.changeLanguage('es'); });
    }
    instance.options.interpolation = { ...instance.options.interpolation, defaultVariables: productVariables(brand, lng as Locale) };
    document.documentElement.lang = lng;
  });
  document.documentElement.lang = locale;
  return instance;
}
