/** The campaign's consent text in the visitor's language (English when missing), with the brand's {product} word. */
import type { Campaign } from './campaign.ts';
import type { Brand } from '../generated/brand.ts';
import type { Locale } from './flow.ts';

export function consentWording(campaign: Campaign, brand: Brand, locale: Locale): string {
  const text = campaign.consent[locale] ?? campaign.consent.en;
  const product = locale === 'es' && !campaign.consent.es ? brand.product.en : brand.product[locale];
  return text.replaceAll('{product}', product);
}
