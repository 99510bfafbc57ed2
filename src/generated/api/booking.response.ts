/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface BookingResponse {
  id: string;
  resourceId: number;
  start: string;
  end: string;
  description: string;
  where: string;
}
