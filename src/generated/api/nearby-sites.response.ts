/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface NearbySitesResponse {
  sites: {
    id: number;
    ssExtId: string;
    /**
     * Miles to one decimal; null where our postal directory cannot place the visitor or the site (a study recruiting across the country serves them all the same).
     */
    distance: number | null;
  }[];
}
