/**
 * Session recording: the page opens a recording (POST /api/sr/open, the server picks its id and keeps which browser
 * opened it) and sends its batches (POST /api/sr/new, accepted only from that browser), and the studio's list and replay, which like the studio
 * itself answer 404 where the studio is not served (src/server/studioAccess.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { RecordingUploadRequest } from '../../generated/api/recording-upload.request.ts';
import { acceptRecordingBatch, openRecordingSession, recordedSessions, sessionForReplay } from '../services/recordings.ts';
import { RecordingDisabledError, RecordingNotFoundError, RecordingSessionUnknownError } from '../errors.ts';
import { callerSecret } from './requestHeaders.ts';
import { studioOnly, type StudioSettings } from '../studioAccess.ts';
import { RECORDING_BODY_LIMIT } from '../bodyLimits.ts';
import type { UploadBudgetHook } from '../uploadBudget.ts';

const refused = { '4xx': { $ref: 'error.response#' } };
const sessionParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' } } };

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
  app.post('/api/sr/open', {
    schema: { body: { $ref: 'recording-open.request#' }, response: { 200: { $ref: 'recording-open.response#' }, ...refused } },
  }, async (req) => {
    if (!enabled) throw new RecordingDisabledError();
    // The CSRF check before every write makes sure the caller has its secret cookie.
    const secret = callerSecret(req);
    if (!secret) throw new RecordingSessionUnknownError();
    return openRecordingSession(db, secret);
  });

  app.post<{ Body: RecordingUploadRequest }>('/api/sr/new', {
    bodyLimit: RECORDING_BODY_LIMIT,
    onRequest: uploadBudget(RECORDING_BODY_LIMIT),
    // Each open page uploads every 2 s: counted apart, so visitors sharing an address keep their real requests.
    config: { rateLimit: { max: uploadsPerMinute, timeWindow: '1 minute', groupId: 'recordings' }, maxJsonDepth: RECORDING_MAX_DEPTH },
    schema: { body: { $ref: 'recording-upload.request#' }, response: { 200: { $ref: 'accepted.response#' }, ...refused } },
  }, async (req) => {
    if (!enabled) throw new RecordingDisabledError();
    await acceptRecordingBatch(db, req.body, callerSecret(req));
    return { accepted: true };
  });

  app.get('/api/sr/sessions', { onRequest: studioOnlyHook, schema: { response: { 200: { $ref: 'recording-sessions.response#' }, ...refused } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return recordedSessions(db);
  });

  app.get<{ Params: { id: string } }>('/api/sr/sessions/:id', {
    onRequest: studioOnlyHook,
    schema: { params: sessionParams, response: { 200: { $ref: 'recording-session.response#' }, ...refused } },
  }, async (req, reply) => {
    const session = await sessionForReplay(db, req.params.id);
    if (!session) throw new RecordingNotFoundError();
    reply.header('cache-control', 'no-store');
    return session;
  });
}
