/**
 * The build's check that a page never shows a raw key: a script that can run before the catalogue's later part is in
 * (src/engine/catalogueParts.ts) must not name a key of a later section. Those scripts are the ones index.html loads
 * and every chunk they import, statically or lazily, except through the lazy modules that wait for the later part
 * themselves (WAITS_FOR_LATER_WORDS).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LATER_SECTIONS, laterKeysOfStep, readsLaterWords } from '../src/engine/catalogueParts.ts';
import { MODULE_KINDS } from '../src/engine/fieldKinds.ts';

/**
 * The lazily imported modules that are never shown before the later part is in: widget chunks declared with
 * `words: 'later'` (the step gate waits), and components that call useLaterWords.
 */
export const WAITS_FOR_LATER_WORDS = [
  'widgets/screenerSteps.ts',
  'widgets/laterSteps.ts',
  'src/app/shell/ScreenerFooter.tsx',
  'src/app/shell/LandingHome.tsx',
  'src/app/flow/RelayGate.tsx',
  'src/app/chat/ChatLauncher.tsx',
  'src/app/esign/SigningPage.tsx',
  'src/app/studio/StudioRoute.tsx',
] as const;

/**
 * Later keys a first script may name: the consent statements of kinds whose widgets read the later part too, so the
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
 * Module kinds whose words are in the later part: a step showing one waits for it (src/app/stepPrerequisites.ts), so
 * their widgets are never shown before it, and the keys their modules declare are read only by those widgets.
 */
const laterWordKinds = MODULE_KINDS.filter((kind) => readsLaterWords(kind.translationKeys));
const LATER_WORD_WIDGETS = laterWordKinds.map((kind) => `widgets/${kind.name}/widget.tsx`);

/**
 * Whether `key` in a script's `text` is only a module kind's declaration of it: the script declares the kind (names
 * it) and names the key once, so no other code there reads it.
 */
function declaredOnly(key: string, text: string): boolean {
  return laterWordKinds.some((kind) => kind.translationKeys.includes(key) && new RegExp(`["'\`]${kind.name}["'\`]`).test(text))
    && text.split(key).length === 2;
}

const KEY = new RegExp(`["'\`]((?:${LATER_SECTIONS.join('|')})\\.[A-Za-z0-9_.]*)`, 'g');

/** Each script that may run before the later part and the later keys it names: `file: key, key`. */
export function laterKeysInFirstScripts(distDir: string, campaignsDir: string): string[] {
  const ofSteps = laterKeysOfCampaignSteps(campaignsDir);
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const waits: ReadonlySet<string> = new Set([...WAITS_FOR_LATER_WORDS, ...LATER_WORD_WIDGETS]);
  const start = Object.keys(manifest).filter((key) => html.includes(`/${(manifest[key] as ManifestChunk).file}"`));
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const key = queue.pop() as string;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    const chunk = manifest[key];
    queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []).filter((imported) => !waits.has(imported)));
  }
  const findings: string[] = [];
  for (const key of [...seen].sort()) {
    const file = (manifest[key] as ManifestChunk).file;
    if (!file.endsWith('.js') || /\/words-[a-z]{2}-later-/.test(file)) continue;
    const text = readFileSync(join(distDir, file), 'utf8');
    const keys = [...new Set([...text.matchAll(KEY)].map((m) => m[1] as string))]
      .filter((k) => !ofSteps.has(k) && !declaredOnly(k, text) && !READ_AFTER_THEIR_WIDGET.some((prefix) => k.startsWith(prefix)));
    if (keys.length) findings.push(`${file} (${key}): ${keys.join(', ')}`);
  }
  return findings;
}
