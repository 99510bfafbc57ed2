/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface IndicationCategoriesResponse {
  categories: IndicationCategory[];
}
export interface IndicationCategory {
  id: number;
  name: string;
  indications: Indication[];
}
export interface Indication {
  id: number;
  name: string;
  showForSignup: boolean;
  slug: string;
}
