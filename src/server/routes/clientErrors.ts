/** POST /api/errors: the browser's error reports (CSRF like every POST, schema-checked, its own stricter rate limit). */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import { parseSentryDsn } from '../services/errorReporting/sentryDsn.ts';
import { sentryForwarder } from '../services/errorReporting/sentryForwarder.ts';
import { receiveClientError } from '../services/errorReporting/clientErrors.ts';
import { CLIENT_ERROR_BODY_LIMIT } from '../bodyLimits.ts';
import { endpoint } from './endpoint.ts';
import type { UploadBudgetHook } from '../uploadBudget.ts';
import { errorLogBudget } from '../logBudget.ts';

/** Error lines from browsers' reports per minute, from every client together: past it, they are logged at info. */
const CLIENT_ERROR_LINES_PER_MINUTE = 60;

/** `uploadBudget`: the client's byte budget for uploads, shared with recordings (src/server/uploadBudget.ts). */
export async function clientErrorRoutes(app: FastifyInstance, { db, config, uploadBudget }: { db: Database; config: ServerConfig; uploadBudget: (routeLimit: number) => UploadBudgetHook }): Promise<void> {
  const { dsn, reportsPerMinute } = config.errorReporting;
  const forwarder = dsn ? sentryForwarder(parseSentryDsn(dsn), { onFailure: (message, ctx) => app.log.warn(ctx, message) }) : null;
  if (forwarder) app.addHook('onClose', async () => forwarder.drain());

  const errorLines = errorLogBudget(CLIENT_ERROR_LINES_PER_MINUTE, 60_000);
  endpoint(app, 'reportClientError', {
    bodyLimit: CLIENT_ERROR_BODY_LIMIT,
    onRequest: uploadBudget(CLIENT_ERROR_BODY_LIMIT),
    // A page in an error loop must not crowd out the client's real requests, nor fill the table: counted apart, lower.
    config: { rateLimit: { max: reportsPerMinute, timeWindow: '1 minute', groupId: 'client-errors' } },
  }, async (req) => {
    await receiveClientError(db, req.log, req.body, randomUUID().replace(/-/g, ''), forwarder, errorLines);
    return { accepted: true };
  });
}
