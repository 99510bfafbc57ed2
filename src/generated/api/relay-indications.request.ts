/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * The conditions chosen on the result page, added to the indications of the lead of a temporary link.
 */
export interface RelayIndicationsRequest {
  slug: string;
  /**
   * @maxItems 200
   */
  indicationIds: number[];
}
