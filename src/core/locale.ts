/** The page's languages, and a page's address in another language (the locale is the path's first segment, none for English). */
export type Locale = 'en' | 'es';
export const LOCALES: readonly Locale[] = ['en', 'es'];

export function localeHref(pathname: string, search: string, locale: Locale): string {
  const rest = pathname.replace(/^\/signup\/?/, '').replace(new RegExp(`^(${LOCALES.join('|')})(/|$)`), '');
  return `/signup/${locale === 'en' ? '' : `${locale}/`}${rest}${search}`;
}
