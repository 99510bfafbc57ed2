/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * Opens a session recording for the calling browser (its CSRF secret cookie); nothing to send.
 */
export interface RecordingOpenRequest {}
