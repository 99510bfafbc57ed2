/** The page's languages, and a page's address in another language (the locale is the path's first segment, none for English). */
export type Locale = 'en' | 'es';
export const LOCALES: readonly Locale[] = ['en', 'es'];

export function localeHref(pathname: string, search: string, locale: Locale): string {
  const rest = pathname.replace(/^\/signup\/?/, '').replace(new RegExp(`^(${LOCALES.join('|')})(/|$)`), '');
  return `/signup/${locale === 'en' ? '' : `${locale}/`}${rest}${search}`;
}

/** The built page a locale's addresses are given: index.html in English, a copy in the locale's words otherwise (scripts/localizedIndex.ts). */
export function pageFileOf(locale: Locale): string {
  return locale === 'en' ? 'index.html' : `index.${locale}.html`;
}

/** The locale of a page's address: its first segment after /signup/ when that names one, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.replace(/^\/signup\/?/, '').split('/')[0] ?? '';
  return LOCALES.find((locale) => locale === first) ?? 'en';
}
