/**
 * What Vite's build manifest (dist/.vite/manifest.json) tells the server: which files carry a content hash (cached
 * for good) and which chunks a page needs before its first question. The campaign's documents, the locale catalogue's parts, the screener-step,
 * study-search and form-field widgets and the phone rules are imported lazily, yet a page whose step needs them waits for them before its first render
 * (the phone rules only where the visit brings a phone to show: a step that asks for one shows without them),
 * so a `Link: rel=modulepreload` header on the page lets the browser fetch them while the entry script still downloads.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Campaign } from '../../engine/campaign.ts';
import { parseRoute, stepIdByPath } from '../../engine/flow.ts';
import { fullShelf } from '../../engine/campaignShelf.ts';
import { resolveLanding } from '../../engine/routeResolution.ts';
import { parseQuery } from '../../core/queryParams.ts';
import { partsAfterFirstThrough, type CataloguePart } from '../../engine/catalogueParts.ts';
import { needsScreenerStepWidgets, needsSearchStepWidgets, needsFormStepWidgets, wordsBeforeStep } from '../../engine/widgetChunks.ts';
import { slugFrom } from '../../engine/relayLink.ts';
import type { Query } from '../../core/queryParams.ts';

/** Manifest keys of the lazily imported modules a first step may need (the build keeps each in a chunk of its own). */
export const SCREENER_STEP_WIDGETS = 'widgets/screenerSteps.ts';
export const SEARCH_STEP_WIDGETS = 'widgets/searchSteps.ts';
export const FORM_STEP_WIDGETS = 'widgets/formSteps.ts';
export const PHONE_RULES = 'src/core/phone.ts';
/** A campaign's document, a chunk of its own (src/app/campaigns.ts). */
export const campaignDocument = (name: string) => `campaigns/${name}.json`;
/** The parts of a locale's catalogue (scripts/vite/catalogueParts.ts). */
export const catalogueWords = (locale: string, part: CataloguePart) => `locales/${locale}/${part}-words.json`;
export const firstWords = (locale: string) => catalogueWords(locale, 'first');

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The manifest `vite build --manifest` wrote into distDir, or null when there is none. */
export function readManifest(distDir: string): ViteManifest | null {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ViteManifest) : null;
}

/** Every file the build named after its content, relative to distDir. */
export function hashedFiles(manifest: ViteManifest): Set<string> {
  return new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]));
}

/** The files a manifest entry loads: its own, then its static imports', depth first, each once. */
function chunkFiles(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

/**
 * The manifest keys of what a page's first render waits for: its catalogue, its step's lazily loaded code, and the
 * phone rules when the address brings a phone to show (a prefill parameter, a relay link), as src/app/stepPrerequisites.ts
 * decides; a phone stored by an earlier visit is the browser's to know.
 */
export function firstRenderModules(path: string, campaigns: ReadonlyMap<string, Campaign>, query: Query = {}): string[] {
  const { locale, flow, stepPath } = parseRoute(path);
  const keys = [firstWords(locale)];
  if (query.phone || slugFrom(query) !== null) keys.push(PHONE_RULES);
  const campaign = flow ? campaigns.get(flow) : undefined;
  const step = campaign ? campaign.steps[stepIdByPath(campaign, stepPath ?? undefined) ?? campaign.home] : undefined;
  if (!campaign || !step) return keys;
  // The page downloads the campaign's documents (src/app/campaignShelf.ts) before it can render the step.
  keys.push(...campaign.documents.map(campaignDocument));
  const kinds = step.fields.map((field) => field.kind);
  if (needsScreenerStepWidgets(kinds)) keys.push(SCREENER_STEP_WIDGETS);
  if (needsSearchStepWidgets(kinds)) keys.push(SEARCH_STEP_WIDGETS);
  // The catalogue's parts the step's words and widgets read, as its step gate waits for them.
  keys.push(...partsAfterFirstThrough(wordsBeforeStep(step)).map((part) => catalogueWords(locale, part)));
  if (needsFormStepWidgets(kinds)) keys.push(FORM_STEP_WIDGETS);
  return keys;
}

/**
 * The `Link` header value for a page: modulepreload for each chunk its first render waits for that index.html does
 * not already name (null when there is none). Computed once per locale, campaign and step. A page that redirects to
 * a flow's home (the root, /signup/ or /signup/es/, to the flow its `s` names or the default sign-up: the server does
 * not know a returning visitor's active flow) is hinted for that home.
 */
export function pagePreloads(manifest: ViteManifest, indexHtml: string, campaigns: ReadonlyMap<string, Campaign>, base = '/signup/'): (path: string, search?: string) => string | null {
  const known = new Map<string, string | null>();
  const shelf = fullShelf(campaigns);
  return (path, search = '') => {
    const query = parseQuery(search);
    const keys = firstRenderModules(resolveLanding(path, query, shelf, null).pathname, campaigns, query);
    const id = keys.join(' ');
    if (!known.has(id)) {
      const seen = new Set<string>();
      const urls = [...new Set(keys.flatMap((key) => chunkFiles(manifest, key, seen)))].map((file) => `${base}${file}`).filter((url) => !indexHtml.includes(`"${url}"`));
      known.set(id, urls.length ? urls.map((url) => `<${url}>; rel=modulepreload`).join(', ') : null);
    }
    return known.get(id) ?? null;
  };
}
