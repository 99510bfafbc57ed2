/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface OffersResponse {
  offers: {
    id: string;
    title: string;
    description: string;
    compensation: string | null;
    requirements: string | null;
    imageUrl: string | null;
    url: string;
    brand: {
      titleColor: string;
      buttonColor: string;
      buttonText: string;
    };
    /**
     * The language the offer's words are written in (ISO 639-1): the advertiser's, whatever the page's.
     */
    language: string;
  }[];
}
