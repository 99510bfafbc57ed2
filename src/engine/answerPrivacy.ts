/**
 * Whether an answer kept under the candidate's `answers` is personal: a module kind declares its answer's class
 * (kinds/kindModule.ts); a campaign's own question may ask anything about a person's health, so it counts as personal.
 * Personal answers stay on the device for 24 hours at most (local storage) and are never logged; the others are kept
 * with the rest of the visit in the tab's session storage.
 */
import { MODULE_KINDS } from './fieldKinds.ts';
import type { KindModule } from './kinds/kindModule.ts';

/** The answer keys of the kinds that declare their answer not personal. */
export function notPersonalAnswers(kinds: readonly Pick<KindModule, 'answer' | 'personalData'>[]): ReadonlySet<string> {
  return new Set(kinds.flatMap((kind) => (kind.personalData === 'none' && kind.answer ? [kind.answer] : [])));
}

const NOT_PERSONAL = notPersonalAnswers(MODULE_KINDS);

export function isPersonalAnswer(key: string, notPersonal: ReadonlySet<string> = NOT_PERSONAL): boolean {
  return !notPersonal.has(key);
}
