/**
 * Every campaign document, as the studio lists, edits and previews them. The same chunks the flows download one by
 * one (src/app/campaigns.ts), all of them here: the studio route waits for them before it renders.
 */
import type { CampaignDocument } from '../../generated/campaign.ts';
import type { Campaign } from '../../engine/campaign.ts';
import { resolveCampaigns } from '../../engine/resolveCampaign.ts';

const campaignModules = import.meta.glob<CampaignDocument>('../../../campaigns/*.json', { import: 'default' });

export interface StudioLibrary {
  /** The documents as authored (before `extends` is resolved), by campaign name. */
  documents: ReadonlyMap<string, CampaignDocument>;
  campaigns: ReadonlyMap<string, Campaign>;
}

let library: Promise<StudioLibrary> | null = null;

async function download(): Promise<StudioLibrary> {
  const docs = await Promise.all(Object.values(campaignModules).map((load) => load()));
  const documents = new Map(docs.map((d) => [d.name, d]));
  return { documents, campaigns: resolveCampaigns(documents) };
}

/** Every document and campaign, downloaded once (again after a failure). */
export function studioLibrary(): Promise<StudioLibrary> {
  library ??= download().catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}
