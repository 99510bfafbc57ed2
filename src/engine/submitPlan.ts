/**
 * One submit pipeline: a step's answers in; the candidate, the consents given and the work to do out, as data.
 * The browser (src/app/flow/controller.ts) runs the work against the API and the persona runner
 * (src/engine/personas/runPersona.ts) against its world, so personas test what a visitor runs. Where the flow
 * goes next is decided after the work, by `nextStepId`, because screening and booking outcomes steer it.
 */
import type { Campaign, Field } from './campaign.ts';
import type { Candidate } from '../core/candidate.ts';
import type { CountrySettings } from '../core/countries.ts';
import type { PathState, RuleContext } from './ruleContext.ts';
import type { StepAnswers } from './validateStep.ts';
import { applyAnswers, withoutHiddenAnswers } from './applyAnswers.ts';
import { leadSignature } from './leadBody.ts';
import { nextStepId, shouldSaveOnLeave, stepOf } from './flow.ts';
import { consentsOfStep, type ConsentRecord } from './consentRecords.ts';
import { answersForSomeoneElse } from './thankYou.ts';
import type { StatementContext } from './consentStatements.ts';
import { resolveCountry } from '../core/countries.ts';

/** The work a submitted step asks for, in the order it is done; the first that fails stops the rest. */
export type SubmitWork =
  | { kind: 'verifyPostalCode'; postalCode: string }
  | { kind: 'save'; what: 'lead' | 'survey' }
  /** The lead saved with the screening of its answers, in one request: the step waits for one round trip, not two. */
  | { kind: 'saveAndScreen' }
  | { kind: 'adSecurityConversion' }
  | { kind: 'search' }
  | { kind: 'screen' }
  | { kind: 'relayScreening' }
  | { kind: 'relayIndications' }
  | { kind: 'fetchSiteSchedulingStatus' }
  | { kind: 'book'; calendar: 'secondary' | 'site'; slotId: string }
  | { kind: 'skipBooking'; reason: 'noTime' | 'notInterested' }
  | { kind: 'storeConsents' };

export interface SubmitInput {
  campaign: Campaign;
  stepId: string;
  candidate: Candidate;
  path: PathState;
  /** The answers of the fields the step showed, and those fields. */
  answers: StepAnswers;
  shown: readonly Field[];
  /** The visit's country before this step (a country chosen on the step governs the step itself). */
  country: CountrySettings;
  today: string;
  finishedSteps: readonly string[];
  /** The signature (leadBody.ts leadSignature) of the lead as last stored; null before the first save. */
  storedLead: string | null;
  /** Consents given earlier and not stored yet. */
  pendingConsents: readonly ConsentRecord[];
  /** The words consent fields show this visitor (region and caregiver are set here from the answers). */
  statements: Omit<StatementContext, 'region' | 'caregiver'>;
  /** The flow is a caregiver's (spec §6). */
  caregiver: boolean;
  /** The English label of a questionnaire answer, stored by web screeners instead of the key. */
  answerLabel?: (key: string) => string;
  /** What the rules read besides the candidate (study, screening, booking...), as before this step. */
  context: Omit<RuleContext, 'candidate' | 'path' | 'country' | 'answers'>;
}

export interface SubmitPlan {
  candidate: Candidate;
  /** Consents not stored yet, this step's included (a newer choice of a type replaces the older). */
  pendingConsents: ConsentRecord[];
  work: SubmitWork[];
  /** The search shows its results on the same page: the flow stays on this step. */
  staysOnStep: boolean;
}

/** The country of the step's answers: one chosen on the step, else the visit's. */
function stepCountry(answers: StepAnswers, country: CountrySettings): CountrySettings {
  return typeof answers.country === 'string' ? resolveCountry(answers.country) : country;
}

export function planSubmit(input: SubmitInput): SubmitPlan {
  const { campaign, stepId, answers } = input;
  const step = stepOf(campaign, stepId);
  const country = stepCountry(answers, input.country);
  const answered = withoutHiddenAnswers(applyAnswers(input.candidate, answers, {
    country: input.country, today: input.today, path: input.path,
    answerLabel: campaign.surveyAnswersAs === 'englishLabels' ? input.answerLabel : undefined,
  }), step.fields, input.shown);
  const region = country.gdprConsentRequired ? 'international' : 'us';
  // Words for a caregiver where the flow is one, or where 'Someone else' is chosen, on this step or before: as shown.
  const given = consentsOfStep(stepId, input.shown, answers, { ...input.statements, region, caregiver: answersForSomeoneElse(input.caregiver, answered) });
  // The records box left unticked is stored as a refusal: that refusal is the person's answer, which the step shows again
  // (unanswered, a box ticked and unticked after Back was taken for a choice the page had cleared).
  const records = given.find((g) => g.type === 'medicalRecords');
  const candidate = records ? { ...answered, medicalRecordsConsent: records.granted } : answered;
  const pendingConsents = [...input.pendingConsents.filter((p) => !given.some((g) => g.type === p.type)), ...given];

  const work: SubmitWork[] = [];
  const meta = step.meta ?? {};
  if (meta.verifyPostalCode && candidate.postalCode) work.push({ kind: 'verifyPostalCode', postalCode: candidate.postalCode });
  // A verified postal code is assumed, since a refused one stops here.
  const verified = meta.verifyPostalCode && candidate.postalCode ? { ...candidate, postalCodeValid: true } : candidate;
  const target = nextStepId(campaign, stepId, { ...input.context, candidate: verified, path: input.path, country: resolveCountry(verified.country), answers });
  // Going back saves nothing the lead holds already; an answer changed on the way (a name corrected after a booking,
  // whose calendar is a finished step) is saved.
  const changedSinceSave = input.storedLead !== null && leadSignature(candidate) !== input.storedLead;
  const saves = shouldSaveOnLeave(campaign, stepId, target, input.finishedSteps, changedSinceSave);
  // A step that saves the lead and screens it asks both at once; a search page never screens.
  const screensWithSave = saves && !meta.saveSurvey && !meta.search && meta.screen === true;
  if (saves) {
    work.push(screensWithSave ? { kind: 'saveAndScreen' } : { kind: 'save', what: meta.saveSurvey ? 'survey' : 'lead' });
    if (meta.adSecurity) work.push({ kind: 'adSecurityConversion' });
  }
  if (meta.search) {
    work.push({ kind: 'search' });
    // A search that saves nothing (ss6, the study search a screener sends to) stores the consent its page shows on the
    // lead the visit holds, once the results are in: ticked and searched, it was never stored.
    if (!saves && pendingConsents.length) work.push({ kind: 'storeConsents' });
    return { candidate, pendingConsents, work, staysOnStep: true };
  }
  if (meta.screen && !screensWithSave) work.push({ kind: 'screen' });
  if (meta.relayScreening) work.push({ kind: 'relayScreening' });
  if (meta.relayIndications) work.push({ kind: 'relayIndications' });
  if (meta.fetchSiteSchedulingStatus) work.push({ kind: 'fetchSiteSchedulingStatus' });
  if (meta.book) {
    const choice = answers.booking as { slotId?: string; skip?: string } | undefined;
    if (choice?.skip) work.push({ kind: 'skipBooking', reason: choice.skip === 'noTime' ? 'noTime' : 'notInterested' });
    else work.push({ kind: 'book', calendar: meta.book, slotId: choice?.slotId ?? '' });
  }
  // Consents of a step that does not save (a choice on a result page) are stored once the lead exists.
  if (pendingConsents.length) work.push({ kind: 'storeConsents' });
  return { candidate, pendingConsents, work, staysOnStep: false };
}
