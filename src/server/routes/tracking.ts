/** Tracked actions, router logs and redirect debugging. Bodies are schema-checked to keep personal data out. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { ActionsRequest } from '../../generated/api/actions.request.ts';
import type { RouterLogRequest } from '../../generated/api/router-log.request.ts';
import type { RedirectDebugRequest } from '../../generated/api/redirect-debug.request.ts';
import { recordActions, recordRedirectDebug, recordRouterLog } from '../services/tracking.ts';

const accepted = { 200: { $ref: 'accepted.response#' }, '4xx': { $ref: 'error.response#' } };

export async function trackingRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.post<{ Body: ActionsRequest }>('/api/actions', { schema: { body: { $ref: 'actions.request#' }, response: accepted } }, async (req) => {
    await recordActions(db, req.body);
    return { accepted: true };
  });

  app.post<{ Body: RouterLogRequest }>('/api/actions/router_log', { schema: { body: { $ref: 'router-log.request#' }, response: accepted } }, async (req) => {
    await recordRouterLog(db, req.body);
    return { accepted: true };
  });

  app.post<{ Body: RedirectDebugRequest }>('/api/redirect_debug', { schema: { body: { $ref: 'redirect-debug.request#' }, response: accepted } }, async (req) => {
    await recordRedirectDebug(db, req.body);
    req.log.error({ attemptedCampaign: req.body.attemptedCampaign }, 'invalid flow requested; default flow used');
    return { accepted: true };
  });
}
