/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * The studio's list of recorded sessions, newest first (not served in production).
 */
export interface RecordingSessionsResponse {
  sessions: RecordingSessionSummary[];
}
/**
 * This interface was referenced by `RecordingSessionsResponse`'s JSON-Schema
 * via the `definition` "sessionSummary".
 */
export interface RecordingSessionSummary {
  id: string;
  flow: string;
  hostName: string;
  startedAt: string;
  updatedAt: string;
  batches: number;
  events: number;
}
