/** Tracked actions, router logs and redirect debugging, stored as the schema-checked bodies allow, with personal data taken out of the link's values. */
import type { Database } from '../db/database.ts';
import type { ActionsRequest } from '../../generated/api/actions.request.ts';
import type { RouterLogRequest } from '../../generated/api/router-log.request.ts';
import type { RedirectDebugRequest } from '../../generated/api/redirect-debug.request.ts';
import { insertActions, insertRouterLog, insertRedirectDebug } from '../db/repositories/events.ts';
import { referrerUrl } from '../../core/referrer.ts';
import { loggedValue } from '../loggedUrl.ts';
import { scrubbedQuery, scrubPersonalData } from '../../core/scrubPersonalData.ts';
import { namesCampaignSteps } from '../../engine/trackedSteps.ts';
import { TrackedStepUnknownError } from '../errors.ts';
import type { Campaigns } from './screening.ts';

/** An action or a step reached is stored when it names a campaign of this server and its steps' paths (trackedSteps.ts). */
export async function recordActions(db: Database, campaigns: Campaigns, b: ActionsRequest): Promise<void> {
  if (!namesCampaignSteps(campaigns, b.signup, [b.routePath])) throw new TrackedStepUnknownError();
  await insertActions(db, { signup: b.signup, routePath: b.routePath, actions: b.actions, hasQuestions: b.screener?.hasQuestions ?? null, query: scrubbedQuery(b.query ?? {}), leadLpParamId: b.leadLpParamId ?? null });
}

export async function recordRouterLog(db: Database, campaigns: Campaigns, b: RouterLogRequest): Promise<void> {
  if (!namesCampaignSteps(campaigns, b.signup, [b.to, b.from])) throw new TrackedStepUnknownError();
  await insertRouterLog(db, { signup: b.signup, studyExternalId: b.study_external_id ?? null, to: b.to, from: b.from, path: scrubPersonalData(b.path), query: scrubbedQuery(b.query ?? {}), leadLpParamId: b.leadLpParamId ?? null });
}

/**
 * The referrer keeps its origin and path only: its query string may carry personal data. The flow's name is the link's
 * path segment, kept as the log keeps it (an address or a phone put there is not).
 */
export async function recordRedirectDebug(db: Database, b: RedirectDebugRequest): Promise<void> {
  await insertRedirectDebug(db, referrerUrl(b.referrerUrl), loggedValue(b.attemptedCampaign));
}
