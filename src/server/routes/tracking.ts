/** Tracked actions, router logs and redirect debugging. Bodies are schema-checked to keep personal data out. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { recordActions, recordRedirectDebug, recordRouterLog } from '../services/tracking.ts';
import { endpoint } from './endpoint.ts';

export async function trackingRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  endpoint(app, 'trackActions', async (req) => {
    await recordActions(db, req.body);
    return { accepted: true };
  });

  endpoint(app, 'routerLog', async (req) => {
    await recordRouterLog(db, req.body);
    return { accepted: true };
  });

  endpoint(app, 'redirectDebug', async (req) => {
    await recordRedirectDebug(db, req.body);
    req.log.error({ attemptedCampaign: req.body.attemptedCampaign }, 'invalid flow requested; default flow used');
    return { accepted: true };
  });
}
