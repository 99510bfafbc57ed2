/** The already-matched check of a screening (spec §4 "Phone match"): whether it is made, and for which phone. */
import type { Campaign } from './campaign.ts';

/**
 * Whether the campaign asks for the already-matched check where it screens.
 *
 * Spec §4: "when phone and phone validity are present, if route metadata asks the already-matched check is made;
 * otherwise alreadyMatched is false". The check belongs to a route: on a route whose metadata does not ask,
 * alreadyMatched is false. The verdict is made on the step that screens (`meta.screen`), so it is that step's
 * metadata that counts, not a `checkPhoneMatch` on some other step of the campaign. Every campaign today asks on
 * its home step, which is also the step that screens (ws11, ws18, ws19, ws21, ps1).
 */
export function asksPhoneMatch(campaign: Campaign | undefined): boolean {
  if (!campaign) return false;
  return Object.values(campaign.steps).some((step) => step.meta?.screen === true && step.meta.checkPhoneMatch === true);
}
