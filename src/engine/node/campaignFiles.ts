/** Reads campaigns, brands and catalogues from the repository and checks them (Node only). */
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { checkCampaigns, formatProblemAt, readJsonFile, type Problem } from '../checkCampaigns.ts';
import { catalogueProblems } from '../catalogueProblems.ts';
import { campaignSchemaIssues, brandSchemaIssues } from './campaignSchemaCheck.ts';
import { resolveCampaigns } from '../resolveCampaign.ts';
import type { Campaign } from '../campaign.ts';
import type { CampaignDocument } from '../../generated/campaign.ts';
import { MODULE_KINDS } from '../fieldKinds.ts';

export const repoRoot = resolve(new URL('../../..', import.meta.url).pathname);

function readDir(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const path = join(dir, name);
    files.set(relative(process.cwd(), path) || path, readFileSync(path, 'utf8'));
  }
  return files;
}

export function readCatalogues(root = repoRoot): { en: unknown; es: unknown } {
  return {
    en: JSON.parse(readFileSync(join(root, 'locales/en/translation.json'), 'utf8')),
    es: JSON.parse(readFileSync(join(root, 'locales/es/translation.json'), 'utf8')),
  };
}

/** The field kinds the campaigns' steps show, their parents' fields included; none when the campaigns do not resolve (their errors say why). */
function kindsInUse(files: ReadonlyMap<string, string>): Set<string> {
  try {
    const docs = new Map([...files.values()].map((text) => { const doc = JSON.parse(text) as CampaignDocument; return [doc.name, doc] as const; }));
    return new Set([...resolveCampaigns(docs).values()].flatMap((campaign) => Object.values(campaign.steps).flatMap((step) => step.fields.map((field) => field.kind as string))));
  } catch {
    return new Set();
  }
}

/**
 * Checks the given campaign files (default: all of campaigns/), and what every campaign shares: the catalogues, the
 * kinds' widgets and the brand files. A file checked alone is checked with them: a kind whose words are still
 * placeholders, or that has no widget, passed a one-file check and then stopped the start.
 */
export function checkRepository(only: string[] = [], root = repoRoot): Problem[] {
  const all = readDir(join(root, 'campaigns'));
  const files = only.length ? new Map(only.map((f) => [f, readFileSync(f, 'utf8')])) : all;
  const catalogues = readCatalogues(root);
  const problems = checkCampaigns({ files, library: all, validateSchema: campaignSchemaIssues, catalogues, complete: !only.length });
  // The named files may lie outside campaigns/; they count among the campaigns whose kinds visitors see.
  problems.push(...catalogueProblems(catalogues, kindsInUse(new Map([...all, ...files]))));
  // A module kind's widget is found by its folder's name: without one, the page would have nothing to show. Widgets
  // are code, beside this file's repository whichever campaigns are checked; a server without the sources skips it.
  const widgetsDir = join(repoRoot, 'widgets');
  for (const kind of existsSync(widgetsDir) ? MODULE_KINDS : []) {
    if (!existsSync(join(widgetsDir, kind.name, 'widget.tsx'))) problems.push({ file: `src/engine/kinds/${kind.name}.ts`, pointer: '', message: `kind ${kind.name} has no widget: widgets/${kind.name}/widget.tsx (its default export) shows it`, severity: 'error' });
  }
  for (const [file, text] of readDir(join(root, 'campaigns/brands'))) {
    const read = readJsonFile(file, text);
    problems.push(...read.problems);
    if (read.doc === undefined) continue;
    for (const issue of brandSchemaIssues(read.doc)) problems.push({ file, pointer: issue.pointer, message: issue.message, severity: 'error' });
  }
  return problems;
}

/** Problems as campaigns:check prints them: `file:line:column: pointer: message`, the place editors turn into a link. */
export function problemLines(problems: readonly Problem[]): string[] {
  const texts = new Map<string, string | null>();
  const textOf = (file: string): string | null => {
    // Not every problem is in a file ('campaigns' when no campaign claims a role).
    if (!texts.has(file)) texts.set(file, existsSync(file) && statSync(file).isFile() ? readFileSync(file, 'utf8') : null);
    return texts.get(file) ?? null;
  };
  return problems.map((p) => formatProblemAt(p, textOf(p.file)));
}

export class InvalidCampaignsError extends Error {
  constructor(readonly lines: string[], readonly files: readonly string[]) {
    super(`invalid campaigns:\n${lines.join('\n')}`);
  }

  /** What a refused build or start prints: the checker's lines, then which files to fix and what did not happen. */
  refusal(outcome: 'built' | 'started'): string[] {
    return [...this.lines, `${this.files.join(', ')} ${this.files.length === 1 ? 'is' : 'are'} not valid; nothing was ${outcome}`];
  }
}

/** Throws with the checker's lines when a campaign, brand or catalogue has an error. */
export function assertValidCampaigns(root = repoRoot): void {
  const errors = checkRepository([], root).filter((p) => p.severity === 'error');
  if (errors.length) throw new InvalidCampaignsError(problemLines(errors), [...new Set(errors.map((p) => p.file))]);
}

/** All campaigns, resolved; throws with the checker's lines when any has an error. */
export function loadCampaigns(root = repoRoot): Map<string, Campaign> {
  assertValidCampaigns(root);
  const docs = new Map<string, CampaignDocument>();
  for (const text of readDir(join(root, 'campaigns')).values()) {
    const doc = JSON.parse(text) as CampaignDocument;
    docs.set(doc.name, doc);
  }
  return resolveCampaigns(docs);
}
