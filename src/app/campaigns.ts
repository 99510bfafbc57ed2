/** Campaign and brand documents bundled at build time (checked by campaigns:check before every build). */
import type { CampaignDocument } from '../generated/campaign.ts';
import type { Brand } from '../generated/brand.ts';
import type { Campaign } from '../engine/campaign.ts';
import { resolveCampaign } from '../engine/resolveCampaign.ts';

const campaignModules = import.meta.glob<CampaignDocument>('../../campaigns/*.json', { eager: true, import: 'default' });
const brandModules = import.meta.glob<Brand>('../../campaigns/brands/*.json', { eager: true, import: 'default' });

/** The documents as authored (before `extends` is resolved), by campaign name. */
export function bundledCampaignDocuments(): Map<string, CampaignDocument> {
  return new Map(Object.values(campaignModules).map((d) => [d.name, d]));
}

export function bundledCampaigns(): Map<string, Campaign> {
  const docs = bundledCampaignDocuments();
  return new Map([...docs.keys()].map((name) => [name, resolveCampaign(name, docs)]));
}

export function bundledBrands(): Brand[] {
  return Object.values(brandModules);
}
