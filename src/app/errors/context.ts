/**
 * The context an error report carries (spec §7): flow and campaign, page history, query parameters and the
 * lead landing-page param id. Built only from non-personal state: step paths, the public query (prefill
 * parameters removed) and ids; free text is scrubbed as well.
 */
import type { CampaignShelf } from '../../engine/campaignShelf.ts';
import { parseRoute } from '../../engine/flow.ts';
import { parseQuery, publicQuery } from '../../core/queryParams.ts';
import { scrubPersonalData } from '../../core/scrubPersonalData.ts';
import type { ClientErrorRequest } from '../../generated/api/client-error.request.ts';

export type ErrorContext = ClientErrorRequest['context'];

export interface ErrorContextInput {
  /** The campaigns whose documents the page has. */
  campaigns: Pick<CampaignShelf, 'loaded'>;
  /** The store's campaign of this tab's visit. */
  campaignName: string | null;
  /** The store's step trail (step ids), oldest first. */
  trail: readonly string[];
  leadLpParamId: string | null;
  pathname: string;
  search: string;
  userAgent?: string;
}

/** Limits of schemas/api/client-error.request.json, so a report is never refused for its size. */
export const CONTEXT_LIMITS = { historySteps: 50, stepLength: 100, queryKeys: 40, keyLength: 60, valueLength: 300, pageLength: 300, userAgentLength: 300 } as const;

export function buildErrorContext(input: ErrorContextInput): ErrorContext {
  const campaign = input.campaignName ? input.campaigns.loaded(input.campaignName) ?? null : null;
  const pageHistory = input.trail
    .slice(-CONTEXT_LIMITS.historySteps)
    .map((id) => (campaign?.steps[id]?.path ?? id).slice(0, CONTEXT_LIMITS.stepLength));
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(publicQuery(parseQuery(input.search))).slice(0, CONTEXT_LIMITS.queryKeys)) {
    if (key.length <= CONTEXT_LIMITS.keyLength) query[key] = scrubPersonalData(value).slice(0, CONTEXT_LIMITS.valueLength);
  }
  return {
    campaign: input.campaignName?.slice(0, 100) ?? null,
    flow: campaign?.flowType ?? null,
    page: scrubPersonalData(input.pathname).slice(0, CONTEXT_LIMITS.pageLength),
    pageHistory,
    query,
    leadLpParamId: input.leadLpParamId?.slice(0, 64) ?? null,
    locale: parseRoute(input.pathname).locale,
    ...(input.userAgent ? { userAgent: input.userAgent.slice(0, CONTEXT_LIMITS.userAgentLength) } : {}),
  };
}
