/**
 * The partner screener's 'Check Candidate Qualification' (spec §4 "Partner qualification check order"): (1) all
 * criteria complete; (2) a site exists; (3) BMI qualifies; (4) the biological check (which needs the candidate's
 * required fields) and the criteria both qualify. Each failed step has the spec's message.
 */
export type PartnerCheckResult =
  | { ok: true; message: 'Candidate Qualified!' }
  | { ok: false; message: PartnerCheckMessage };

/** Translation key of a result's message (`partner.result.*`; English is the spec's wording). */
export function partnerCheckKey(result: PartnerCheckResult): string {
  const keys: Record<PartnerCheckResult['message'], string> = {
    'Candidate Qualified!': 'qualified',
    'Please fill out all qualification questions.': 'questions',
    'No study site was found for the given postal code.': 'noSite',
    'Candidate does not meet BMI qualification for the study. Please check height and weight.': 'bmi',
    'Please fill out all required fields for candidate.': 'required',
    'An error occurred while checking candidate qualification.': 'error',
  };
  return `partner.result.${keys[result.message]}`;
}

export type PartnerCheckMessage =
  | 'Please fill out all qualification questions.'
  | 'No study site was found for the given postal code.'
  | 'Candidate does not meet BMI qualification for the study. Please check height and weight.'
  | 'Please fill out all required fields for candidate.'
  | 'An error occurred while checking candidate qualification.';

export interface PartnerCheckInput {
  criteriaComplete: boolean;
  /** Missing required candidate fields (name, postal code, phone, birth date, gender; height and weight when shown). */
  missingFields: readonly string[];
  /** The server's verdict, or null when the check could not be made. */
  verdict: { siteFound: boolean; reasons: readonly string[]; bioQualified: boolean; criteriaQualified: boolean } | null;
}

export function partnerCheck(input: PartnerCheckInput): PartnerCheckResult {
  if (!input.criteriaComplete) return { ok: false, message: 'Please fill out all qualification questions.' };
  const v = input.verdict;
  // No verdict could be made: for want of a required field (a postal code, which the sites are found by), that is the reason.
  if (!v) return { ok: false, message: input.missingFields.length ? 'Please fill out all required fields for candidate.' : 'An error occurred while checking candidate qualification.' };
  if (!v.siteFound) return { ok: false, message: 'No study site was found for the given postal code.' };
  if (v.reasons.some((r) => r.startsWith('bmi_'))) return { ok: false, message: 'Candidate does not meet BMI qualification for the study. Please check height and weight.' };
  // The biological check needs the candidate's required fields.
  if (input.missingFields.length) return { ok: false, message: 'Please fill out all required fields for candidate.' };
  if (v.bioQualified && v.criteriaQualified) return { ok: true, message: 'Candidate Qualified!' };
  return { ok: false, message: 'An error occurred while checking candidate qualification.' };
}
