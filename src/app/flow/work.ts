/** The browser's side of a submit: each piece of work the submit plan asks for, done against the API. */
import { bookedForOf } from '../../core/scheduling/bookedFor.ts';
import type { FlowStore } from '../state/store.ts';
import { forgetBooking, storedBooking } from '../state/bookingStorage.ts';
import { draftsOfAnotherPerson } from '../state/stepDraft.ts';
import { bookedOnLead, bookingCancelledBy } from '../../core/scheduling/cancelledBooking.ts';
import { stepOf } from '../../engine/flow.ts';
import type { StepErrors } from '../../engine/validateStep.ts';
import { leadSaveBody, leadSignature } from '../../engine/leadBody.ts';
import { leadPersonOf, leadSubjectOf, saveKeyFor, saveKeyIsFor } from '../../engine/leadSubject.ts';
import { leadsForPerson } from '../../engine/leadSwitch.ts';
import { isNonEmpty } from '../../core/nonEmpty.ts';
import { commercialSends } from './commercialSends.ts';
import { asSent, consentContactOf, consentsToStore, madeBesideAnotherContact, recordStored, type ConsentRecord } from '../../engine/consentRecords.ts';
import { sendableHere } from '../../engine/recordableConsents.ts';
import { consentRegion } from '../../engine/consentWording.ts';
import { callEndpoint, ApiError, track } from '../api/client.ts';
import { postalCheck } from '../api/postalCheck.ts';
import { pushDataLayer } from '../analytics/dataLayer.ts';
import { firePartnerPixel } from '../integrations/partnerPixel.ts';
import { trackAdSecurityConversion } from '../integrations/adSecurity.ts';
import { outcomeTags } from '../../engine/outcomeTags.ts';
import type { ScreeningRequest } from '../../generated/api/screening.request.ts';
import type { ScreeningResponse } from '../../generated/api/screening.response.ts';
import { withRetry } from '../api/retry.ts';
import type { SubmitWork } from '../../engine/submitPlan.ts';
import { visitParamsFrom } from '../../engine/visitParams.ts';

import { countryOf, type ControllerDeps } from './controller.ts';
import { bookingCode, relayCode, searchCode, surveyCode } from './laterWork.ts';
import type { LeadSaveRequest } from '../../generated/api/lead-save.request.ts';
import { answersToCampaign } from '../../engine/questions.ts';
import { leadFieldsMissing } from '../../core/leadSaveFields.ts';
import { todayIso } from '../../core/dates.ts';
import { logOnly } from '../errors/logOnly.ts';
import { randomId } from '../../core/randomId.ts';

export function newKey(): string {
  return randomId();
}

/**
 * Saves the lead (create, then update) with one idempotency key until it succeeds, retrying transient failures. The
 * consents given on the pages it leaves go in the same request and are stored with the lead in one transaction;
 * should the server not know one of their texts, the lead is saved without them, which wait as before.
 */
export async function saveLead(deps: ControllerDeps): Promise<boolean> {
  return (await storeLead(deps, {})).ok;
}

interface LeadStoring {
  /** Send the consents apart (the server did not know one of their texts). */
  consentsApart?: boolean;
  /** Ask for the screening of the answers with the save. */
  withScreening?: boolean;
}

/**
 * A consent the server does not take (words it no longer shows, after a release changed them): the lead is saved
 * without it, so what the visitor typed is kept; the consents stay pending.
 */
/** The server's refusals of a save's consents alone: the lead is saved without them, and they are sent apart. */
export const CONSENT_REFUSALS: ReadonlySet<string> = new Set(['CONSENT_TEXT_UNKNOWN', 'CONSENT_TEXT_NOT_FOR_LEAD', 'CONSENT_NOT_RECORDED', 'CONSENT_REPEATED']);

/** The lead save; `screened` when the server's verdict came with it. */
async function storeLead(deps: ControllerDeps, { consentsApart = false, withScreening = false }: LeadStoring): Promise<{ ok: boolean; screened: boolean }> {
  const { store, campaign, locale } = deps;
  const choicesOnTheirWay = commercialSends.get(store);
  if (choicesOnTheirWay) await choicesOnTheirWay;
  const held = store.getState();
  const subject = leadSubjectOf(held.candidate);
  const person = leadPersonOf(held.candidate);
  // Answers now about another person than the saved lead's (Myself and Someone else switched, or another participant)
  // are that person's lead: the one this visit saved for them before, or a new one (engine/leadSwitch.ts).
  const switched = leadsForPerson(held, { person, subject, contact: consentContactOf(held.candidate) }, held.leadPeople);
  if (switched) {
    // Brand connect's box then shows the choice on file for that person's lead (consentAnswersOnFile), not the box as the
    // last person left it: shown unticked, a grant on file for them stood unseen.
    store.setState({ ...switched, candidate: { ...held.candidate, commercialConsent: null } });
    draftsOfAnotherPerson(campaign.name);
  }
  const pending = store.getState().pendingSaveKey;
  const key = pending && saveKeyIsFor(pending, subject) ? pending : saveKeyFor(subject, newKey());
  // Whom the save under this key is about, should its answer be lost: another person's answers then take a key of their own.
  store.setState({ pendingSaveKey: key, save: { state: 'saving' }, leadPeople: { ...store.getState().leadPeople, [key]: person } });
  const state = store.getState();
  const consents = consentsApart ? [] : consentsToStore(pendingSendable(deps), state.consentLedger);
  const [first, ...more] = consents;
  // The screening is of the lead this save stores: the server gives it the lead's id.
  const screening = withScreening ? screeningBody(deps, { leadId: false }) : null;
  const body: LeadSaveRequest = {
    ...leadSaveBody(state.candidate, { campaign: campaign.name, locale, leadLpParamId: state.payload?.leadLpParamId ?? null, studyId: state.payload?.study?.id ?? null, visit: visitParamsFrom(deps.query) }),
    ...(first ? { withConsents: { campaign: campaign.name, locale, consents: [asSent(first), ...more.map(asSent)] } } : {}),
    ...(screening ? { withScreening: screening } : {}),
  };
  const missing = leadFieldsMissing(body);
  if (missing.length) {
    // Spec §5: "else an error is logged and the save aborts". The visitor goes on; consents wait for a save that can be made.
    logOnly('error', `Trying to save an invalid lead: missing ${missing.join(', ')}`);
    store.setState({ pendingSaveKey: null, save: { state: 'idle' } });
    return { ok: true, screened: false };
  }
  try {
    const lead = state.lead;
    const saving = withRetry(
      () => lead
        ? callEndpoint('changeLead', { params: { id: lead.id }, body, headers: { 'idempotency-key': key, 'x-lead-token': lead.token } })
        : callEndpoint('createLead', { body, headers: { 'idempotency-key': key } }),
      { attempts: 6, baseDelayMs: 1000, onRetry: (attempt) => store.setState({ save: { state: 'retrying', attempt } }) },
    );
    // What this save stores, worked out once its request has left rather than once it is answered.
    const stored = leadSignature(state.candidate);
    const result = await saving;
    const { [key]: _sent, ...others } = store.getState().leadPeople;
    store.setState({ leadPeople: { ...others, [result.id]: person }, lead: { id: result.id, token: result.updateToken, stored, subject, contact: consentContactOf(state.candidate) }, pendingSaveKey: null, save: { state: 'idle' }, candidate: { ...store.getState().candidate, subjectSaved: true } });
    if (result.screening) screened(deps, result.screening);
    if (consents.length) consentsStored(store, consents);
    // A new lead is the partners' conversion; updates are not.
    if (!lead) {
      const leadLpParamId = state.payload?.leadLpParamId ?? null;
      void firePartnerPixel(deps.query, leadLpParamId);
    }
    await sendConsents(deps);
    return { ok: true, screened: !!result.screening };
  } catch (err) {
    if (err instanceof ApiError && CONSENT_REFUSALS.has(err.code) && consents.length) {
      // Nothing was stored; the key went with the body that carried the consents.
      store.setState({ pendingSaveKey: null });
      return storeLead(deps, { consentsApart: true, withScreening });
    }
    if (err instanceof ApiError && err.code === 'IDEMPOTENCY_KEY_REUSED' && !state.lead) {
      // The key's lead is another person's (answers typed over a save whose answer was lost, a tab copied with it):
      // these answers are a lead of their own, under a key of their own.
      store.setState({ pendingSaveKey: null });
      return storeLead(deps, { consentsApart, withScreening });
    }
    if (err instanceof ApiError && screening && (err.status === 400 || err.status === 413)) {
      // A refused body stores nothing: the lead is saved without the screening, which is then asked apart and says why.
      store.setState({ pendingSaveKey: null });
      return storeLead(deps, { consentsApart });
    }
    if (err instanceof ApiError && !err.transient) {
      store.setState({ pendingSaveKey: null, save: { state: 'rejected' } });
    } else {
      store.setState({ save: { state: 'failed' } });
    }
    return { ok: false, screened: false };
  }
}

/**
 * The waiting consents this page can send; those it cannot (made beside other words, or shown to the visitor's
 * region before their country changed: sendableHere; or beside another phone) stop waiting.
 */
function pendingSendable(deps: ControllerDeps): ConsentRecord[] {
  const { store, campaign, brand, locale, t } = deps;
  const state = store.getState();
  const pending = state.pendingConsents;
  const contact = consentContactOf(state.candidate);
  const here = sendableHere(pending, campaign, { brand, locale, t, region: consentRegion(countryOf(state)) }).filter((r) => !madeBesideAnotherContact(r, contact));
  if (here.length !== pending.length) store.setState({ pendingConsents: here });
  return here;
}

/** Marks consents as on file: the ledger learns their choice and text, and they are no longer pending. */
function consentsStored(store: FlowStore, consents: readonly ConsentRecord[]): void {
  const now = store.getState();
  store.setState({ consentLedger: recordStored(now.consentLedger, consents, now.lead?.contact ?? consentContactOf(now.candidate)), pendingConsents: now.pendingConsents.filter((c) => !consents.includes(c)) });
  pushDataLayer({ event: 'consent', types: consents.map((c) => c.type).join(',') });
}

/** Stores the consents given so far that change what is on file; without a lead they wait for the first save. */
export async function sendConsents(deps: ControllerDeps): Promise<void> {
  const { store, locale, campaign } = deps;
  const state = store.getState();
  if (!state.lead) return;
  const consents = consentsToStore(pendingSendable(deps), state.consentLedger);
  if (!isNonEmpty(consents)) {
    store.setState({ pendingConsents: [] });
    return;
  }
  const lead = state.lead;
  // One key for every attempt: a retry after a lost answer stores nothing twice.
  const key = newKey();
  try {
    await withRetry(() => callEndpoint('addConsents', { params: { id: lead.id }, body: { campaign: campaign.name, consents: [asSent(consents[0]), ...consents.slice(1).map(asSent)], locale }, headers: { 'idempotency-key': key, 'x-lead-token': lead.token } }), { attempts: 3, baseDelayMs: 1000 });
    consentsStored(store, consents);
  } catch {
    // They stay pending and are sent again with the next save.
  }
}

/**
 * Saves the lead and screens its answers in one request; when the server could not give the verdict with the save
 * (or there is nothing to screen), the screening is asked apart, as a step that screens without saving does.
 */
export async function saveAndScreen(deps: ControllerDeps): Promise<boolean> {
  const saved = await storeLead(deps, { withScreening: true });
  if (!saved.ok) return false;
  return saved.screened ? true : screenCandidate(deps);
}

function screened(deps: ControllerDeps, screening: ScreeningResponse): void {
  const studyId = deps.store.getState().payload?.study?.id ?? null;
  const lead = deps.store.getState().lead?.id ?? null;
  const person = bookedForOf(deps.store.getState().candidate, lead);
  const booking = storedBooking(studyId, person);
  const cancelled = bookingCancelledBy(screening, booking, lead, new Date());
  deps.store.setState({ screening, screenedStudy: studyId, bookingCancelled: cancelled });
  // A verdict that now refuses the person, or sends them to another site than their visit's, cancels their appointment
  // for the study (the server's saveScreening): the device no longer skips ahead to it, nor shows it on the thank-you.
  // Another lead's booking (the same person in another tab) stands, and the device keeps it.
  if ((!screening.passed && booking !== null && bookedOnLead(booking, lead, screening)) || cancelled) forgetBooking(studyId, person);
  for (const tag of outcomeTags(screening)) pushDataLayer({ event: tag });
}

/** What the server screens: the study's answers, the candidate's facts the rules read, the campaign's own questions. */
function screeningBody(deps: ControllerDeps, { dryRun = false, leadId = true }: { dryRun?: boolean; leadId?: boolean } = {}): ScreeningRequest | null {
  const { store, campaign } = deps;
  const state = store.getState();
  const study = state.payload?.study;
  if (!study || !state.candidate.postalCode) return null;
  const c = state.candidate;
  // The answers of the campaign's own questions, some of which may screen the person out (disqualifyWhen).
  const questionAnswers = answersToCampaign(campaign, c.answers);
  const body: ScreeningRequest = {
    studyId: study.id,
    campaign: campaign.name,
    answers: Object.entries(c.criteriaAnswers).map(([criterionId, responseIds]) => ({ criterionId: Number(criterionId), responseIds })),
    candidate: {
      postalCode: c.postalCode as string, country: c.country,
      // An age from a birth date is the age on the visitor's own date, not the server's (src/core/dates.ts visitorToday).
      ...(c.birthDate ? { birthDate: c.birthDate, today: todayIso() } : c.age !== null ? { age: c.age } : {}),
      ...(c.gender ? { gender: c.gender } : {}),
      ...(c.heightCm !== null ? { heightCm: c.heightCm } : {}),
      ...(c.weightKg !== null ? { weightKg: c.weightKg } : {}),
      ...(c.phone ? { phone: c.phone } : {}),
    },
    ...(state.lead && leadId ? { leadId: state.lead.id } : {}),
    ...(dryRun ? { dryRun: true } : {}),
    ...(Object.keys(questionAnswers).length ? { questionAnswers } : {}),
  };
  return body;
}

/** Sends the answers for screening; the server's verdict (never our own) decides the result page. */
export async function screenCandidate(deps: ControllerDeps, dryRun = false): Promise<boolean> {
  const { store } = deps;
  const body = screeningBody(deps, { dryRun });
  if (!body) return false;
  const state = store.getState();
  try {
    const screening = await withRetry(() => callEndpoint('screen', { body, headers: state.lead ? { 'x-lead-token': state.lead.token } : {} }), { attempts: 4, baseDelayMs: 1000 });
    // A dry run (the partner's check) is not an outcome to tag.
    if (dryRun) store.setState({ screening, screenedStudy: body.studyId });
    else screened(deps, screening);
    return true;
  } catch {
    store.setState({ save: { state: 'failed' } });
    return false;
  }
}

export async function fetchSiteSchedulingStatus(store: FlowStore): Promise<void> {
  const siteId = store.getState().screening?.siteId;
  if (!siteId || siteId in store.getState().siteScheduling) return;
  let enabled = false;
  try {
    enabled = (await callEndpoint('siteSchedulingStatus', { params: { studySiteId: siteId } })).enabled;
  } catch {
    console.error('Getting Site Scheduling Status error', { studySiteId: siteId });
  }
  store.setState({ siteScheduling: { ...store.getState().siteScheduling, [siteId]: enabled } });
}

/**
 * The postal-code check of a step that asks for it, usually answered while the code was typed (see src/engine/postalAhead.ts);
 * a check that fails to answer counts as invalid (spec §5).
 */
export function verifyPostalCode(deps: ControllerDeps, postalCode: string): boolean | Promise<boolean> {
  const { store } = deps;
  const country = countryOf(store.getState()).alpha3;
  const noted = (valid: boolean) => {
    store.setState({ candidate: { ...store.getState().candidate, postalCodeValid: valid } });
    return valid;
  };
  // Answered while it was typed: taken at once, so the work after it starts in the same task.
  const given = postalCheck.answered(postalCode, country);
  return given !== undefined ? noted(given) : postalCheck.verify(postalCode, country).catch(() => false).then(noted);
}

export type WorkOutcome = { ok: true } | { ok: false; fieldErrors?: StepErrors };

/**
 * Does one piece of a submit's work; a failure stops the submit (the visitor keeps what they typed). A piece done at
 * once answers at once, not with a promise: awaiting it would let the page render the step being left before the
 * next piece (the save) has sent its request.
 */
export function perform(deps: ControllerDeps, stepId: string, work: SubmitWork): WorkOutcome | Promise<WorkOutcome> {
  if (work.kind === 'verifyPostalCode') {
    const outcome = (valid: boolean): WorkOutcome => (valid ? { ok: true } : { ok: false, fieldErrors: { postalCode: 'invalidPostal' } });
    const valid = verifyPostalCode(deps, work.postalCode);
    return typeof valid === 'boolean' ? outcome(valid) : valid.then(outcome);
  }
  return performLater(deps, stepId, work);
}

async function performLater(deps: ControllerDeps, stepId: string, work: Exclude<SubmitWork, { kind: 'verifyPostalCode' }>): Promise<WorkOutcome> {
  const { store, campaign } = deps;
  const step = stepOf(campaign, stepId);
  switch (work.kind) {
    case 'save':
      // The questionnaire's save comes with its step (arriveAt asks for it), not with the first step's scripts.
      return { ok: work.what === 'survey' ? await (surveyCode.now() ?? await surveyCode.load()).saveSurveyAnswers(deps) : await saveLead(deps) };
    case 'adSecurityConversion':
      void trackAdSecurityConversion(store, campaign.name, deps.query);
      return { ok: true };
    case 'search': {
      // The search's code loads with a search page's first use of it (the postal code typed), not with every page.
      const searched = await (searchCode.now() ?? await searchCode.load()).searchForStudies(deps, stepId);
      // A postal code the search found invalid is the field's error too (its control says so, as every field error
      // does), beside the results' message.
      if (searched && store.getState().search?.valid === false) return { ok: false, fieldErrors: { postalCode: 'invalidPostal' } };
      return { ok: searched };
    }
    case 'saveAndScreen':
      return { ok: await saveAndScreen(deps) };
    case 'screen':
      return { ok: await screenCandidate(deps) };
    case 'relayScreening':
      // The relay's code loads only for a visit that uses it (a temporary link).
      await (relayCode.now() ?? await relayCode.load()).sendRelayScreening(deps);
      return { ok: true };
    case 'relayIndications':
      await (relayCode.now() ?? await relayCode.load()).sendRelayIndications(deps);
      return { ok: true };
    case 'fetchSiteSchedulingStatus':
      await fetchSiteSchedulingStatus(store);
      return { ok: true };
    case 'skipBooking':
      track('trackActions', { signup: campaign.name, routePath: step.path, actions: [work.reason === 'noTime' ? 'nst' : 'ni'], query: deps.query });
      pushDataLayer({ event: work.reason === 'noTime' ? 'no_time_works' : 'not_interested' });
      return { ok: true };
    case 'book':
      // The booking's code comes with the booking step (loadAvailability asks for it), not with the first step.
      return { ok: await (bookingCode.now() ?? await bookingCode.load()).bookSlot(deps, work.calendar, work.slotId) };
    case 'storeConsents':
      await sendConsents(deps);
      return { ok: true };
  }
}
