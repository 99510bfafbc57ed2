/** i18next with en (default and fallback) and es; the brand's {product} word is a default variable. */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en/translation.json';
import es from '../../locales/es/translation.json';
import type { Brand } from '../generated/brand.ts';
import type { Locale } from '../engine/flow.ts';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function productVariables(brand: Brand, locale: Locale): Record<string, string> {
  const product = brand.product[locale];
  return { product, product_cap: capitalise(product), product_singular: brand.productSingular[locale] };
}

export async function createI18n(brand: Brand, locale: Locale): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: { en: { translation: en }, es: { translation: es } },
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
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
