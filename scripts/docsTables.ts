/**
 * The reference tables of docs/authoring.md, rendered from the registries so that an author never reads of a kind or
 * rule the code lacks, nor misses one it has. Each table sits between `<!-- generated:NAME -->` and
 * `<!-- /generated:NAME -->`; everything else on the page is written by hand.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIELD_KINDS, kindSpec } from '../src/engine/fieldKinds.ts';
import { kindDescriptions, type KindDescription } from '../src/engine/kindDescriptions.ts';
import { kindTranslationKeys } from '../src/engine/kindTranslationKeys.ts';
import { rules } from '../src/engine/rules/index.ts';
import { ruleCatalogue, type AnswerShape } from '../src/engine/validation/ruleCatalogue.ts';
import { validationRuleDescriptions, type ValidationRuleDescription } from '../src/engine/validation/ruleDescriptions.ts';
import { repoRoot } from '../src/engine/node/campaignFiles.ts';
import type { FieldKind } from '../src/generated/campaign.ts';

export const AUTHORING_PAGE = 'docs/authoring.md';

/** What the tables are made of; the tests swap parts of it to prove the check notices. */
export interface TableSources {
  kinds: readonly FieldKind[];
  kindDescriptions: Partial<Record<string, KindDescription>>;
  /** The English catalogue, for the first words each kind shows. */
  catalogue: unknown;
  rules: Readonly<Record<string, { kind: string; description: string; targets?: readonly string[] }>>;
  /** The validation rules a campaign may name, in the campaign schema's order. */
  validationRules: readonly string[];
  validationRuleDescriptions: Partial<Record<string, ValidationRuleDescription>>;
}

export function repositorySources(root = repoRoot): TableSources {
  const schema = JSON.parse(readFileSync(join(root, 'schemas/campaign.schema.json'), 'utf8')) as {
    definitions: { validationRule: { oneOf: Array<{ properties: { rule: { const: string } } }> } };
  };
  return {
    kinds: FIELD_KINDS,
    kindDescriptions,
    catalogue: JSON.parse(readFileSync(join(root, 'locales/en/translation.json'), 'utf8')),
    rules,
    validationRules: schema.definitions.validationRule.oneOf.map((branch) => branch.properties.rule.const),
    validationRuleDescriptions,
  };
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');
const row = (cells: string[]): string => `| ${cells.map(cell).join(' | ')} |`;
const code = (names: readonly string[]): string => (names.length ? names.map((n) => `\`${n}\``).join(', ') : '—');

function catalogueText(catalogue: unknown, key: string): string | null {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
  return typeof value === 'string' ? value : null;
}

/** Long consent texts would drown the table: their opening is enough to recognise the kind on a page. */
function opening(text: string, limit = 60): string {
  if (text.length <= limit) return text;
  const cut = text.lastIndexOf(' ', limit);
  return `${text.slice(0, cut > 0 ? cut : limit)}…`;
}

function kindRows(sources: TableSources): string[] {
  const order = Object.keys(sources.kindDescriptions);
  const kinds = [...sources.kinds].sort((a, b) => rank(order, a) - rank(order, b));
  return kinds.map((kind) => {
    const description = sources.kindDescriptions[kind];
    if (!description) throw new Error(`field kind ${kind} has no words in src/engine/kindDescriptions.ts`);
    const spec = kindSpec(kind);
    const firstKey = (kindTranslationKeys[kind] as readonly string[])[0];
    const words = firstKey ? catalogueText(sources.catalogue, firstKey) : null;
    // A question's answer key is the campaign's (`answer`); it is required by default like any other answer.
    const byDefault = spec.answer === null && !spec.answerFromCampaign ? '—'
      : `${spec.requiredByDefault ? (spec.requiredWhere ? 'required where asked' : 'required') : 'optional'}${spec.autoAdvance ? ', moves on at once' : ''}`;
    const answerKey = spec.answer ? `\`${spec.answer}\`` : spec.answerFromCampaign ? 'its `answer`' : '—';
    return row([kind, description.asks ?? '—', answerKey, byDefault, description.notes, words ? `“${opening(words)}”` : '—']);
  });
}

const rank = (order: string[], name: string): number => {
  const at = order.indexOf(name);
  return at < 0 ? order.length : at;
};

function ruleRows(sources: TableSources): string[] {
  return Object.entries(sources.rules).map(([name, rule]) => row([name, rule.kind, code(rule.targets ?? []), rule.description]));
}

function validationRows(sources: TableSources): string[] {
  const shapes = ruleCatalogue as Partial<Record<string, { appliesTo: readonly AnswerShape[] }>>;
  return sources.validationRules.map((name) => {
    const description = sources.validationRuleDescriptions[name];
    if (!description) throw new Error(`validation rule ${name} has no words in src/engine/validation/ruleDescriptions.ts`);
    const appliesTo = shapes[name]?.appliesTo;
    if (!appliesTo) throw new Error(`validation rule ${name} of the campaign schema is not in src/engine/validation/ruleCatalogue.ts`);
    return row([name, appliesTo.join(', '), description.failsWhen, description.messages.join(', ')]);
  });
}

const note = (from: string): string => `<!-- written by npm run docs:generate from ${from}: edit those, not this table -->`;

/** Each generated section's content, by marker name. */
export function generatedSections(sources: TableSources = repositorySources()): Map<string, string> {
  return new Map([
    ['kinds', [
      note('src/engine/fieldKinds.ts, src/engine/kindDescriptions.ts and locales/en/translation.json'),
      '| kind | asks for | answer key | by default | notes | first words (en) |',
      '|---|---|---|---|---|---|',
      ...kindRows(sources),
    ].join('\n')],
    ['rules', [
      note("src/engine/rules/ (each rule's kind, outcomes and description)"),
      '| rule | kind | outcomes | decides |',
      '|---|---|---|---|',
      ...ruleRows(sources),
    ].join('\n')],
    ['validation-rules', [
      note('the campaign schema, src/engine/validation/ruleCatalogue.ts and ruleDescriptions.ts'),
      '| validation rule | answers | fails when | message |',
      '|---|---|---|---|',
      ...validationRows(sources),
    ].join('\n')],
  ]);
}

const open = (name: string): string => `<!-- generated:${name} -->`;
const close = (name: string): string => `<!-- /generated:${name} -->`;

/** Where a section's content lies in the page, or null when its markers are not both there in order. */
function locate(page: string, name: string): { from: number; to: number } | null {
  const start = page.indexOf(open(name));
  const end = page.indexOf(close(name));
  if (start < 0 || end < start) return null;
  return { from: start + open(name).length, to: end };
}

/** The page with every section it marks rewritten; the names of sections it lacks markers for. */
export function writeSections(page: string, sections: Map<string, string>): { page: string; missing: string[] } {
  const missing: string[] = [];
  let text = page;
  for (const [name, content] of sections) {
    const at = locate(text, name);
    if (!at) { missing.push(name); continue; }
    text = `${text.slice(0, at.from)}\n${content}\n${text.slice(at.to)}`;
  }
  return { page: text, missing };
}

/** The body rows of a table, by the name in their first column. */
function rowsByName(table: string): Map<string, string> {
  const rows = new Map<string, string>();
  let body = false;
  for (const line of table.split('\n')) {
    if (line.startsWith('|---')) { body = true; continue; }
    if (!body || !line.startsWith('|')) continue;
    rows.set(line.split('|')[1]?.trim().replace(/`/g, '') ?? '', line);
  }
  return rows;
}

/** What is wrong with the page's generated sections, one line each; empty when all are as the registries say. */
export function staleSections(page: string, sections: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const [name, content] of sections) {
    const at = locate(page, name);
    if (!at) { problems.push(`no ${open(name)} … ${close(name)} section`); continue; }
    const current = page.slice(at.from, at.to).trim();
    if (current === content) continue;
    const have = rowsByName(current);
    const want = rowsByName(content);
    const found: string[] = [];
    for (const [row, line] of want) {
      if (!have.has(row)) found.push(`${name} table: ${row} is missing`);
      else if (have.get(row) !== line) found.push(`${name} table: the row of ${row} is stale`);
    }
    for (const row of have.keys()) if (!want.has(row)) found.push(`${name} table: ${row} is listed but not registered`);
    problems.push(...(found.length ? found : [`${name} table: differs from what the registries give`]));
  }
  return problems;
}
