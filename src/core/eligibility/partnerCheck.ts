/**
 * The partner screener's 'Check Candidate Qualification' (spec §4 "Partner qualification check order"): (1) all
 * criteria complete; (2) a site exists; (3) BMI qualifies; (4) the biological check (which needs the candidate's
 * required fields) and the criteria both qualify. Each failed step has the spec's message (its reason's).
 */
export type PartnerCheckResult = { ok: true; reason: 'qualified' } | { ok: false; reason: PartnerCheckFailure };

/**
 * Why a check failed, as its message's translation key (`partner.result.<reason>`; the English catalogue holds the
 * spec's wording): the widget shows the message by the key alone, without this module, which loads when a check runs.
 */
export type PartnerCheckFailure = 'questions' | 'noSite' | 'bmi' | 'required' | 'error';

export interface PartnerCheckInput {
  criteriaComplete: boolean;
  /** Missing required candidate fields (name, postal code, phone, birth date, gender; height and weight when shown). */
  missingFields: readonly string[];
  /** The server's verdict, or null when the check could not be made. */
  verdict: { siteFound: boolean; reasons: readonly string[]; bioQualified: boolean; criteriaQualified: boolean } | null;
}

export function partnerCheck(input: PartnerCheckInput): PartnerCheckResult {
  if (!input.criteriaComplete) return { ok: false, reason: 'questions' };
  const v = input.verdict;
  // No verdict could be made: for want of a required field (a postal code, which the sites are found by), that is the reason.
  if (!v) return { ok: false, reason: input.missingFields.length ? 'required' : 'error' };
  if (!v.siteFound) return { ok: false, reason: 'noSite' };
  if (v.reasons.some((r) => r.startsWith('bmi_'))) return { ok: false, reason: 'bmi' };
  // The biological check needs the candidate's required fields.
  if (input.missingFields.length) return { ok: false, reason: 'required' };
  if (v.bioQualified && v.criteriaQualified) return { ok: true, reason: 'qualified' };
  return { ok: false, reason: 'error' };
}
