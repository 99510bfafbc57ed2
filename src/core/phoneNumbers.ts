/**
 * The brand's phone numbers by purpose (spec §9: a call centre of its own for IE, ZA and GB, a default for the rest,
 * and further numbers for the toll-free line, call-now, oncology, site-scheduling support, the partner warm transfer
 * and the SMS short code), configured per brand and country in campaigns/brands/*.json.
 */
import type { Brand } from '../generated/brand.ts';

type Numbers = Brand['phoneNumbers'];
/** A purpose a visitor (or a partner's agent) dials (the SMS short code is a brand word: productWords.ts). */
export type CallPurpose = Exclude<keyof Numbers, 'smsShortCode'>;

/**
 * The number to call for `purpose` from `country`: the purpose's own number for the country, else the country's own
 * call centre (a visitor abroad cannot ring a US line), else the purpose's default, else the call centre's.
 */
export function phoneNumberFor(brand: Brand, purpose: CallPurpose, country: string): string {
  const numbers = brand.phoneNumbers;
  const own = numbers[purpose];
  return own?.byCountry?.[country] ?? numbers.callCentre.byCountry?.[country] ?? own?.default ?? numbers.callCentre.default;
}
