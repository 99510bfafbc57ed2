/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * The id the server gave the opened recording; uploads name it and are accepted only from the browser that opened it.
 */
export interface RecordingOpenResponse {
  sessionId: string;
}
