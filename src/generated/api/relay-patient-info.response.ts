/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * The lead's details that prefill the screener (spec §3 prePopFields). Personal data: only ever in this response body.
 */
export interface RelayPatientInfoResponse {
  prePopFields: {
    firstName: string | null;
    lastName: string | null;
    phone: string | null;
    email: string | null;
    postalCode: string | null;
    /**
     * ISO 3166 alpha-2
     */
    country: string | null;
    /**
     * ISO date
     */
    birthDate: string | null;
    gender: string | null;
  };
}
