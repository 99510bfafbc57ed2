/** Brand and environment from the hostname (spec §1). */
import type { Brand } from '../generated/brand.ts';

export type Environment = 'development' | 'staging' | 'production';

/** Ending in localhost is development; a staging or work domain is staging; otherwise production. */
export function environmentFromHostname(hostname: string): Environment {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]') return 'development';
  if (/(^|[.-])(staging|stage|work)([.-]|$)/.test(host)) return 'staging';
  return 'production';
}

/** The brand whose hostname suffix matches (longest wins); null when none does. */
export function brandOfHostname(hostname: string, brands: readonly Brand[]): Brand | null {
  const host = hostname.toLowerCase();
  let best: { brand: Brand; length: number } | null = null;
  for (const brand of brands) {
    for (const suffix of brand.hostnames) {
      const s = suffix.toLowerCase();
      if ((host === s || host.endsWith(`.${s}`)) && (!best || s.length > best.length)) best = { brand, length: s.length };
    }
  }
  return best?.brand ?? null;
}

/** The brand whose hostname suffix matches (longest wins); the default brand otherwise. */
export function brandForHostname(hostname: string, brands: readonly Brand[]): Brand {
  const fallback = brands.find((b) => b.isDefault) ?? brands[0];
  const matched = brandOfHostname(hostname, brands);
  if (!matched && !fallback) throw new Error('no brands configured');
  return matched ?? (fallback as Brand);
}

/** tel: link target with dashes and spaces stripped. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

export const LEGAL_PAGES = {
  privacy: 'privacy-policy',
  terms: 'terms-of-use',
  healthData: 'consumer-health-data-privacy-notice',
  hipaa: 'health-insurance-portability-notice',
  cookies: 'cookie-policy',
} as const;
export type LegalPage = keyof typeof LEGAL_PAGES;

/** A legal page on the brand's site, prefixed with the locale when not English. */
export function legalUrl(brand: Brand, page: LegalPage, locale: 'en' | 'es'): string {
  return `${brand.siteUrl}${locale === 'en' ? '' : `/${locale}`}/${LEGAL_PAGES[page]}`;
}
