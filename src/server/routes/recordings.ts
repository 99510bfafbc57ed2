/**
 * Session recording: the page opens a recording (POST /api/sr/open, the server picks its id and keeps which browser
 * opened it) and sends its batches (POST /api/sr/new, accepted only from that browser), and the studio's list and replay, which like the studio
 * itself answer 404 where the studio is not served (src/server/studioAccess.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { acceptRecordingBatch, openRecordingSession, recordedSessions, sessionForReplay } from '../services/recordings.ts';
import { RecordingDisabledError, RecordingNotFoundError, RecordingSessionUnknownError } from '../errors.ts';
import { callerSecret } from './requestHeaders.ts';
import { endpoint } from './endpoint.ts';
import { studioOnly, type StudioSettings } from '../studioAccess.ts';
import { RECORDING_BODY_LIMIT } from '../bodyLimits.ts';
import type { UploadBudgetHook } from '../uploadBudget.ts';

/** rrweb's snapshots nest two levels per DOM element; a deep page stays well inside this bound. */
const RECORDING_MAX_DEPTH = 512;

export interface RecordingRouteOptions {
  db: Database;
  enabled: boolean;
  uploadsPerMinute: number;
  /** The client's byte budget for uploads, shared with browser error reports (src/server/uploadBudget.ts). */
  uploadBudget: (routeLimit: number) => UploadBudgetHook;
  studio: StudioSettings;
}

export async function recordingRoutes(app: FastifyInstance, { db, enabled, uploadsPerMinute, uploadBudget, studio }: RecordingRouteOptions): Promise<void> {
  const studioOnlyHook = studioOnly(studio);
  endpoint(app, 'openRecording', async (req) => {
    if (!enabled) throw new RecordingDisabledError();
    // The CSRF check before every write makes sure the caller has its secret cookie.
    const secret = callerSecret(req);
    if (!secret) throw new RecordingSessionUnknownError();
    return openRecordingSession(db, secret);
  });

  endpoint(app, 'uploadRecording', {
    bodyLimit: RECORDING_BODY_LIMIT,
    onRequest: uploadBudget(RECORDING_BODY_LIMIT),
    // Each open page uploads every 2 s: counted apart, so visitors sharing an address keep their real requests.
    config: { rateLimit: { max: uploadsPerMinute, timeWindow: '1 minute', groupId: 'recordings' }, maxJsonDepth: RECORDING_MAX_DEPTH },
  }, async (req) => {
    if (!enabled) throw new RecordingDisabledError();
    await acceptRecordingBatch(db, req.body, callerSecret(req));
    return { accepted: true };
  });

  endpoint(app, 'recordedSessions', { onRequest: studioOnlyHook }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return recordedSessions(db);
  });

  endpoint(app, 'recordedSession', { onRequest: studioOnlyHook }, async (req, reply) => {
    const session = await sessionForReplay(db, req.params.id);
    if (!session) throw new RecordingNotFoundError();
    reply.header('cache-control', 'no-store');
    return session;
  });
}
