/**
 * Serves `virtual:campaign-summaries` to the page's build: every campaign's summary (src/engine/campaignShelf.ts),
 * worked out from campaigns/*.json, so the page can choose a flow while only the visited campaign's documents load.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { CampaignDocument } from '../../src/generated/campaign.ts';
import { resolveCampaign } from '../../src/engine/resolveCampaign.ts';
import { summarize } from '../../src/engine/campaignShelf.ts';

export const CAMPAIGN_SUMMARIES = 'virtual:campaign-summaries';
const RESOLVED = `\0${CAMPAIGN_SUMMARIES}`;

export function campaignSummaries(root: string): Plugin {
  const dir = join(root, 'campaigns');
  return {
    name: 'campaign-summaries',
    resolveId: (source) => (source === CAMPAIGN_SUMMARIES ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const docs = new Map<string, CampaignDocument>();
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
        this.addWatchFile(join(dir, file));
        const doc = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CampaignDocument;
        docs.set(doc.name, doc);
      }
      const summaries = [...docs.keys()].map((name) => summarize(resolveCampaign(name, docs)));
      return `export default ${JSON.stringify(summaries)};`;
    },
  };
}
