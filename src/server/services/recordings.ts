/** Session recording: store a batch once, list sessions and assemble one for replay. */
import type { Database } from '../db/database.ts';
import type { RecordingUploadRequest } from '../../generated/api/recording-upload.request.ts';
import type { RecordingSessionsResponse } from '../../generated/api/recording-sessions.response.ts';
import type { RecordingSessionResponse } from '../../generated/api/recording-session.response.ts';
import { createHash, randomUUID } from 'node:crypto';
import { listRecordingSessions, openRecording, recordingSession, storeOpenedRecordingBatch } from '../db/repositories/recordings.ts';
import { withoutPersonalHrefs } from '../../core/recordingEvents.ts';
import { maskRecordingEvents } from '../../core/maskRecordingEvents.ts';
import { RecordingSessionUnknownError } from '../errors.ts';
import { publicQuery } from '../../core/queryParams.ts';
import { scrubbedQuery } from '../../core/scrubPersonalData.ts';

/** How many sessions the studio lists (the newest). */
export const SESSIONS_LISTED = 200;

/** Who opened a recording: a SHA-256 of the caller's CSRF secret cookie (the secret itself is never stored). */
export const recordingCallerHash = (callerSecret: string): string => createHash('sha256').update(`recording-caller\0${callerSecret}`).digest('hex');

/** Opens a recording for the caller: a new id of the server's, which only this caller may upload to. */
export async function openRecordingSession(db: Database, callerSecret: string): Promise<{ sessionId: string }> {
  const sessionId = randomUUID();
  await openRecording(db, sessionId, recordingCallerHash(callerSecret));
  return { sessionId };
}

/**
 * Stores the batch (a retried one is stored once) of a recording this caller opened; any other session id is refused
 * (RECORDING_SESSION_UNKNOWN) and nothing is stored. The browser already masked inputs and cleaned the addresses;
 * the server masks again (every input value and page text, and personal patterns anywhere) and cleans the addresses.
 */
export async function acceptRecordingBatch(db: Database, body: RecordingUploadRequest, callerSecret: string | null): Promise<{ stored: boolean }> {
  if (!callerSecret) throw new RecordingSessionUnknownError();
  const { opened, stored } = await storeOpenedRecordingBatch(db, recordingCallerHash(callerSecret), {
    sessionId: body.sessionId,
    orderId: body.orderId,
    startTimestamp: body.startTimestamp,
    hostName: body.hostName,
    flow: body.metadata.flow,
    leadLpParamId: body.leadLpParamId,
    indicationId: body.indicationId,
    metadata: { ...body.metadata, queryParams: scrubbedQuery(publicQuery(body.metadata.queryParams)) },
    events: maskRecordingEvents(withoutPersonalHrefs(body.recordings)),
    routerLogs: body.routerLogs,
    actionLogs: body.actionLogs,
    mutationLogs: body.mutationLogs,
  });
  if (!opened) throw new RecordingSessionUnknownError();
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
