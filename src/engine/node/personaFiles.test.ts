import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCampaigns } from './campaignFiles.ts';
import { runPersonaFiles } from './personaFiles.ts';
import { demoWorld } from '../../server/personas/demoWorld.ts';

const campaigns = loadCampaigns();
const only = new Map([...campaigns].filter(([name]) => name === 'lu' || name === 'ss6'));

function repoWith(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'personas-'));
  mkdirSync(join(root, 'campaigns/personas'), { recursive: true });
  for (const [name, doc] of Object.entries(files)) writeFileSync(join(root, 'campaigns/personas', `${name}.json`), typeof doc === 'string' ? doc : JSON.stringify(doc));
  return root;
}

describe('runPersonaFiles', () => {
  it('passes the repository’s personas on the demo world', () => {
    const reports = runPersonaFiles(campaigns, demoWorld(), '2026-11-22');
    expect(reports.flatMap((r) => r.problems)).toEqual([]);
    expect(reports.flatMap((r) => r.results.filter((x) => x.divergence))).toEqual([]);
    expect(reports.flatMap((r) => r.unreached)).toEqual([]);
    expect(reports.map((r) => r.campaign).sort()).toEqual([...campaigns.keys()].sort());
  });

  it('reports a campaign without personas, a schema problem, a name mismatch and a stray file', () => {
    const root = repoWith({ ss6: { campaign: 'ss6', personas: [{ name: 'x', steps: [{ step: 'home', answerz: {} }], expect: { terminal: 'home' } }] }, lu: { campaign: 'ss6', personas: [{ name: 'x', steps: [{ step: 'home' }], expect: { terminal: 'home' } }] }, nope: '{}' });
    const reports = runPersonaFiles(only, demoWorld(), '2026-11-22', [], root);
    const problems = Object.fromEntries(reports.map((r) => [r.campaign, r.problems]));
    expect(problems.ss6).toEqual(["/personas/0/steps/0: must NOT have additional properties ('answerz')"]);
    expect(problems.lu).toEqual(["/campaign: 'ss6' must match the file name 'lu'"]);
    expect(problems.nope).toEqual(["/: no campaign named 'nope'"]);
    const empty = runPersonaFiles(only, demoWorld(), '2026-11-22', [], repoWith({}));
    expect(empty.flatMap((r) => r.problems)).toEqual(["/: campaign 'lu' has no personas; add campaigns/personas/lu.json", "/: campaign 'ss6' has no personas; add campaigns/personas/ss6.json"]);
  });
});
