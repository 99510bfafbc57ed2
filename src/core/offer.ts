/** A direct offer as the page shows it (spec §3 "Offer"). */
export interface Offer {
  id: string;
  title: string;
  description: string;
  compensation: string | null;
  requirements: string | null;
  imageUrl: string | null;
  url: string;
  brand: { titleColor: string; buttonColor: string; buttonText: string };
}

export const OFFER_DESCRIPTION_CHARS = 200;

/** The first 200 characters of an offer's description. */
export function offerExcerpt(description: string): string {
  return description.length > OFFER_DESCRIPTION_CHARS ? `${description.slice(0, OFFER_DESCRIPTION_CHARS)}…` : description;
}
