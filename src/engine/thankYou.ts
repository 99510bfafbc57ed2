/** Thank-you page rules (spec §2 "Thank-you page"): the Find {product} link and where the health-questions button goes. */
import type { Campaign } from './campaign.ts';
import type { Locale } from './flow.ts';
import { stepUrl } from './flow.ts';
import type { Query } from '../core/queryParams.ts';
import type { Candidate } from '../core/candidate.ts';

/**
 * The Find {product} button's target: the home of `searchFlow` (the campaign that is `defaultFor` findProduct) with
 * the current query, `ps` set to the campaign name and `studyId` removed.
 */
export function findProductUrl(query: Query, campaignName: string, searchFlow: string, locale: Locale = 'en'): string {
  const { studyId: _studyId, ...rest } = query;
  return stepUrl(locale, searchFlow, 'home', { ...rest, ps: campaignName });
}

/** The URL of the campaign's demographic questionnaire, if it has one. */
export function healthQuestionsUrl(campaign: Campaign, locale: Locale, query: Query): string | null {
  const stepId = campaign.stepOrder.find((id) => campaign.steps[id]?.fields.some((f) => f.kind === 'HealthQuestions'));
  const step = stepId ? campaign.steps[stepId] : undefined;
  return step ? stepUrl(locale, campaign.name, step.path, query) : null;
}

/**
 * Whether the person answering does so for someone else: a caregiver's flow (spec §6), or a screener's "Someone else"
 * chosen as the participant. Either way the health questions, which ask the answerer about themselves, are not offered.
 */
export function answersForSomeoneElse(caregiverFlow: boolean, candidate: Pick<Candidate, 'participant'>): boolean {
  return caregiverFlow || candidate.participant === 'someone_else';
}

/**
 * The same, while a step is being answered: a participant chosen on the step, not sent yet, counts over the visit's
 * (labels and consent words follow the choice as it is made).
 */
export function answeringForSomeoneElse(caregiverFlow: boolean, candidate: Pick<Candidate, 'participant'>, stepAnswers: Readonly<Record<string, unknown>>): boolean {
  const chosen = stepAnswers.participant === 'myself' || stepAnswers.participant === 'someone_else' ? stepAnswers.participant : null;
  return answersForSomeoneElse(caregiverFlow, { participant: chosen ?? candidate.participant });
}

export interface ThankYouButtons {
  findProduct: boolean;
  healthQuestions: 'before' | 'after' | null;
}

/**
 * Find {product} is English only. The health-questions button is for non-caregivers, before the others when
 * a call is possible and after them when not, and never on a lead update.
 */
export function thankYouButtons(opts: { locale: Locale; caregiver: boolean; callNow: boolean; campaignType: Campaign['campaignType']; hasHealthQuestions: boolean }): ThankYouButtons {
  const health = !opts.caregiver && opts.hasHealthQuestions && opts.campaignType !== 'Lead Update';
  return { findProduct: opts.locale === 'en', healthQuestions: health ? (opts.callNow ? 'before' : 'after') : null };
}

/** Health thank-you: Find {product} only when the study is not a simulation and the candidate is not fully qualified. */
export function healthThankYouShowsFindProduct(opts: { locale: Locale; studyIsSimulation: boolean; fullyQualified: boolean }): boolean {
  return opts.locale === 'en' && !opts.studyIsSimulation && !opts.fullyQualified;
}
