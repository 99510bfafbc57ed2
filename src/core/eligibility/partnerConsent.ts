/** The partner screener's two consent questions (spec §2 'Partner consent'): connect, then transfer the information. */
/** Partner consent: given only when the patient agrees both to be connected and to have the information transferred. */
export function partnerConsentGiven(answer: { connect?: string; transfer?: string } | undefined): boolean {
  return answer?.connect === 'yes' && answer.transfer === 'yes';
}

/** A 'no' to either question ends the call with a thank-you note and marks the lead as opted out. */
export function partnerOptedOut(answer: { connect?: string; transfer?: string } | undefined): boolean {
  return answer?.connect === 'no' || answer?.transfer === 'no';
}

export const PARTNER_OPT_OUT_STATUS = 'Partner Screener Opt-out';

/**
 * Whether the lead's status says the patient declined: neither transferred nor forwarded, so the warm-transfer page
 * tells the agent only to close the call.
 */
export function patientDeclined(lead: { leadSpecialStatus: string | null }): boolean {
  return lead.leadSpecialStatus === PARTNER_OPT_OUT_STATUS;
}

