/**
 * The start of a temporary link's visit, in every page's first script: the slug is taken from the address (before it
 * leaves the address bar) for a campaign that uses the relay. The relay's work itself (relay.ts) loads only then.
 */
import { slugFrom, usesRelay } from '../../engine/relayLink.ts';
import type { Query } from '../../core/queryParams.ts';
import type { Campaign } from '../../engine/campaign.ts';
import type { FlowStore } from '../state/store.ts';

export function beginRelay({ store, campaign }: { store: FlowStore; campaign: Campaign }, fullQuery: Query): void {
  const slug = slugFrom(fullQuery);
  if (!slug || !usesRelay(campaign) || store.getState().relay?.slug === slug) return;
  store.setState({ relay: { slug, prefill: 'pending', screeningSent: false, indicationsSent: false } });
}
