/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface ErrorResponse {
  statusCode: number;
  code: string;
  error?: string;
  message: string;
  missing?: string[];
  /**
   * With 410 ESIGN_LINK_EXPIRED, to the link's holder: the form the signature was asked on, to choose to sign again
   */
  returnPath?: string;
  booking?: BookingResponse;
}
export interface BookingResponse {
  id: string;
  resourceId: number;
  start: string;
  end: string;
  description: string;
  where: string;
}
