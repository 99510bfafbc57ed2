/**
 * The campaigns a visit can reach, as the page holds them: a summary of every one, enough to choose a flow and send
 * a visitor to its home, and in full only those whose documents have loaded. The page loads a campaign's documents
 * when a visit first reaches it; the server and the tools hold every campaign in full.
 */
import type { Campaign } from './campaign.ts';
import type { RoleHolder } from './campaignRoles.ts';

export interface CampaignSummary extends RoleHolder {
  /** The path of its home step (after `extends` is resolved). */
  homePath: string;
  /** The documents it is resolved from: its own first, then the one it extends, and so on. */
  documents: readonly string[];
}

export interface CampaignShelf {
  summaries: ReadonlyMap<string, CampaignSummary>;
  /** The campaign in full, once its documents have loaded. */
  loaded(name: string): Campaign | undefined;
}

export function summarize(campaign: Campaign): CampaignSummary {
  return { name: campaign.name, defaultFor: campaign.defaultFor, homePath: campaign.steps[campaign.home]?.path ?? 'home', documents: campaign.documents };
}

/** A shelf holding every campaign in full. */
export function fullShelf(campaigns: ReadonlyMap<string, Campaign>): CampaignShelf {
  const summaries = new Map([...campaigns].map(([name, campaign]) => [name, summarize(campaign)]));
  return { summaries, loaded: (name) => campaigns.get(name) };
}
