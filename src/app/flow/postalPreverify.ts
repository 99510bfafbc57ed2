/** When a step verifies its postal code on Next, which code to verify already while it is typed. */
import type { Field, Step } from '../../engine/campaign.ts';
import type { StepAnswers } from '../../engine/validateStep.ts';
import type { CountrySettings } from '../../core/countries.ts';
import { normalisePostalCode, validatePostalPattern } from '../../core/postal.ts';
import { kindSpec } from '../../engine/fieldKinds.ts';

/**
 * The code, as Next will send it, once a changed postal code matches the country's pattern on a step that verifies
 * it; null while it is incomplete, unchanged, or the step does not ask the server.
 */
export function postalCodeToPreverify(step: Step, shown: readonly Field[], answers: StepAnswers, previous: StepAnswers, country: CountrySettings): string | null {
  if (!step.meta?.verifyPostalCode || !shown.some((f) => kindSpec(f.kind).holdsPostalCode)) return null;
  const value = answers.postalCode;
  if (typeof value !== 'string' || value === previous.postalCode) return null;
  if (validatePostalPattern(value, country.alpha2) !== null) return null;
  return normalisePostalCode(value.trim(), country.alpha2);
}
