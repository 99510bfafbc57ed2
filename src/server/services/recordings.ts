/** Session recording: store a batch once, list sessions and assemble one for replay. */
import type { Database } from '../db/database.ts';
import type { RecordingUploadRequest } from '../../generated/api/recording-upload.request.ts';
import type { RecordingSessionsResponse } from '../../generated/api/recording-sessions.response.ts';
import type { RecordingSessionResponse } from '../../generated/api/recording-session.response.ts';
import { listRecordingSessions, recordingSession, storeRecordingBatch } from '../db/repositories/recordings.ts';
import { withoutPersonalHrefs } from '../../core/recordingEvents.ts';
import { publicQuery } from '../../core/queryParams.ts';

/** How many sessions the studio lists (the newest). */
export const SESSIONS_LISTED = 200;

/** Stores the batch (a retried one is stored once); the browser already cleaned the addresses, the server makes sure. */
export async function acceptRecordingBatch(db: Database, body: RecordingUploadRequest): Promise<{ stored: boolean }> {
  const stored = await storeRecordingBatch(db, {
    sessionId: body.sessionId,
    orderId: body.orderId,
    startTimestamp: body.startTimestamp,
    hostName: body.hostName,
    flow: body.metadata.flow,
    leadLpParamId: body.leadLpParamId,
    indicationId: body.indicationId,
    metadata: { ...body.metadata, queryParams: publicQuery(body.metadata.queryParams) },
    events: withoutPersonalHrefs(body.recordings),
    routerLogs: body.routerLogs,
    actionLogs: body.actionLogs,
    mutationLogs: body.mutationLogs,
  });
  return { stored };
}

export async function recordedSessions(db: Database): Promise<RecordingSessionsResponse> {
  return { sessions: await listRecordingSessions(db, SESSIONS_LISTED) };
}

/** Every batch's events in order, with the batches' step navigations and actions; null for an unknown session. */
export async function sessionForReplay(db: Database, id: string): Promise<RecordingSessionResponse | null> {
  const found = await recordingSession(db, id);
  if (!found) return null;
  const { session, chunks } = found;
  return {
    ...session,
    events: chunks.flatMap((c) => c.events) as RecordingSessionResponse['events'],
    routerLogs: chunks.flatMap((c) => c.routerLogs) as RecordingSessionResponse['routerLogs'],
    actionLogs: chunks.flatMap((c) => c.actionLogs) as RecordingSessionResponse['actionLogs'],
  };
}
