/** Study cards (spec §2 "Study search variants"): where a card links, and which message a search shows. */
import type { Query } from '../core/queryParams.ts';
import { toSearch } from '../core/queryParams.ts';
import { localeHref, type Locale } from '../core/locale.ts';

export interface CardTarget {
  href: string;
  external: boolean;
}

/**
 * The study's own screener URL (new tab), else the prescreen flow's home step with psr=1 (the campaign that is
 * `defaultFor` prescreen: src/engine/campaignRoles.ts) in the search page's language. Either way the visit's query is
 * kept without `ps`, with `indicationIds[]` (comma-joined) and `studyId` added.
 */
export function studyCardTarget(card: { id: number; webScreenerUrl: string | null }, query: Query, indicationIds: readonly number[], prescreen: { flow: string; homePath: string }, locale: Locale = 'en'): CardTarget {
  const { ps: _ps, ...rest } = query;
  const params: Query = { ...rest, ...(indicationIds.length ? { 'indicationIds[]': indicationIds.join(',') } : {}), studyId: String(card.id) };
  if (card.webScreenerUrl) {
    const url = new URL(card.webScreenerUrl);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return { href: url.toString(), external: true };
  }
  return { href: localeHref(`/signup/${prescreen.flow}/${prescreen.homePath}`, toSearch({ ...params, psr: '1' }), locale), external: false };
}

export type SearchMessage = { key: 'invalidPostal' } | { key: 'noneForIndication'; indicationName: string } | { key: 'noResults' } | null;

/** 'Invalid postal code'; no studies for the chosen condition; no studies at all; or nothing to say. */
export function searchMessage(result: { valid: boolean; studies: unknown[]; nearbyStudies: unknown[] }, indicationName: string | null): SearchMessage {
  if (!result.valid) return { key: 'invalidPostal' };
  if (result.studies.length === 0 && result.nearbyStudies.length === 0) return { key: 'noResults' };
  if (result.studies.length === 0 && indicationName) return { key: 'noneForIndication', indicationName };
  return null;
}

/** Tracked search outcomes: 'ssns' when no study is near, 'ssho' when only healthy-volunteer studies are. */
export function searchActions(result: { studies: Array<{ healthyVolunteer: boolean }>; nearbyStudies: Array<{ healthyVolunteer: boolean }> }): string[] {
  const all = [...result.studies, ...result.nearbyStudies];
  if (all.length === 0) return ['ss', 'ssns'];
  if (all.every((s) => s.healthyVolunteer)) return ['ss', 'ssho'];
  return ['ss'];
}
