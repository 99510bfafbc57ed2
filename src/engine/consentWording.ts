/** The campaign's contact-consent text for the visitor's region, in their language (English when missing), with the brand's {product} word. */
import type { Campaign } from './campaign.ts';
import type { Brand } from '../generated/brand.ts';
import type { Locale } from './flow.ts';
import type { CountrySettings } from '../core/countries.ts';

/** US visitors consent by going on (no checkbox); visitors from countries that need explicit consent tick a box. */
export type ConsentRegion = 'us' | 'international';

export function consentRegion(country: Pick<CountrySettings, 'gdprConsentRequired'>): ConsentRegion {
  return country.gdprConsentRequired ? 'international' : 'us';
}

/** The words for a caregiver answering for the participant where the campaign gives the region some, else the region's. */
export function consentWording(campaign: Pick<Campaign, 'consent'>, brand: Brand, locale: Locale, region: ConsentRegion, caregiver: boolean): string {
  const wording = (caregiver ? campaign.consent.caregiver?.[region] : undefined) ?? campaign.consent[region];
  const text = wording[locale] ?? wording.en;
  const product = locale === 'es' && !wording.es ? brand.product.en : brand.product[locale];
  return text.replaceAll('{product}', product);
}
