/** Screens a candidate for a study with the same pure rules the spec gives, on the server's own data; stores the verdict. */
import type { Database } from '../db/database.ts';
import type { ScreeningRequest } from '../../generated/api/screening.request.ts';
import type { ScreeningResponse } from '../../generated/api/screening.response.ts';
import { resultView, stricterQualifiedBy, type QualifiedBy } from '../../core/eligibility/verdict.ts';
import { publicCriteria, screenAnswers } from '../../core/eligibility/screenAnswers.ts';
import { answersToApplicable, criterionAnswerProblem, criterionAnsweredTwice, type CriteriaAnswers } from '../../core/eligibility/criteria.ts';
import { visitorToday } from '../../core/dates.ts';
import { resolveCountry } from '../../core/countries.ts';
import { saveScreening, studyToScreen, type ScreenedPerson } from '../db/repositories/studies.ts';
import { screenedFacts } from '../../engine/screenedFacts.ts';
import { hashToken } from './tokenHash.ts';
import { nearbySitesOfStudies } from './siteSearch.ts';
import { AnswerNotOfferedError, StudyNotFoundError, LeadNotFoundError } from '../errors.ts';
import { asksPhoneMatch } from '../../engine/phoneMatch.ts';
import type { Campaign } from '../../engine/campaign.ts';
import { campaignQuestions, disqualifyingAnswerReasons, shownQuestionAnswers } from '../../engine/questions.ts';
import { assertQuestionAnswers } from './questionAnswers.ts';

/** The resolved campaigns by name, as the server loaded them at start. */
export type Campaigns = ReadonlyMap<string, Campaign>;

/**
 * How the caller shows the screened lead is theirs: the update token it sent, checked against the lead; or the id of
 * the lead its own request has just saved, whose token that save checked or issued a moment ago, with no second look.
 */
export type LeadProof = { token: string | null } | { savedLeadId: string };

/**
 * Whom the screening reads: the lead the caller shows is theirs (null: the caller does not, and nothing is read of it),
 * else nobody: a screening without a lead is matched with no one, whatever phone the request names.
 */
function screenedPerson(req: ScreeningRequest, proof: LeadProof): ScreenedPerson | null {
  if (!req.leadId) return null;
  if ('savedLeadId' in proof) return proof.savedLeadId === req.leadId ? { leadId: req.leadId, tokenHash: null } : null;
  return proof.token ? { leadId: req.leadId, tokenHash: hashToken(proof.token) } : null;
}

/** What a campaign counts as qualified; one this server does not know, full qualification (the stricter reading). */
const qualifiedByOf = (campaign: Campaign | undefined): QualifiedBy => campaign?.qualifiedBy ?? 'full';

/** `log` receives failures (error level), `warn` what is only logged (spec §8: warning level). */
export async function screen(db: Database, campaigns: Campaigns, req: ScreeningRequest, proof: LeadProof, now: Date, log: (msg: string, ctx: object) => void, warn: (msg: string, ctx: object) => void = () => undefined): Promise<ScreeningResponse> {
  // A campaign this server does not know counts as qualified on everything (the stricter reading).
  const campaign = campaigns.get(req.campaign);
  // A lead is matched by the phone and birth date stored with it and judged no more leniently than the campaign it
  // signed up in, whatever the request names: a script could otherwise screen its own lead under someone else's phone
  // and so lock that person out of the study as already matched, or pick a laxer campaign's rule (ws11's criteria
  // alone) for a lead (studies.ts studyToScreen).
  const person = screenedPerson(req, proof);
  // The study, its criteria, the lead and an earlier match of the phone in one read: the visitor waits for every
  // statement. The match is looked for only where the campaign's screening step asks (spec §4 "Phone match").
  const found = await studyToScreen(db, req.studyId, 'en', person, asksPhoneMatch(campaign));
  if (!found) throw new StudyNotFoundError(req.studyId);
  if (req.leadId && !found.lead) throw new LeadNotFoundError();
  const { study, criteria, alreadyMatched: matched } = found;
  const c = screenedFacts(req, found.lead);
  // A country given oddly is logged, with the study it was screened for.
  const countryWarnings: string[] = [];
  const country = resolveCountry(c.country, (msg) => countryWarnings.push(msg)).alpha2;
  for (const msg of countryWarnings) warn(msg, { studyId: study.id });
  const leadCampaign = found.lead?.campaign;
  const qualifiedBy = stricterQualifiedBy(qualifiedByOf(campaign), leadCampaign ? qualifiedByOf(campaigns.get(leadCampaign)) : null);
  // The campaign's own questions that screen people out, checked like a lead's answers first.
  const questions = campaign ? campaignQuestions(campaign) : undefined;
  const questionAnswers = req.questionAnswers ?? {};
  assertQuestionAnswers(questions, questionAnswers, req.campaign, { country: resolveCountry(country), now });
  // Only questions shown on the answers given count: an answer left from before an earlier one changed screens no one out.
  const answerReasons = questions ? disqualifyingAnswerReasons(questions, shownQuestionAnswers(questions, questionAnswers)) : [];

  const twice = criterionAnsweredTwice(req.answers);
  if (twice !== null) throw new AnswerNotOfferedError(`Criterion ${twice} is answered more than once`);
  const given: CriteriaAnswers = Object.fromEntries(req.answers.map((a) => [a.criterionId, a.responseIds]));
  // An answer to a criterion the study does not have is ignored (spec §8: logged only, as a warning); one the page
  // could not have sent (a response not offered, or two that contradict each other) is refused, and nothing is stored.
  for (const a of req.answers) {
    const criterion = criteria.find((cr) => cr.id === a.criterionId);
    if (!criterion) warn('Criterion with id not found', { criterionId: a.criterionId, studyId: study.id });
    const problem = criterion ? criterionAnswerProblem(criterion, a.responseIds) : null;
    if (problem) throw new AnswerNotOfferedError(problem);
  }
  // Judged and stored: the answers to the questions the candidate was asked.
  const answers = answersToApplicable(criteria, given, c.gender ?? null);
  const sites = (await nearbySitesOfStudies(db, [study], c.postalCode, country, log)).get(study.id) ?? [];
  const { verdict, passed } = screenAnswers({
    qualifiedBy, study, criteria, answers, birthDate: c.birthDate ?? null, age: c.age ?? null, today: visitorToday(c.today, now),
    gender: c.gender ?? null, heightCm: c.heightCm ?? null, weightKg: c.weightKg ?? null, siteFound: sites.length > 0, alreadyMatched: matched, answerReasons,
  });
  const nearest = sites[0] ?? null;
  // A dry run (the partner's qualification check) judges without recording, so it cannot count as a match later; nor
  // can a screening without a lead, which is nobody's sign-up (its phone is whatever the request named), so it keeps none.
  // A lead's screening again for the study updates its one row, and the answer carries that row's id.
  const screeningId = req.dryRun ? null : await saveScreening(db, {
    leadId: req.leadId ?? null, studyId: study.id, campaign: req.campaign, passed, fullyQualified: verdict.fullyQualified,
    bioQualified: verdict.bioQualified, criteriaQualified: verdict.criteriaQualified, siteId: nearest?.id ?? null,
    answers, reasons: verdict.reasons, phoneHash: found.lead ? found.phoneHash : null,
  }, now);
  return {
    screeningId, passed, fullyQualified: verdict.fullyQualified, bioQualified: verdict.bioQualified, criteriaQualified: verdict.criteriaQualified,
    siteFound: verdict.siteFound, siteId: nearest?.id ?? null, ssExtId: nearest?.ssExtId ?? null, reasons: verdict.reasons,
    view: resultView(qualifiedBy, verdict, study.isSimulation),
  };
}

/** A study's questions as the page may see them (which answers qualify stays on the server); an unknown study is a 404. */
export async function studyCriteria(db: Database, studyId: number, locale: 'en' | 'es') {
  const found = await studyToScreen(db, studyId, locale);
  if (!found) throw new StudyNotFoundError(studyId);
  return { studyId, criteria: publicCriteria(found.criteria) };
}
