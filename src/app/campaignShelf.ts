/**
 * The page's campaigns: every campaign's summary from the start, and a campaign in full once its documents (its own
 * and those it extends) have downloaded, each document a chunk of its own. So the first step's scripts carry no
 * campaign document, and a visit downloads only the campaigns it reaches.
 */
import type { Campaign, CampaignDocument } from '../engine/campaign.ts';
import type { CampaignShelf, CampaignSummary } from '../engine/campaignShelf.ts';
import { resolveCampaign } from '../engine/resolveCampaign.ts';
import { whenIdle, type Idle } from './whenIdle.ts';
import { failedAheadOfNeed } from './errors/assetFailure.ts';

export interface LoadingShelf extends CampaignShelf {
  /** The campaign in full, downloading its documents the first time; a failed download is tried again at the next call. */
  load(name: string): Promise<Campaign>;
}

export type DocumentLoader = (name: string) => (() => Promise<CampaignDocument>) | undefined;

export function loadingShelf(summaries: readonly CampaignSummary[], loadDocument: DocumentLoader): LoadingShelf {
  const byName = new Map(summaries.map((summary) => [summary.name, summary]));
  const loaded = new Map<string, Campaign>();
  const underWay = new Map<string, Promise<Campaign>>();

  async function download(name: string): Promise<Campaign> {
    const summary = byName.get(name);
    if (!summary) throw new Error(`no campaign named '${name}'`);
    const loads = summary.documents.map((doc) => {
      const load = loadDocument(doc);
      if (!load) throw new Error(`campaign '${name}' needs the document '${doc}', which the page does not have`);
      return load;
    });
    const documents = await Promise.all(loads.map((load) => load()));
    const campaign = resolveCampaign(name, new Map(documents.map((doc) => [doc.name, doc])));
    loaded.set(name, campaign);
    return campaign;
  }

  return {
    summaries: byName,
    loaded: (name) => loaded.get(name),
    load(name) {
      const done = loaded.get(name);
      if (done) return Promise.resolve(done);
      let pending = underWay.get(name);
      if (!pending) {
        pending = download(name).finally(() => underWay.delete(name));
        underWay.set(name, pending);
      }
      return pending;
    },
  };
}

/**
 * Downloads, once the browser is idle, the campaigns a visit may be sent to next (the study search, the screener a
 * study card opens), so that step change does not wait for them. A failed download is left for the step to try again.
 */
export function prefetchCampaigns(shelf: LoadingShelf, names: Iterable<string>, idle: Idle = whenIdle): void {
  const missing = [...new Set(names)].filter((name) => !shelf.loaded(name));
  if (missing.length) idle(() => { for (const name of missing) shelf.load(name).catch(failedAheadOfNeed); });
}
