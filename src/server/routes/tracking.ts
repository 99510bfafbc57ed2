/** Tracked actions, router logs and redirect debugging. Bodies are schema-checked to keep personal data out. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { ActionsRequest } from '../../generated/api/actions.request.ts';
import type { RouterLogRequest } from '../../generated/api/router-log.request.ts';
import type { RedirectDebugRequest } from '../../generated/api/redirect-debug.request.ts';
import { insertActions, insertRouterLog, insertRedirectDebug } from '../db/repositories/events.ts';

const accepted = { 200: { $ref: 'accepted.response#' }, '4xx': { $ref: 'error.response#' } };

/** Keeps origin and path of a referrer: its query string may carry personal data. */
function referrerWithoutQuery(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return null;
  }
}

export async function trackingRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.post<{ Body: ActionsRequest }>('/api/actions', { schema: { body: { $ref: 'actions.request#' }, response: accepted } }, async (req) => {
    const b = req.body;
    await insertActions(db, { signup: b.signup, routePath: b.routePath, actions: b.actions, hasQuestions: b.screener?.hasQuestions ?? null, query: (b.query ?? {}) as Record<string, string>, leadLpParamId: b.leadLpParamId ?? null });
    return { accepted: true };
  });

  app.post<{ Body: RouterLogRequest }>('/api/actions/router_log', { schema: { body: { $ref: 'router-log.request#' }, response: accepted } }, async (req) => {
    const b = req.body;
    await insertRouterLog(db, { signup: b.signup, studyExternalId: b.study_external_id ?? null, to: b.to, from: b.from, path: b.path, query: (b.query ?? {}) as Record<string, string>, leadLpParamId: b.leadLpParamId ?? null });
    return { accepted: true };
  });

  app.post<{ Body: RedirectDebugRequest }>('/api/redirect_debug', { schema: { body: { $ref: 'redirect-debug.request#' }, response: accepted } }, async (req) => {
    await insertRedirectDebug(db, referrerWithoutQuery(req.body.referrerUrl), req.body.attemptedCampaign);
    req.log.error({ attemptedCampaign: req.body.attemptedCampaign }, 'invalid flow requested; default flow used');
    return { accepted: true };
  });
}
