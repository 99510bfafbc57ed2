/** The brand's words as translation variables: what it offers ("trials" or "studies") and the short code its texts come from. */
import type { Brand } from '../generated/brand.ts';
import type { Locale } from './flow.ts';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function productVariables(brand: Brand, locale: Locale): Record<string, string> {
  const product = brand.product[locale];
  return { product, product_cap: capitalise(product), product_singular: brand.productSingular[locale], sms_short_code: brand.phoneNumbers.smsShortCode };
}
