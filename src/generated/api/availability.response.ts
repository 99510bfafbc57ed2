/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface AvailabilityResponse {
  slots: {
    start: string;
    end: string;
    resources: {
      id: number;
      name: string;
      timezone: string;
    }[];
  }[];
}
