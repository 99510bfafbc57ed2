/** Whether a step holds Next for a consent not given yet (spec §4 "Consent"). */
import type { Field } from './campaign.ts';
import type { StepAnswers } from './validateStep.ts';
import type { CountrySettings } from '../core/countries.ts';
import { kindSpec } from './fieldKinds.ts';

/**
 * The step shows a consent that holds Next, the visitor's country requires it ticked (elsewhere it is implied by going
 * on), and it is not ticked.
 */
export function consentMissing(shown: readonly Field[], answers: StepAnswers, country: CountrySettings): boolean {
  return shown.some((f) => kindSpec(f.kind).holdsNextForConsent) && country.gdprConsentRequired && answers.consent !== true;
}
