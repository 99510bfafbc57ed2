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
  /**
   * Whether the postal code is one we know (US ZIP codes and Canadian areas from the directory, a well-formed code elsewhere): offers are looked for only near one we know.
   */
  postalCodeKnown: boolean;
}
