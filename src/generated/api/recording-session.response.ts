/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * One recorded session for the studio's replay: every stored batch's events in order, with its step navigations and tracked actions.
 */
export interface RecordingSessionResponse {
  id: string;
  flow: string;
  hostName: string;
  startedAt: string;
  updatedAt: string;
  metadata: {
    [k: string]: unknown | undefined;
  };
  batches: number;
  /**
   * rrweb events of every batch, in batch order.
   */
  events: {
    [k: string]: unknown | undefined;
  }[];
  routerLogs: {
    from: string;
    to: string;
    at: number;
  }[];
  actionLogs: {
    routePath: string;
    actions: string[];
    at: number;
  }[];
}
