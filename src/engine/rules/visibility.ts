/** Visibility rules: when a field is shown. */
import type { VisibilityRule } from './types.ts';
import type { RuleContext } from '../ruleContext.ts';
import { ageOn } from '../../core/age.ts';
import { parseCountryDate } from '../../core/dates.ts';
import type { CriteriaAnswers } from '../../core/eligibility/criteria.ts';
import { hasCtAppointment } from '../../core/eligibility/ctScan.ts';
import { bioQualifiedSoFar } from '../../core/eligibility/bioSoFar.ts';

/** International (GDPR) visitors must tick consent; for US visitors consent is implied. */
export const consentRequired: VisibilityRule = {
  kind: 'visibility',
  description: 'the visitor is in a country that requires explicit consent',
  holds: ({ country }) => country.gdprConsentRequired,
};

export const isCaregiver: VisibilityRule = {
  kind: 'visibility',
  description: 'a caregiver is answering for the participant',
  holds: ({ path }) => path.caregiver,
};

export const notCaregiver: VisibilityRule = {
  kind: 'visibility',
  description: 'the participant is answering for themselves',
  holds: ({ path }) => !path.caregiver,
};

/** The adult-caregiver block ('who is the participant') shows on campaigns whose caregiver type is adult. */
export const adultCaregiverCampaign: VisibilityRule = {
  kind: 'visibility',
  description: "the campaign's caregiver type is adult",
  holds: ({ path }) => path.caregiverType === 'adult',
};

/** The caregiver's own name and birth date, once 'someone else' is chosen as the participant. */
export const participantIsSomeoneElse: VisibilityRule = {
  kind: 'visibility',
  description: "'someone else' is chosen as the participant",
  holds: ({ answers }) => answers?.participant === 'someone_else',
};

/** The health-data consent choice: for a qualified screening of a real (non-simulation) study. */
export const healthDataChoiceShown: VisibilityRule = {
  kind: 'visibility',
  description: 'the screening qualified for a study that is not a simulation',
  holds: ({ screening, study }) => screening?.passed === true && study?.isSimulation !== true,
};

/** The e-signature consent choice: as the health-data choice, but only at widths of 768 px or less. */
export const eSignChoiceShown: VisibilityRule = {
  kind: 'visibility',
  description: 'the health-data choice applies and the page is 768 px wide or less',
  holds: (ctx) => healthDataChoiceShown.holds(ctx) && ctx.narrowViewport === true,
};

/** The other-conditions picker: straight away when there is no consent choice, else once it is made. */
export const otherConditionsShown: VisibilityRule = {
  kind: 'visibility',
  description: 'no consent choice is asked, or it has been made',
  holds: (ctx) => !healthDataChoiceShown.holds(ctx) || ctx.answers?.healthDataConsent !== undefined || ctx.candidate.medicalRecordsConsent !== null,
};

/** As otherConditionsShown, for the e-signature variant whose choice shows only on narrow pages. */
export const otherConditionsShownESign: VisibilityRule = {
  kind: 'visibility',
  description: 'no e-signature choice is asked, or it has been made',
  holds: (ctx) => !eSignChoiceShown.holds(ctx) || ctx.answers?.healthDataConsent !== undefined || ctx.candidate.medicalRecordsConsent !== null,
};

/**
 * The CT-scan appointment date. The spec: 'shown only for CT-scan appointment {product} that are qualified and have a
 * CT appointment'. Our reading, on a one-page screener before Finish, all three must hold:
 * - a CT-scan appointment study: the study's ctScanAppointment flag;
 * - a CT appointment: the visitor answered 'yes' to the study's CT-scan question (fixed id, spec §9). A study that does
 *   not ask that question leaves it to the field itself, which is optional and asks for the date 'if you have one';
 *   while the criteria are still loading it is not known whether the study asks, so the field waits;
 * - qualified: bio-qualified on the answers so far (age from the birth date typed on this page, else the one given
 *   before; gender; within the study's bounds). 'Qualified' cannot mean the server's verdict here: the page has none
 *   before Finish, never sees which criteria answers qualify, and is not sent the BMI bounds. Until the age or gender
 *   the study needs is given, the visitor is not (yet) qualified and the field stays hidden.
 */
export const ctScanDateShown: VisibilityRule = {
  kind: 'visibility',
  description: 'a CT-scan appointment study, a visitor with a CT appointment (or a study that does not ask), bio-qualified on the answers so far',
  holds: (ctx) => {
    if (ctx.study?.ctScanAppointment !== true || !ctx.criteria) return false;
    const criteriaAnswers = (ctx.answers?.criteria ?? ctx.candidate.criteriaAnswers) as CriteriaAnswers;
    if (hasCtAppointment(ctx.criteria, criteriaAnswers) === false) return false;
    return bioQualifiedSoFar(ctx.study, { age: ageSoFar(ctx), gender: genderSoFar(ctx) });
  },
};

/** The age the answers give: from a birth date typed on the step (none while it does not parse), else as given before. */
function ageSoFar({ answers, candidate, country, today }: RuleContext): number | null {
  const typed = answers?.birthDate;
  if (typeof typed === 'string' && typed.trim() !== '') {
    const iso = parseCountryDate(typed, country);
    return iso && today ? ageOn(iso, today) : null;
  }
  if (typeof answers?.age === 'number') return answers.age;
  return candidate.age;
}

function genderSoFar({ answers, candidate }: RuleContext): string | null {
  return typeof answers?.gender === 'string' && answers.gender !== '' ? answers.gender : candidate.gender;
}

/** The exposure-risk questions: for studies that ask them. */
export const riskAssessmentShown: VisibilityRule = {
  kind: 'visibility',
  description: 'the study asks the exposure-risk questions (its showRiskAssessment setting)',
  holds: ({ study }) => study?.showRiskAssessment === true,
};

/** The oncology confirmation: for oncology studies. */
export const oncologyStudy: VisibilityRule = {
  kind: 'visibility',
  description: 'the study is an oncology study',
  holds: ({ study }) => study?.oncology === true,
};

/** ss7: the contact form shows until studies or offers are fetched. */
export const beforeSearch: VisibilityRule = {
  kind: 'visibility',
  description: 'no study search has been made yet',
  holds: ({ searched }) => searched !== true,
  holdsUntilSent: true,
};

/** ss7: results and offers once the search has been made. */
export const afterSearch: VisibilityRule = {
  kind: 'visibility',
  description: 'a study search has been made',
  holds: ({ searched }) => searched === true,
};
