/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface ErrorResponse {
  statusCode: number;
  code: string;
  error?: string;
  message: string;
  missing?: string[];
}
