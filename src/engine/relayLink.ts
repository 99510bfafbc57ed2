/** Whether a visit is a temporary link's (prefilled-lead relay): small enough for every page's first script, unlike the prefill itself. */
import type { Query } from '../core/queryParams.ts';
import type { Campaign } from './campaign.ts';
import { isSlug } from '../core/relaySlug.ts';

/** A campaign uses the relay when one of its steps says so; elsewhere a `slug` is ignored (and still kept out of URLs). */
export function usesRelay(campaign: Campaign): boolean {
  return Object.values(campaign.steps).some((s) => s.meta?.relayPrefill || s.meta?.relayScreening || s.meta?.relayIndications);
}

/** The link's slug, when the query carries one that can be a slug at all. */
export function slugFrom(query: Query): string | null {
  const slug = query.slug?.trim();
  return slug && isSlug(slug) ? slug : null;
}
