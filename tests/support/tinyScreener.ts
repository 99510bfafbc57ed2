/** A web screener of a few steps for tests of the step graph, resolved as a campaign file would be. */
import type { Campaign, CampaignDocument } from '../../src/engine/campaign.ts';
import { resolveCampaign } from '../../src/engine/resolveCampaign.ts';

export function tinyScreener(name: string, home: string, steps: CampaignDocument['steps']): Campaign {
  const doc: CampaignDocument = { name, campaignType: 'Screener', flowType: 'webScreener', home, consent: { us: { en: 'ok' }, international: { en: 'ok' } }, steps };
  return resolveCampaign(name, new Map([[name, doc]]));
}
