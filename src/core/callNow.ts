/**
 * Can call now (spec §7: takes indication ids, country and postal code; returns callNow). The thank-you page then
 * says the visitor "meets initial qualifications" and may call the toll-free line, "a coordinator is available now".
 */
import type { CountryCode } from './countries.ts';
import { isCallCentreOpen } from './callCentre.ts';

/**
 * Countries the advisors' line answers, and its hours there. The line shown is the brand's toll-free number, a
 * North American one, and the spec gives its hours once (§9: Monday to Friday, 8 AM to 5 PM Central): the US and
 * Canada call it during those hours. Elsewhere no advisor can take the call now, whatever the hour.
 */
const ADVISORS_OPEN: Partial<Record<CountryCode, (now: Date) => boolean>> = {
  US: isCallCentreOpen,
  CA: isCallCentreOpen,
};

export interface CallNowInput {
  /** The conditions the visitor chose: without one there is nothing to qualify on. Only positive ids are indications. */
  indicationIds: readonly number[];
  country: CountryCode;
  /** Whether a postal code was given and verified for the country (pattern and postal directory, spec §5). */
  postalCodeValid: boolean;
  now: Date;
}

/** The conditions a can-call-now check asks about: the visitor's, else the one the visit is about (a study's, on ps2). */
export function callNowIndications(chosen: readonly number[], visitIndication: number | null): number[] {
  return chosen.length || visitIndication === null ? [...chosen] : [visitIndication];
}

/** True only when the visitor chose a condition, gave a valid postal code and the advisors' line is open in their country now. */
export function canCallNow(input: CallNowInput): boolean {
  const open = ADVISORS_OPEN[input.country];
  return input.indicationIds.some((id) => id > 0) && input.postalCodeValid && open !== undefined && open(input.now);
}
