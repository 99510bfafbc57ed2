/**
 * A page downloads its catalogue in parts, in order: the words of every sign-up's first steps (the shell, the text
 * boxes, the choices, validation); then the words of a one-page screener's first step (its titles, study details and
 * risk questions); then the rest, read only by code that itself downloads later: search, booking, partner and
 * oncology widgets and the landing, relay, chat and signing pages. Code that reads a part waits for it and every part
 * before it. All parts come from the one catalogue per locale authors edit; the build splits it
 * (scripts/vite/catalogueParts.ts) and refuses a script that names a key of a part it can run before (scripts/earlyWords.ts).
 */
import type { Catalogue } from './catalogueText.ts';

/** The parts in the order a page needs them. */
export const CATALOGUE_PARTS = ['first', 'screener', 'later'] as const;

export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/** The sections outside the first part, each with its part. */
const SECTION_PARTS = {
  screener: 'screener', riskAssessment: 'screener',
  healthQuestions: 'later', search: 'later', booking: 'later', oncology: 'later', landing: 'later', esign: 'later',
  relay: 'later', offers: 'later', chat: 'later', obGyn: 'later', healthThankYou: 'later',
} as const satisfies Record<string, Exclude<CataloguePart, 'first'>>;

/** The sections a sign-up's first step never reads: those of the parts after the first. */
export const LATER_SECTIONS = Object.keys(SECTION_PARTS) as ReadonlyArray<keyof typeof SECTION_PARTS>;

const sectionParts: ReadonlyMap<string, CataloguePart> = new Map(Object.entries(SECTION_PARTS));

/** The part a key's words are in, by its top-level section. */
export function partOfKey(key: string): CataloguePart {
  return sectionParts.get(key.split('.', 1)[0] as string) ?? 'first';
}

/** The catalogue's sections of one part, in the catalogue's order. */
export function cataloguePart(catalogue: Catalogue, part: CataloguePart): Catalogue {
  return Object.fromEntries(Object.entries(catalogue).filter(([section]) => partOfKey(section) === part));
}

/** Whether a page with the words through `part` has those of `other` too. */
export const includesPart = (part: CataloguePart, other: CataloguePart): boolean => CATALOGUE_PARTS.indexOf(other) <= CATALOGUE_PARTS.indexOf(part);

/** The last of these parts: what code reading words of them all waits for ('first' for none). */
export function lastPart(parts: Iterable<CataloguePart>): CataloguePart {
  let last: CataloguePart = 'first';
  for (const part of parts) if (!includesPart(last, part)) last = part;
  return last;
}

/** The parts a page downloads after the first to have the words through `part`, in order. */
export function partsAfterFirstThrough(part: CataloguePart): CataloguePart[] {
  return CATALOGUE_PARTS.filter((other) => other !== 'first' && includesPart(part, other));
}

/** The last part any of these keys is in: a widget showing them waits for it. */
export function partOfKeys(keys: readonly string[]): CataloguePart {
  return lastPart(keys.map(partOfKey));
}

/**
 * The keys of the parts after the first that a campaign's step names as its own words (titles, labels, button texts):
 * a string of the step's that is a key of a later section. The step gate waits for their part.
 */
export function laterKeysOfStep(step: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') {
      if (/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)+$/.test(node) && partOfKey(node) !== 'first') found.push(node);
    // An array's values are its items.
    } else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(step);
  return [...new Set(found)];
}

/** The part a step's own words need (the last of its keys' parts). */
export const wordsPartOfStep = (step: unknown): CataloguePart => partOfKeys(laterKeysOfStep(step));
