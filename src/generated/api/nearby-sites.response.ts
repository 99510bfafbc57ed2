/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface NearbySitesResponse {
  sites: {
    id: number;
    ssExtId: string;
    distance: number;
  }[];
}
