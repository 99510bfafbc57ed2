/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * One batch of a session recording (spec §7 'Recording upload'): the rrweb events of the last 2 s with the step navigations and tracked actions among them. Input values are masked in the browser; no personal prefill parameter may appear.
 */
export interface RecordingUploadRequest {
  /**
   * When this page started recording (ms since the epoch), at the latest in the year 2999 as every time a request names.
   */
  startTimestamp: number;
  /**
   * @maxItems 20000
   */
  recordings: RecordingEvent[];
  /**
   * @maxItems 200
   */
  routerLogs: RecordingRouterLog[];
  /**
   * @maxItems 200
   */
  actionLogs: RecordingActionLog[];
  /**
   * @maxItems 200
   */
  mutationLogs: RecordingMutationLog[];
  hostName: string;
  /**
   * The batch's sequence number within the session, from 0.
   */
  orderId: number;
  /**
   * Random per browser tab (kept in sessionStorage).
   */
  sessionId: string;
  leadLpParamId: string | null;
  indicationId: number | null;
  metadata: {
    /**
     * @maxItems 30
     */
    languages: string[];
    /**
     * The visit's query parameters with snake_case keys, personal prefill parameters removed.
     */
    queryParams: {
      [k: string]: string | undefined;
    };
    userAgent: string;
    /**
     * The campaign (flow) name.
     */
    flow: string;
  };
}
/**
 * An rrweb event (eventWithTime); its data is opaque to the server.
 *
 * This interface was referenced by `RecordingUploadRequest`'s JSON-Schema
 * via the `definition` "recordingEvent".
 */
export interface RecordingEvent {
  type: number;
  data: {};
  timestamp: number;
  delay?: number;
}
/**
 * A step navigation of this batch: the step paths left and entered.
 *
 * This interface was referenced by `RecordingUploadRequest`'s JSON-Schema
 * via the `definition` "routerLog".
 */
export interface RecordingRouterLog {
  from: string;
  to: string;
  at: number;
}
/**
 * Tracked actions (the codes sent to POST /api/actions) with the step path they happened on.
 *
 * This interface was referenced by `RecordingUploadRequest`'s JSON-Schema
 * via the `definition` "actionLog".
 */
export interface RecordingActionLog {
  routePath: string;
  /**
   * @maxItems 20
   */
  actions: string[];
  at: number;
}
/**
 * A named state change. The browser sends none: its store has no named mutations, and its state holds personal answers.
 *
 * This interface was referenced by `RecordingUploadRequest`'s JSON-Schema
 * via the `definition` "mutationLog".
 */
export interface RecordingMutationLog {
  name: string;
  at: number;
}
