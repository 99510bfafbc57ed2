import type { OffersResponse } from '../generated/api/offers.response.ts';

/** A direct offer as the page shows it (spec §3 "Offer"), as the API answers it (schemas/api/offers.response.json). */
export type Offer = OffersResponse['offers'][number];

export const OFFER_DESCRIPTION_CHARS = 200;

/** The first 200 characters of an offer's description. */
export function offerExcerpt(description: string): string {
  return description.length > OFFER_DESCRIPTION_CHARS ? `${description.slice(0, OFFER_DESCRIPTION_CHARS)}…` : description;
}
