/** docs/authoring.md's ws22 walkthrough stays true: its files check clean, picture, and their personas pass. */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRepository, repoRoot } from './campaignFiles.ts';
import { demoWorld } from '../../server/personas/demoWorld.ts';
import { resolveCampaign } from '../resolveCampaign.ts';
import { runPersona } from '../personas/runPersona.ts';
import { unreachedTerminals } from '../personas/coverage.ts';
import { flowPicture } from '../flowPicture.ts';
import type { CampaignDocument } from '../campaign.ts';
import type { PersonasDocument } from '../../generated/personas.ts';

const page = readFileSync(join(repoRoot, 'docs/authoring.md'), 'utf8');

function block(path: string): string {
  const marker = `<!-- walkthrough: ${path} -->`;
  const at = page.indexOf(marker);
  if (at < 0) throw new Error(`docs/authoring.md has no ${marker}`);
  const fence = /```json\n([\s\S]*?)\n\s*```/.exec(page.slice(at));
  if (!fence?.[1]) throw new Error(`no JSON block after ${marker}`);
  return fence[1];
}

describe('authoring walkthrough: ws22', () => {
  const campaignText = block('campaigns/ws22.json');
  const personas = JSON.parse(block('campaigns/personas/ws22.json')) as PersonasDocument;

  it('checks clean with campaigns:check', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ws22-')), 'ws22.json');
    writeFileSync(file, campaignText);
    expect(checkRepository([file])).toEqual([]);
  });

  it('draws, and its personas reach every terminal page with the verdicts it states', () => {
    const docs = new Map<string, CampaignDocument>();
    for (const f of readdirSync(join(repoRoot, 'campaigns')).filter((f) => f.endsWith('.json'))) {
      const doc = JSON.parse(readFileSync(join(repoRoot, 'campaigns', f), 'utf8')) as CampaignDocument;
      docs.set(doc.name, doc);
    }
    docs.set('ws22', JSON.parse(campaignText) as CampaignDocument);
    const ws22 = resolveCampaign('ws22', docs);
    expect(flowPicture(ws22)).toContain('>healthQuestionsThankYou</text>');
    const world = demoWorld();
    const results = personas.personas.map((p) => runPersona(ws22, p, world, personas.today ?? '2026-11-22'));
    expect(results.map((r) => r.divergence)).toEqual([null, null]);
    expect(unreachedTerminals(ws22, results)).toEqual([]);
    expect(ws22.consent.us.en).toContain('the study team may contact me');
    expect(ws22.consent.international.en).toContain("my doctor's office");
    expect(ws22.steps.indications?.fields.map((f) => f.kind)).toContain('HowHeard');
  });
});
