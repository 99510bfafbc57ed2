/** Campaign and brand documents bundled at build time (checked by campaigns:check before every build). */
import type { CampaignDocument } from '../generated/campaign.ts';
import type { Brand } from '../generated/brand.ts';
import summaries from 'virtual:campaign-summaries';
import { loadingShelf, type LoadingShelf } from './campaignShelf.ts';

// Not eager: each document is a chunk of its own, downloaded when a visit reaches its campaign.
const campaignModules = import.meta.glob<CampaignDocument>('../../campaigns/*.json', { import: 'default' });
const brandModules = import.meta.glob<Brand>('../../campaigns/brands/*.json', { eager: true, import: 'default' });

export function bundledCampaigns(): LoadingShelf {
  return loadingShelf(summaries, (name) => campaignModules[`../../campaigns/${name}.json`]);
}

export function bundledBrands(): Brand[] {
  return Object.values(brandModules);
}
