/** Reads campaigns/personas/*.json, checks them against their schema and runs them on the demo world (Node only). */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import personasSchema from '../../../schemas/personas.schema.json' with { type: 'json' };
import type { PersonasDocument } from '../../generated/personas.ts';
import type { Campaign } from '../campaign.ts';
import { runPersona, type PersonaResult } from '../personas/runPersona.ts';
import { unreachedTerminals } from '../personas/coverage.ts';
import type { PersonaWorld } from '../personas/world.ts';
import { repoRoot } from './campaignFiles.ts';

const validate = new Ajv({ allErrors: true, strict: false }).compile(personasSchema);

export interface CampaignPersonaReport {
  campaign: string;
  file: string;
  /** Problems with the file itself: `pointer: message`. */
  problems: string[];
  results: PersonaResult[];
  unreached: string[];
}

export function personasDir(root = repoRoot): string {
  return join(root, 'campaigns/personas');
}

/** Runs the personas of the named campaigns (default: every campaign) on the file's `today` or the given one; a campaign without a persona file is reported. */
export function runPersonaFiles(campaigns: ReadonlyMap<string, Campaign>, world: PersonaWorld, today: string, only: string[] = [], root = repoRoot): CampaignPersonaReport[] {
  const names = only.length ? only : [...campaigns.keys()].sort();
  const dir = personasDir(root);
  const reports: CampaignPersonaReport[] = [];
  for (const name of names) {
    const file = `campaigns/personas/${name}.json`;
    const campaign = campaigns.get(name);
    const report: CampaignPersonaReport = { campaign: name, file, problems: [], results: [], unreached: [] };
    reports.push(report);
    if (!campaign) { report.problems.push(`/: no campaign named '${name}'`); continue; }
    const path = join(dir, `${name}.json`);
    if (!existsSync(path)) { report.problems.push(`/: campaign '${name}' has no personas; add ${file}`); continue; }
    let doc: PersonasDocument;
    try {
      doc = JSON.parse(readFileSync(path, 'utf8')) as PersonasDocument;
    } catch (err) {
      report.problems.push(`/: invalid JSON: ${(err as Error).message}`);
      continue;
    }
    if (!validate(doc)) {
      for (const e of validate.errors ?? []) report.problems.push(`${e.instancePath || '/'}: ${e.message ?? 'is invalid'}${e.keyword === 'additionalProperties' ? ` ('${String((e.params as { additionalProperty: string }).additionalProperty)}')` : ''}`);
      continue;
    }
    if (doc.campaign !== name) { report.problems.push(`/campaign: '${doc.campaign}' must match the file name '${name}'`); continue; }
    report.results = doc.personas.map((p) => runPersona(campaign, p, world, doc.today ?? today));
    report.unreached = unreachedTerminals(campaign, report.results);
  }
  if (!only.length && existsSync(dir)) {
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const name = f.replace(/\.json$/, '');
      if (!campaigns.has(name)) reports.push({ campaign: name, file: `campaigns/personas/${f}`, problems: [`/: no campaign named '${name}'`], results: [], unreached: [] });
    }
  }
  return reports;
}
