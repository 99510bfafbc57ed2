/**
 * The build's check that a page never shows a raw key: a script that can run before a part of the catalogue is in
 * (src/engine/catalogueParts.ts) must not name a key of that part or a later one. The scripts that can run before a part
 * are the ones index.html loads and every chunk they import, statically or lazily, except through the lazy modules that
 * wait for that part themselves (WAITS_FOR_WORDS).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_PARTS, LATER_SECTIONS, includesPart, laterKeysOfStep, partOfKey, partOfKeys, type CataloguePart } from '../src/engine/catalogueParts.ts';
import { MODULE_KINDS } from '../src/engine/fieldKinds.ts';
import { SCREENER_STEP_WORDS, SEARCH_STEP_WORDS } from '../src/engine/widgetChunks.ts';

/**
 * The lazily imported modules that are never shown before the words through a part are in, with that part: widget
 * chunks declared with it (the step gate waits), and components that call useWords with it.
 */
export const WAITS_FOR_WORDS = {
  'widgets/screenerSteps.ts': SCREENER_STEP_WORDS,
  'widgets/searchSteps.ts': SEARCH_STEP_WORDS,
  'widgets/laterSteps.ts': 'later',
  'src/app/shell/ScreenerFooter.tsx': 'screener',
  'src/app/shell/LandingHome.tsx': 'later',
  'src/app/flow/RelayGate.tsx': 'later',
  'src/app/chat/ChatLauncher.tsx': 'later',
  'src/app/esign/SigningPage.tsx': 'later',
  'src/app/studio/StudioRoute.tsx': 'later',
} as const satisfies Record<string, CataloguePart>;

/**
 * Later keys a first script may name: the consent statements of kinds whose widgets read that part too, so the
 * step gate has it in before the statement is made (widgets/consentWords.test.ts).
 */
export const READ_AFTER_THEIR_WIDGET = [
  'screener.healthData.', 'screener.brandConnect.',
  // Made for BookingThankYou, and the English labels of health answers, read as the HealthQuestions step is left.
  'booking.descriptions.', 'healthQuestions.a.',
] as const;

/** The later keys campaigns' steps name as their own words: the step gate waits for the part on those steps. */
export function laterKeysOfCampaignSteps(campaignsDir: string): Set<string> {
  const keys = new Set<string>();
  for (const name of readdirSync(campaignsDir).filter((file) => file.endsWith('.json'))) {
    const { steps } = JSON.parse(readFileSync(join(campaignsDir, name), 'utf8')) as { steps?: unknown };
    for (const key of laterKeysOfStep(steps)) keys.add(key);
  }
  return keys;
}

interface ManifestChunk { file: string; imports?: string[]; dynamicImports?: string[] }

/**
 * Module kinds whose words are in a part after the first: a step showing one waits for it (src/app/stepPrerequisites.ts),
 * so their widgets are never shown before it, and the keys their modules declare are read only by those widgets.
 */
const laterWordKinds = MODULE_KINDS.filter((kind) => partOfKeys(kind.translationKeys) !== 'first');
const MODULE_KIND_WIDGETS = laterWordKinds.map((kind) => [`widgets/${kind.name}/widget.tsx`, partOfKeys(kind.translationKeys)] as const);

/**
 * Whether `key` in a script's `text` is only a module kind's declaration of it: the script declares the kind (names
 * it) and names the key once, so no other code there reads it.
 */
function declaredOnly(key: string, text: string): boolean {
  return laterWordKinds.some((kind) => kind.translationKeys.includes(key) && new RegExp(`["'\`]${kind.name}["'\`]`).test(text))
    && text.split(key).length === 2;
}

const KEY = new RegExp(`["'\`]((?:${LATER_SECTIONS.join('|')})\\.[A-Za-z0-9_.]*)`, 'g');

/** Each script that may run before a part of the catalogue is in and the keys of that part or later ones it names: `file: key, key`. */
export function laterKeysInFirstScripts(distDir: string, campaignsDir: string): string[] {
  const ofSteps = laterKeysOfCampaignSteps(campaignsDir);
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const waits: ReadonlyMap<string, CataloguePart> = new Map([...Object.entries(WAITS_FOR_WORDS), ...MODULE_KIND_WIDGETS]);
  const start = Object.keys(manifest).filter((key) => html.includes(`/${(manifest[key] as ManifestChunk).file}"`));
  // Each script with the first part it can run before: the scripts reachable without a module that waits for a part
  // grow part by part, so the first part whose walk reaches a script is the one it must not name keys of, or later.
  const runsBefore = new Map<string, CataloguePart>();
  for (const part of CATALOGUE_PARTS.slice(1)) {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length) {
      const key = queue.pop() as string;
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      if (!runsBefore.has(key)) runsBefore.set(key, part);
      const chunk = manifest[key];
      const waitsForPart = (imported: string) => { const waited = waits.get(imported); return waited !== undefined && includesPart(waited, part); };
      queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []).filter((imported) => !waitsForPart(imported)));
    }
  }
  const findings: string[] = [];
  for (const [key, part] of [...runsBefore].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const file = (manifest[key] as ManifestChunk).file;
    if (!file.endsWith('.js') || /\/words-[a-z]{2}-[a-z]+-/.test(file)) continue;
    const text = readFileSync(join(distDir, file), 'utf8');
    const keys = [...new Set([...text.matchAll(KEY)].map((m) => m[1] as string))]
      .filter((k) => includesPart(partOfKey(k), part))
      .filter((k) => !ofSteps.has(k) && !declaredOnly(k, text) && !READ_AFTER_THEIR_WIDGET.some((prefix) => k.startsWith(prefix)));
    if (keys.length) findings.push(`${file} (${key}): ${keys.join(', ')}`);
  }
  return findings;
}
