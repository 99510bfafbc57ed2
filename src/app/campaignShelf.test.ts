import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CampaignDocument } from '../engine/campaign.ts';
import { resolveCampaign } from '../engine/resolveCampaign.ts';
import summaries from 'virtual:campaign-summaries';
import { loadingShelf, prefetchCampaigns } from './campaignShelf.ts';

const document = (name: string) => JSON.parse(readFileSync(`campaigns/${name}.json`, 'utf8')) as CampaignDocument;

/** A loader over the repository's files that counts what it is asked for; `failing` names documents that do not arrive. */
function countingLoader(failing = new Set<string>()) {
  const asked: string[] = [];
  const load = (name: string) => (name.includes('/') || name === 'absent' ? undefined : async () => {
    asked.push(name);
    if (failing.has(name)) throw new Error(`offline: ${name}`);
    return document(name);
  });
  return { asked, load };
}

describe('the build\'s campaign summaries', () => {
  it('summarise every campaign file, with the documents each resolves from', () => {
    const files = readdirSync('campaigns').filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
    expect(summaries.map((s) => s.name).sort()).toEqual(files.sort());
    const ws18 = summaries.find((s) => s.name === 'ws18');
    expect(ws18).toMatchObject({ name: 'ws18', documents: ['ws18', 'ws10'] });
    expect(summaries.find((s) => s.name === 's6')).toMatchObject({ homePath: 'home', documents: ['s6'] });
    expect(summaries.find((s) => s.name === 's6')?.defaultFor).toContain('signup');
  });
});

describe('loadingShelf', () => {
  it('knows every summary at once and no campaign in full until it is loaded', () => {
    const { asked, load } = countingLoader();
    const shelf = loadingShelf(summaries, load);
    expect([...shelf.summaries.keys()]).toEqual(summaries.map((s) => s.name));
    expect(shelf.loaded('s6')).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it("loads a campaign with the documents it extends, resolved as the server resolves it, and nothing else", async () => {
    const { asked, load } = countingLoader();
    const shelf = loadingShelf(summaries, load);
    const ws18 = await shelf.load('ws18');
    expect(asked.sort()).toEqual(['ws10', 'ws18']);
    expect(ws18).toEqual(resolveCampaign('ws18', new Map([['ws10', document('ws10')], ['ws18', document('ws18')]])));
    expect(shelf.loaded('ws18')).toBe(ws18);
    // ws10 came as ws18's base, not as a campaign of its own.
    expect(shelf.loaded('ws10')).toBeUndefined();
  });

  it('downloads once for callers at the same time and after', async () => {
    const { asked, load } = countingLoader();
    const shelf = loadingShelf(summaries, load);
    const [a, b] = await Promise.all([shelf.load('s6'), shelf.load('s6')]);
    expect(a).toBe(b);
    expect(await shelf.load('s6')).toBe(a);
    expect(asked).toEqual(['s6']);
  });

  it('tries a failed download again at the next call', async () => {
    const failing = new Set(['s6']);
    const { asked, load } = countingLoader(failing);
    const shelf = loadingShelf(summaries, load);
    await expect(shelf.load('s6')).rejects.toThrow('offline: s6');
    expect(shelf.loaded('s6')).toBeUndefined();
    failing.clear();
    expect((await shelf.load('s6')).name).toBe('s6');
    expect(asked).toEqual(['s6', 's6']);
  });

  it('refuses a campaign it has no summary of, or whose document the page lacks', async () => {
    const { load } = countingLoader();
    await expect(loadingShelf(summaries, load).load('zzz')).rejects.toThrow("no campaign named 'zzz'");
    const orphan = loadingShelf([{ name: 'lost', defaultFor: [], homePath: 'home', documents: ['lost', 'absent'] }], load);
    await expect(orphan.load('lost')).rejects.toThrow("campaign 'lost' needs the document 'absent', which the page does not have");
  });
});

describe('prefetchCampaigns', () => {
  it('downloads, once idle, each named campaign not yet in, once', async () => {
    const { asked, load } = countingLoader();
    const shelf = loadingShelf(summaries, load);
    await shelf.load('s6');
    asked.length = 0;
    let idle: (() => void) | null = null;
    prefetchCampaigns(shelf, ['ss6', 'ws10', 'ss6', 's6'], (run) => { idle = run; });
    expect(asked).toEqual([]);
    (idle as unknown as () => void)();
    await Promise.resolve();
    expect(asked.sort()).toEqual(['ss6', 'ws10']);
    await expect.poll(() => shelf.loaded('ws10')?.name).toBe('ws10');
  });

  it('waits for nothing when every campaign is in, and a failed download is no unhandled rejection', async () => {
    const { asked, load } = countingLoader(new Set(['ss6']));
    const shelf = loadingShelf(summaries, load);
    await shelf.load('s6');
    let waited = false;
    prefetchCampaigns(shelf, ['s6'], () => { waited = true; });
    expect(waited).toBe(false);
    prefetchCampaigns(shelf, ['ss6'], (run) => run());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual(['s6', 'ss6']);
    expect(shelf.loaded('ss6')).toBeUndefined();
  });
});
