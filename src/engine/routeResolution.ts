/** Decides what a URL shows: a step, or a redirect to the active flow's home (spec §2). */
import type { Campaign } from './campaign.ts';
import { campaignFor } from './campaignRoles.ts';
import { flowNameFrom, parseRoute, stepIdByPath, stepUrl, type Locale } from './flow.ts';
import { flagSet, type Query } from '../core/queryParams.ts';
import { prescreenFlow } from './visitParams.ts';

export type RouteDecision =
  | { kind: 'render'; campaign: Campaign; stepId: string; locale: Locale }
  | { kind: 'redirect'; to: string; invalidFlow: string | null };

export function resolveRoute(pathname: string, query: Query, campaigns: ReadonlyMap<string, Campaign>, activeFlow: string | null, warn: (message: string) => void = () => {}): RouteDecision {
  const { locale, flow, stepPath } = parseRoute(pathname);
  const known = (name: string) => campaigns.has(name);
  const fallback = campaignFor('signup', campaigns);
  const home = (c: Campaign, invalidFlow: string | null = null): RouteDecision => ({
    kind: 'redirect',
    to: stepUrl(locale, c.name, c.steps[c.home]?.path ?? 'home', query),
    invalidFlow,
  });

  if (!flow) {
    // A prescreen redirect (psr) goes to the prescreen flow `ps`; an invalid ps falls back to the default prescreen flow.
    if (flagSet(query, 'psr') && query.ps !== undefined) {
      const target = campaigns.get(prescreenFlow(query.ps, known, campaignFor('prescreen', campaigns).name, warn)) ?? fallback;
      return home(target);
    }
    const requested = query.s;
    const chosen = flowNameFrom(requested, known);
    if (requested && !chosen) return home(fallback, requested);
    const active = campaigns.get(chosen ?? activeFlow ?? fallback.name) ?? fallback;
    return home(active);
  }
  const campaign = campaigns.get(flow);
  if (!campaign) {
    const legacy = flowNameFrom(flow, known);
    if (legacy) return home(campaigns.get(legacy) as Campaign);
    return home(fallback, flow);
  }
  const stepId = stepIdByPath(campaign, stepPath ?? undefined);
  if (!stepId) return home(campaign);
  return { kind: 'render', campaign, stepId, locale };
}
