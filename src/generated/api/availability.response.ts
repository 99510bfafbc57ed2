/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface AvailabilityResponse {
  slots: {
    start: string;
    end: string;
    /**
     * @minItems 1
     * @maxItems 1
     */
    resources: [
      {
        id: number;
        name: string;
        timezone: string;
      },
      ...{
        id: number;
        name: string;
        timezone: string;
      }[]
    ];
  }[];
}
