/**
 * Tracked actions, router logs and redirect debugging. Bodies are schema-checked, and name a campaign of this server and
 * its steps, to keep personal data out.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { recordActions, recordRedirectDebug, recordRouterLog } from '../services/tracking.ts';
import { endpoint } from './endpoint.ts';
import { errorLogBudget } from '../logBudget.ts';
import { loggedValue } from '../loggedUrl.ts';
import type { Campaigns } from '../services/screening.ts';

/** Error lines (which raise alerts) an anonymous client can cause per minute; the rest are logged at info. */
const INVALID_FLOW_ERRORS_PER_MINUTE = 10;

export async function trackingRoutes(app: FastifyInstance, { db, campaigns }: { db: Database; campaigns: Campaigns }): Promise<void> {
  endpoint(app, 'trackActions', async (req) => {
    await recordActions(db, campaigns, req.body);
    return { accepted: true };
  });

  endpoint(app, 'routerLog', async (req) => {
    await recordRouterLog(db, campaigns, req.body);
    return { accepted: true };
  });

  const invalidFlowErrors = errorLogBudget(INVALID_FLOW_ERRORS_PER_MINUTE, 60_000);
  endpoint(app, 'redirectDebug', async (req) => {
    await recordRedirectDebug(db, req.body);
    // The flow's name comes from the link's path, where a link may have put someone's address or phone.
    const line = { attemptedCampaign: loggedValue(req.body.attemptedCampaign) };
    if (invalidFlowErrors()) req.log.error(line, 'invalid flow requested; default flow used');
    else req.log.info({ ...line, overErrorBudget: true }, 'invalid flow requested; default flow used');
    return { accepted: true };
  });
}
