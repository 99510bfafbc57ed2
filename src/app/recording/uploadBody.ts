/** The body of POST /api/sr/new (spec §7 "Recording upload") from a batch and the visit it belongs to. */
import type { RecordingEvent, RecordingUploadRequest } from '../../generated/api/recording-upload.request.ts';
import type { Query } from '../../core/queryParams.ts';
import { withoutPersonalHrefs } from '../../core/recordingEvents.ts';
import type { RecordingBatch } from './batchBuffer.ts';
import { snakeCaseQuery } from './snakeCaseQuery.ts';
import { UPLOAD_LIMITS } from './constants.ts';

const MAX_INT = 2147483647;

export interface UploadContext {
  sessionId: string;
  orderId: number;
  /** When this page started recording (ms since the epoch). */
  startTimestamp: number;
  hostName: string;
  leadLpParamId: string | null;
  indicationId: number | null;
  languages: readonly string[];
  /** The visit's query as the address bar has it (personal parameters are removed here). */
  query: Query;
  userAgent: string;
  /** The campaign (flow) name. */
  flow: string;
}

export function recordingUploadBody(batch: RecordingBatch, c: UploadContext): RecordingUploadRequest {
  return {
    startTimestamp: c.startTimestamp,
    recordings: withoutPersonalHrefs(batch.events) as RecordingEvent[],
    routerLogs: batch.routerLogs,
    actionLogs: batch.actionLogs,
    // The spec's mutationLogs listed a state library's named mutations. Our store has none (it is set, not
    // mutated by name), and its state holds the visitor's answers, which must not leave in a recording: none are sent.
    mutationLogs: [],
    hostName: c.hostName.slice(0, UPLOAD_LIMITS.hostName),
    orderId: c.orderId,
    sessionId: c.sessionId,
    leadLpParamId: c.leadLpParamId,
    // An id from the address bar may be out of the database's integer range: sent as unknown rather than refused.
    indicationId: c.indicationId !== null && Number.isInteger(c.indicationId) && c.indicationId >= 1 && c.indicationId <= MAX_INT ? c.indicationId : null,
    metadata: {
      languages: c.languages.slice(0, UPLOAD_LIMITS.languages).map((l) => l.slice(0, UPLOAD_LIMITS.language)),
      queryParams: snakeCaseQuery(c.query),
      userAgent: c.userAgent.slice(0, UPLOAD_LIMITS.userAgent),
      flow: c.flow.slice(0, UPLOAD_LIMITS.flow),
    },
  };
}
