/** Which typed postal code to send ahead of Next: to verify it, or to search the studies near it. */
import type { Field, Step } from './campaign.ts';
import type { StepAnswers } from './validateStep.ts';
import type { CountrySettings } from '../core/countries.ts';
import { normalisePostalCode, validatePostalPattern } from '../core/postal.ts';
import { kindSpec } from './fieldKinds.ts';
import { consentMissing } from './consentMissing.ts';

/** The code, as Next will send it, once a changed, shown postal code matches the country's pattern; else null. */
function completedPostalCode(shown: readonly Field[], answers: StepAnswers, previous: StepAnswers, country: CountrySettings): string | null {
  if (!shown.some((f) => kindSpec(f.kind).holdsPostalCode)) return null;
  const value = answers.postalCode;
  if (typeof value !== 'string' || value === previous.postalCode) return null;
  if (validatePostalPattern(value, country.alpha2) !== null) return null;
  return normalisePostalCode(value, country.alpha2);
}

/**
 * The code, as Next will send it, once a changed postal code matches the country's pattern on a step that verifies
 * it; null while it is incomplete, unchanged, or the step does not ask the server.
 */
export function postalCodeToPreverify(step: Step, shown: readonly Field[], answers: StepAnswers, previous: StepAnswers, country: CountrySettings): string | null {
  return step.meta?.verifyPostalCode ? completedPostalCode(shown, answers, previous, country) : null;
}

/**
 * Whether a search page should search already: its postal code has just become complete (or changed while complete),
 * so Search finds the studies near it waiting instead of asking then. Not while a page that saves the lead has none
 * yet: its Search searches with the lead its save creates, a question of its own. Nor before the consent its country
 * requires is given (spec §4: a study search always needs it of an international visitor): nothing typed is sent first.
 */
export function searchesAhead(step: Step, shown: readonly Field[], answers: StepAnswers, previous: StepAnswers, country: CountrySettings, hasLead: boolean): boolean {
  if (step.meta?.search !== true || (step.saveSubject === true && !hasLead) || consentMissing(shown, answers, country)) return false;
  return completedPostalCode(shown, answers, previous, country) !== null;
}

/** A postal code the server's check refused, in the country it was checked for. */
export interface RefusedPostalCode {
  code: string;
  country: string;
}

/**
 * Whether the postal code shown is one the server's check, asked while it was typed, refused: the step then says so
 * with its other messages, not only once every other field is right and Next asks the server.
 */
export function postalCodeRefused(step: Step, shown: readonly Field[], answers: StepAnswers, country: CountrySettings, refused: RefusedPostalCode | null): boolean {
  if (!refused || refused.country !== country.alpha3 || !step.meta?.verifyPostalCode || !shown.some((f) => kindSpec(f.kind).holdsPostalCode)) return false;
  const value = answers.postalCode;
  if (typeof value !== 'string' || validatePostalPattern(value, country.alpha2) !== null) return false;
  return normalisePostalCode(value, country.alpha2) === refused.code;
}
