/**
 * A page downloads its catalogue in two parts: the words of every sign-up's first steps (the shell, the text boxes,
 * the choices, validation), and the rest, read only by code that itself downloads later: screener, search, booking,
 * partner and oncology widgets and the landing, relay, chat and signing pages. Both parts come from the one catalogue
 * per locale authors edit; the build splits it (scripts/vite/catalogueParts.ts) and refuses a first-step script that
 * names a later section's key (scripts/earlyWords.ts).
 */
import type { Catalogue } from './catalogueText.ts';

export const LATER_SECTIONS = [
  'screener', 'healthQuestions', 'search', 'booking', 'oncology', 'landing', 'esign', 'relay', 'riskAssessment',
  'offers', 'chat', 'obGyn', 'healthThankYou',
] as const;

export type CataloguePart = 'first' | 'later';

const later: ReadonlySet<string> = new Set(LATER_SECTIONS);

/** The part a key's words are in, by its top-level section. */
export function partOfKey(key: string): CataloguePart {
  return later.has(key.split('.', 1)[0] as string) ? 'later' : 'first';
}

/** The catalogue's sections of one part, in the catalogue's order. */
export function cataloguePart(catalogue: Catalogue, part: CataloguePart): Catalogue {
  return Object.fromEntries(Object.entries(catalogue).filter(([section]) => partOfKey(section) === part));
}

/**
 * The later-part keys a campaign's step names as its own words (titles, labels, button texts): a string of the step's
 * that is a key of a later section. The step gate waits for the later part when there is one.
 */
export function laterKeysOfStep(step: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') {
      if (/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)+$/.test(node) && partOfKey(node) === 'later') found.push(node);
    } else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(step);
  return [...new Set(found)];
}

/** Whether any of these catalogue keys is in the later part: a widget showing them waits for it. */
export function readsLaterWords(keys: readonly string[]): boolean {
  return keys.some((key) => partOfKey(key) === 'later');
}
