/**
 * Carries out what the flow engine decides: applies answers, verifies, saves, navigates. Components call it
 * with events; every decision (next step, save or not, validity) comes from src/engine and src/core.
 */
import { bookedForOf } from '../../core/scheduling/bookedFor.ts';
import { deviceTimeZone } from '../../core/dateTimeFormats.ts';
import type { FlowStore, FlowState, LeadHandle } from '../state/store.ts';
import type { InitialPayload } from '../../generated/api/initial-payload.response.ts';
import { initialState } from '../state/store.ts';
import { leaveVisit } from './visitSwitchCode.ts';
import { shallow } from 'zustand/shallow';
import type { Campaign } from '../../engine/campaign.ts';
import type { Copy } from '../../engine/catalogueText.ts';
import { mayBook, needsStudy, nextStepId, stepOf, stepUrl, type Locale } from '../../engine/flow.ts';
import type { RuleContext } from '../../engine/ruleContext.ts';
import { applyAnswers, prefillCandidate, withCaregiverOfVisit } from '../../engine/applyAnswers.ts';
import type { StepAnswers } from '../../engine/validateStep.ts';
import { commercialSends } from './commercialSends.ts';
import { consentContactOf, consentsOfStep, consentsToStore, waitingOnceShown, type ConsentRecord } from '../../engine/consentRecords.ts';
import { answerKeyOf } from '../../engine/fieldKinds.ts';
import { isNonEmpty, type NonEmpty } from '../../core/nonEmpty.ts';
import type { StatementContext } from '../../engine/consentStatements.ts';
import { consentRegion } from '../../engine/consentWording.ts';
import type { Brand } from '../../generated/brand.ts';
import type { VisitFlows } from '../../engine/campaignRoles.ts';
import type { Field } from '../../engine/campaign.ts';
import { resolveCountry, type CountrySettings } from '../../core/countries.ts';
import { todayIso } from '../../core/dates.ts';
import { publicQuery, type Query } from '../../core/queryParams.ts';
import { callEndpoint, track } from '../api/client.ts';
import { pushDataLayer } from '../analytics/dataLayer.ts';
import { beginRelay } from './relayStart.ts';
import { reportError } from '../errors/report.ts';
import { logOnly } from '../errors/logOnly.ts';
import { afterNextPaint } from '../../../widgets/afterNextPaint.ts';
import { trackAdSecurityClick } from '../integrations/adSecurity.ts';
import type { ScreeningResponse } from '../../generated/api/screening.response.ts';
import { unavailableForNow, withRetry } from '../api/retry.ts';
import { screenCandidate } from './work.ts';
import { pathStateFrom } from '../../engine/pathState.ts';
import { answersForSomeoneElse } from '../../engine/thankYou.ts';
import { visitParamsFrom } from '../../engine/visitParams.ts';
import { storedBooking } from '../state/bookingStorage.ts';
import { unansweredCriteria, type CriteriaAnswers, type Criterion } from '../../core/eligibility/criteria.ts';

import { referrerUrl } from '../../core/referrer.ts';
import { withLocatedPostalCode } from '../../engine/locatedPostalCode.ts';
import { askSlotsUnlessKept, earlySlotsAnswered, takeEarlySlots } from './earlySlots.ts';
import { stepNeeds } from '../../engine/pageNeeds.ts';
import type { Slot as AvailabilitySlot } from '../../core/scheduling/slots.ts';
import { whenIdle, type Idle } from '../whenIdle.ts';
import { failedAheadOfNeed, neededAfterAll } from '../errors/assetFailure.ts';
import type { CommercialChoice } from './consentOfChoice.ts';
import { bookingCode, relayCode, surveyCode } from './laterWork.ts';
import { draftsOfNewVisit } from '../state/stepDraft.ts';
import { searchKeepsLead, startsNewVisit, updatesTabLead, type Arrival, type SearchArrival } from '../../engine/visitStart.ts';
import { randomId } from '../../core/randomId.ts';

export interface NavigateOptions { now?: boolean; replace?: boolean; back?: boolean }

export interface ControllerDeps {
  store: FlowStore;
  campaign: Campaign;
  locale: Locale;
  /** Public query of the visit (personal prefill parameters removed). */
  query: Query;
  /**
   * Shows the page at `url`. `now`: render it before returning, scroll and focus included, so the frame the browser
   * paints next shows it as it arrives; outside an event (after a save's answer) React would otherwise render it in a
   * task of its own and could paint it before the arrival's scroll to the top and focus. `back`: a move back to `url`,
   * made as the browser's Back when the history entry before is `url`, so that the browser's Back then goes further back
   * rather than forward again to the step just left.
   */
  navigate: (url: string, options?: NavigateOptions) => void;
  /** The flows the visit is sent to by name (src/engine/campaignRoles.ts). */
  flows: VisitFlows;
  brand: Brand;
  /** Translation in the page's language, with the brand's words: consent texts are rendered with it. */
  t: (key: Copy) => string;
  /** The English label of a questionnaire answer key. */
  answerLabel: (key: string) => string;
  /** The studio's preview: steps render and validate, but nothing is sent and nobody moves on. */
  readOnly?: boolean;
  /** In the preview, told which step valid answers would lead a visitor to. */
  onPreviewAccepted?: (nextStepId: string) => void;
}

export function countryOf(state: Pick<FlowState, 'candidate'>): CountrySettings {
  // A stored country we do not support (an older session, say) falls back to the US with a warning (spec §8).
  return resolveCountry(state.candidate.country, (message) => logOnly('warning', message));
}

/** What consent texts read for this visitor: their region, language, brand and whether a caregiver answers. */
export function statementContext(deps: Pick<ControllerDeps, 'campaign' | 'brand' | 'locale' | 't'>, state: Pick<FlowState, 'candidate' | 'path'>, country: CountrySettings = countryOf(state)): StatementContext {
  return { campaign: deps.campaign, brand: deps.brand, locale: deps.locale, region: consentRegion(country), caregiver: answersForSomeoneElse(state.path.caregiver, state.candidate), t: deps.t };
}

export function ruleContext(state: Pick<FlowState, 'candidate' | 'path' | 'payload' | 'screening' | 'siteScheduling' | 'search'> & Partial<Pick<FlowState, 'lead'>>): RuleContext {
  const study = state.payload?.study ?? null;
  return {
    candidate: state.candidate,
    path: state.path,
    country: countryOf(state),
    study: study ? { id: study.id, minAge: study.minAge, maxAge: study.maxAge, isSimulation: study.isSimulation, oncology: study.oncology, ctScanAppointment: study.ctScanAppointment, showRiskAssessment: study.showRiskAssessment, secondaryScreening: study.secondaryScreening, gender: study.gender } : null,
    screening: state.screening,
    booked: storedBooking(study?.id ?? null, bookedForOf(state.candidate, state.lead?.id ?? null)) !== null,
    siteSchedulingEnabled: state.screening?.siteId ? state.siteScheduling[state.screening.siteId] === true : false,
    searched: state.search !== null,
  };
}

/**
 * Starts or resumes the visit for this campaign, synchronously so the first render already shows prefilled
 * answers: a new visit starts afresh (visitStart.ts); path state and prefill come from the query.
 */
export function beginVisit(deps: ControllerDeps, fullQuery: Query, stepId: string, arrival: SearchArrival & Pick<Arrival, 'throughHistory'> = { throughHistory: false, openedByLink: false, entryVisit: null }): void {
  const { throughHistory, openedByLink } = arrival;
  const { store, campaign } = deps;
  let state = store.getState();
  if (updatesTabLead(campaign, state)) {
    // A lead update keeps this tab's lead and answers: it changes the lead, it does not start a new one.
    store.setState({ campaign: campaign.name, completed: false, finishedSteps: [], trail: [] });
    state = store.getState();
  } else if (startsNewVisit(campaign, stepId, state, { throughHistory, openedByLink, caregiver: pathStateFrom(campaign, fullQuery, null).caregiver })) {
    const changing = state.campaign !== campaign.name;
    // Kept for the browser's Back or Forward to give back (src/app/stepDownloads.ts, src/engine/visitReturn.ts).
    if (changing) leaveVisit(state);
    const keep = searchKeepsLead(campaign, state, arrival) ? { lead: state.lead, consentLedger: state.consentLedger } : {};
    // A save whose answer was lost may have stored its lead: the new visit's save goes under its key, so the same person
    // signing up again changes that lead (a second one was then "already matched" to the study by the first, and never
    // offered its calendar), and another person's answers, which the server refuses under it, make a lead of their own.
    const lostKey = !changing && !state.lead ? state.pendingSaveKey : null;
    const lostFor = lostKey ? state.leadPeople[lostKey] : undefined;
    const lost = lostKey ? { pendingSaveKey: lostKey, leadPeople: lostFor ? { [lostKey]: lostFor } : {} } : {};
    const fresh = initialState(state.candidate.country);
    draftsOfNewVisit(campaign.name);
    store.setState({ ...fresh, ...keep, ...lost, campaign: campaign.name, visitId: randomId() });
    state = store.getState();
  }
  const country = countryOf(state);
  const path = pathStateFrom(campaign, fullQuery, state.payload?.indication?.id ?? null);
  // A lead update goes on with the tab's lead as it is (its person, or a caregiver answering for them): a link's cg does
  // not make it another person's.
  const caregiverVisit = path.caregiver && campaign.campaignType !== 'Lead Update';
  const candidate = withCaregiverOfVisit(prefillCandidate(state.candidate, fullQuery, { country, today: todayIso() }), caregiverVisit);
  // This runs while a step renders: an update that changes nothing would make React render the step again, and again.
  if (!shallow(path, state.path) || !shallow(candidate, state.candidate)) store.setState({ path, candidate });
  beginRelay(deps, fullQuery);
}

/**
 * Loads the initial payload once per visit and records the landing action on a landing step. A payload that
 * fails to load is reported, the study and its criteria are cleared, and the promise rejects once the landing
 * is recorded (spec §8 "Failed payload load"); the flow goes on without the payload.
 */
/** The visit's payload request on its way, per visit (loadVisit). */
const payloadsUnderWay = new WeakMap<FlowStore, Promise<InitialPayload>>();

export async function loadVisit(deps: ControllerDeps, fullQuery: Query, stepId: string): Promise<void> {
  const { store, campaign, locale } = deps;
  const path = store.getState().path;
  let payloadFailure: unknown = null;
  // A web screener or a calendar without a (known) study cannot screen or book: the visitor goes to the default study search.
  const toStudySearch = () => {
    console.warn(`no study for ${campaign.name}; redirecting to ${deps.flows.studySearch}`);
    track('redirectDebug', { attemptedCampaign: `${campaign.name}:study ${fullQuery.studyId ?? 'missing'}`.slice(0, 100) });
    deps.navigate(stepUrl(locale, deps.flows.studySearch, 'home', deps.query));
  };
  // A temporary link's prefill loads beside the payload; it never fails the visit.
  if (store.getState().relay) void relayCode.load().then((relay) => relay.loadRelayPrefill(deps, stepId));
  if (!store.getState().payload) {
    // The spec's parameters by their payload names, plus every other (non-personal) query parameter of the visit.
    const visit = visitParamsFrom(fullQuery);
    const params = new URLSearchParams({ ...publicQuery(fullQuery), signup: campaign.name, language: locale });
    const studyId = visit.studyId ?? campaign.studyId;
    if (studyId) params.set('studyId', String(studyId));
    else params.delete('studyId');
    // Without a study named, the payload can bring none: the visitor goes on at once rather than answer a form that is
    // then taken away with what they gave.
    if (!studyId && needsStudy(stepOf(campaign, stepId))) return toStudySearch();
    if (path.indicationId) params.set('indicationId', String(path.indicationId));
    if (visit.participantGroupId) params.set('pGroupId', String(visit.participantGroupId));
    if (visit.indicationNameOverrideId) params.set('indicationNameOverrideId', String(visit.indicationNameOverrideId));
    // Typed payload parameters must be well formed or absent, so a stray value never costs the visit its payload.
    if (visit.testGroup === null) params.delete('tg');
    else params.set('tg', String(visit.testGroup));
    if (visit.cid) params.set('cid', visit.cid);
    else params.delete('cid');
    // A reload, or the same page in another language, is the landing the visit already has.
    const landing = store.getState().landing;
    if (landing) params.set('landingId', landing);
    else params.delete('landingId');
    if (!/^[A-Za-z]{2}$/.test(params.get('country') ?? '')) params.delete('country');
    if (visit.cid) pushDataLayer({ event: 'cid', cid: visit.cid });
    // Where the visitor came from: origin and path only, so nothing personal a referrer carries reaches our URLs or logs.
    const referrer = referrerUrl(document.referrer);
    if (referrer) params.set('referrer', referrer);
    try {
      // A database away for a moment (503, with Retry-After) or the network: asked again, a screener's study comes once
      // it is back. A 500 would only come again, and a sign-up need not wait for it.
      // One request per visit: a step shown while the one before still waits for it takes that answer, not a second.
      const underWay = payloadsUnderWay.get(store) ?? withRetry(() => callEndpoint('initialPayload', { query: params }), { attempts: 6, baseDelayMs: 1000, worthRetrying: unavailableForNow });
      payloadsUnderWay.set(store, underWay);
      const payload = await underWay.finally(() => payloadsUnderWay.delete(store));
      const current = store.getState();
      store.setState({
        payload,
        landing: payload.leadLpParamId,
        path: { ...current.path, indicationId: current.path.indicationId ?? payload.indication?.id ?? null },
        candidate: withLocatedPostalCode({ ...current.candidate, studyId: payload.study?.id ?? null }, payload),
      });
    } catch (err) {
      // A sign-up works without the payload (the featured study and indication name are simply absent); a screener
      // says its study is missing.
      payloadFailure = err;
      reportError('error', 'initial payload failed to load', { error: err, details: { campaign: campaign.name, step: stepId } });
      const current = store.getState();
      store.setState({ criteria: null, criteriaFailed: true, payloadFailed: true, candidate: { ...current.candidate, studyId: null } });
    }
  }
  const payload = store.getState().payload;
  if (needsStudy(stepOf(campaign, stepId)) && payload && !payload.study) return toStudySearch();
  if (stepOf(campaign, stepId).meta?.landingAction) {
    track('trackActions', { signup: campaign.name, routePath: stepOf(campaign, stepId).path, actions: ['l'], query: deps.query, leadLpParamId: store.getState().payload?.leadLpParamId });
    pushDataLayer({ event: 'landing', campaign: campaign.name });
  }
  if (stepOf(campaign, stepId).meta?.adSecurity) void trackAdSecurityClick(store, campaign.name, deps.query);
  if (payloadFailure) throw payloadFailure;
}

/** Moves the visit from one step to another; `now` as for ControllerDeps.navigate (a move after an awaited answer). */
export function goTo(deps: ControllerDeps, fromStepId: string, toStepId: string, options: NavigateOptions = {}): void {
  if (deps.readOnly) return;
  const { store, campaign, locale, query } = deps;
  const to = stepOf(campaign, toStepId);
  const from = stepOf(campaign, fromStepId);
  const trail = store.getState().trail;
  const index = trail.lastIndexOf(toStepId);
  store.setState({ trail: index >= 0 ? trail.slice(0, index + 1) : [...trail, toStepId], completed: to.meta?.finishesFlow === true || store.getState().completed });
  track('routerLog', {
    signup: campaign.name, study_external_id: store.getState().payload?.study?.externalId ?? null,
    to: to.path, from: from.path, path: stepUrl(locale, campaign.name, to.path, {}), query: publicQuery(query),
    leadLpParamId: store.getState().payload?.leadLpParamId,
  });
  deps.navigate(stepUrl(locale, campaign.name, to.path, query), options);
}

/**
 * Back: the previous step of this visit, else the home step. A booking step whose study is booked already is passed
 * over: it would send the visitor straight on again (skipIfBooked), and Back on its thank-you did nothing.
 */
export function goBack(deps: ControllerDeps, stepId: string): void {
  const trail = deps.store.getState().trail;
  let previous = trail.lastIndexOf(stepId) - 1;
  while (previous >= 0 && bookedAlready(deps, trail[previous] ?? '')) previous -= 1;
  goTo(deps, stepId, (previous >= 0 ? trail[previous] : null) ?? deps.campaign.home, { back: true });
}

/** Records that the visitor is on `stepId` (direct loads and browser navigation included). */
export function arriveAt(store: FlowStore, campaign: Campaign, stepId: string): void {
  const { trail, completed } = store.getState();
  if (trail[trail.length - 1] !== stepId) {
    const index = trail.lastIndexOf(stepId);
    store.setState({ trail: index >= 0 ? trail.slice(0, index + 1) : [...trail, stepId] });
  }
  if (stepOf(campaign, stepId).meta?.finishesFlow && !completed) store.setState({ completed: true });
  // The questionnaire's save, which its step's Submit runs, comes with the step rather than with the first step's scripts.
  if (stepOf(campaign, stepId).meta?.saveSurvey) void surveyCode.load().catch(failedAheadOfNeed);
}

/** The condition list's requests under way, per visit and language: a step and the idle prefetch share one. */
const categoriesUnderWay = new WeakMap<FlowStore, Map<Locale, Promise<FlowState['categories']>>>();

function fetchCategories(store: FlowStore, locale: Locale): Promise<FlowState['categories']> {
  const byLocale = categoriesUnderWay.get(store) ?? new Map<Locale, Promise<FlowState['categories']>>();
  categoriesUnderWay.set(store, byLocale);
  let pending = byLocale.get(locale);
  if (!pending) {
    pending = callEndpoint('conditionCategories', { query: { locale } }).then(({ categories }) => categories, () => null);
    byLocale.set(locale, pending);
    void pending.then(() => byLocale.delete(locale));
  }
  return pending;
}

/** Loads the condition list for a step that shows it; a failed load shows none. */
export async function loadCategories(store: FlowStore, locale: Locale): Promise<void> {
  store.setState({ categories: (await fetchCategories(store, locale)) ?? [] });
}

/** Loads the condition list ahead of the step that shows it; a failed load is left for that step to try again. */
export async function prefetchCategories(store: FlowStore, locale: Locale): Promise<void> {
  // An earlier step's prefetch may have brought the list between this one's scheduling and its turn.
  if (store.getState().categories !== null) return;
  const categories = await fetchCategories(store, locale);
  if (categories && store.getState().categories === null) store.setState({ categories });
}

/**
 * Loads the study's questions, asked again as the payload is while the network or the database is away. Once they
 * cannot be had, the page says so and keeps its answers: judged without them, a qualified visitor was told they had not
 * qualified (every question unanswered), and stored so.
 */
export async function loadCriteria(store: FlowStore, studyId: number, locale: Locale): Promise<void> {
  try {
    const { criteria } = await withRetry(() => callEndpoint('studyCriteria', { params: { id: studyId }, query: { locale } }), { attempts: 6, baseDelayMs: 1000, worthRetrying: unavailableForNow });
    store.setState({ criteria, criteriaFailed: false });
  } catch {
    store.setState({ criteria: null, criteriaFailed: true });
  }
}

/**
 * Brand connect: each change of the commercial-texts checkbox is sent at once as a consent (spec §4), with its label as
 * shown. One that cannot be sent (or has no lead to go to yet) waits with the visit's pending consents and goes with
 * the next save, unless a later choice is stored first.
 */
export function sendCommercialConsent(deps: ControllerDeps, stepId: string, field: Field, granted: boolean): Promise<boolean> {
  const { store } = deps;
  const state = store.getState();
  store.setState({ candidate: { ...state.candidate, commercialConsent: granted } });
  // The choice is about the person and the lead on the page as the box is clicked: a send queued behind another found
  // the form about another participant by then, and went with that one's lead or phone.
  const made: CommercialChoice = { state, lead: state.lead, contact: consentContactOf(state.candidate) };
  // Its send's code comes with the first such choice; not come, the page offers the reload, and says nothing was saved.
  const notFetched = (error: unknown) => { store.setState({ save: { state: 'failed' } }); neededAfterAll(error); return false; };
  const sent = (commercialSends.get(store) ?? Promise.resolve()).then(() => import('./consentOfChoice.ts')).then((code) => code.sendCommercial(deps, stepId, field, granted, made), notFetched);
  // The chain goes on past a send that threw: one failure must not silence every later choice.
  commercialSends.set(store, sent.then(() => undefined, () => undefined));
  return sent;
}

/** The visit's waiting choices once a step shows its boxes: a grant its box no longer shows is not sent (waitingOnceShown). */
export function keepWaitingChoicesShown(deps: ControllerDeps, fields: readonly Field[], shown: StepAnswers): void {
  const pending = deps.store.getState().pendingConsents;
  const kept = waitingOnceShown(pending, fields, shown);
  if (kept !== pending) deps.store.setState({ pendingConsents: [...kept] });
}

/** A consent choice made on the page and on its way to the lead (sendConsentChoice, consentOfChoice.ts). */
export interface ConsentChoiceMade { lead: LeadHandle; fresh: NonEmpty<ConsentRecord>; pending: ConsentRecord[]; answerKey: string; choice: unknown }

/**
 * Makes a consent choice the person's answer as it is clicked, as the page says at once that it was recorded: the step
 * shown again (Back and Forward, a reload) shows it made, before its send's code or the server's answer has come (they
 * found the step asking again under the words "were cleared"). What is to be sent counts as made meanwhile. Without a
 * lead it waits for the next save with every other answer; true then when nothing new was to be sent to a lead.
 */
export function madeConsentChoice(deps: ControllerDeps, stepId: string, field: Field, answers: StepAnswers): ConsentChoiceMade | boolean {
  const { store } = deps;
  const state = store.getState();
  const given = consentsOfStep(stepId, [field], answers, statementContext(deps, state));
  const pending = [...state.pendingConsents.filter((c) => !given.some((g) => g.type === c.type)), ...given];
  const answerKey = answerKeyOf(field) ?? '';
  const choice = answers[answerKey];
  // The answer folded into the person's as every answer is (answerFolds: healthDataConsent).
  const candidate = applyAnswers(state.candidate, { [answerKey]: choice }, { country: countryOf(state), today: todayIso(), path: state.path });
  const fresh = consentsToStore(given, state.consentLedger);
  if (!state.lead || !isNonEmpty(fresh)) { store.setState({ candidate, pendingConsents: pending }); return state.lead !== null; }
  store.setState({ candidate, consentsSending: [...state.consentsSending, ...fresh] });
  return { lead: state.lead, fresh, pending, answerKey, choice };
}

/** A choice whose send failed (or whose code did not come) waits for the next save, as every consent does; the save's notice says so. */
export function consentChoiceNotSent(deps: ControllerDeps, made: ConsentChoiceMade): void {
  deps.store.setState({ save: { state: 'failed' }, pendingConsents: made.pending, consentsSending: deps.store.getState().consentsSending.filter((c) => !made.fresh.includes(c)) });
}

/** Makes a consent choice at once, then sends it, its code fetched with the first one; `sent` once the server has it. */
export function sendConsentChoice(deps: ControllerDeps, stepId: string, field: Field, answers: StepAnswers, sent: () => void): void {
  const made = madeConsentChoice(deps, stepId, field, answers);
  if (typeof made === 'boolean') { if (made) sent(); return; }
  const notFetched = (error: unknown) => { consentChoiceNotSent(deps, made); failedAheadOfNeed(error); return false; };
  // One after another, so the choice stored last is the one made last (Yes then No in one turn were stored in either order).
  const sending = (choiceSends.get(deps.store) ?? Promise.resolve()).then(() => import('./consentOfChoice.ts')).then((code) => code.sendMadeChoice(deps, stepId, made), notFetched);
  choiceSends.set(deps.store, sending.then(() => undefined, () => undefined));
  void sending.then((ok) => { if (ok) sent(); });
}

/** Each visit's consent choices on their way (sendConsentChoice). */
const choiceSends = new WeakMap<FlowStore, Promise<void>>();

const availabilityQuery = () => ({ to: 7, timezone: deviceTimeZone() });

/**
 * Asks for the coordinators' slots ahead of their calendar, unless asked lately (askSlotsUnlessKept): while the screener
 * that may lead there is on screen (asksSlotsAhead), and beside its screening (asksSlotsBesideScreening).
 */
export function askSlotsBeforeCalendar(store: FlowStore, idle: Idle = whenIdle): void {
  const query = availabilityQuery();
  askSlotsUnlessKept(store, query.timezone, async () => {
    const { slots } = await callEndpoint('coordinatorAvailability', { query });
    // Grouped into the calendar's days while the visitor answers, not in the calendar's first render (calendarDays.ts).
    idle(() => void import('../../core/scheduling/calendar.ts').then((calendar) => calendar.calendarDays(slots, query.timezone)).catch(failedAheadOfNeed));
    return slots;
  });
}

/** Slots for a booking step: coordinators', or the nearest study site's; a failure is reported and gives none. */
export async function loadAvailability(store: FlowStore, kind: 'secondary' | 'site'): Promise<void> {
  // The booking's code, which Book runs, comes with the calendar rather than with the first step's scripts; asked for
  // after the calendar's first frame, which its preload's work on the page (links added to the head) had held back.
  afterNextPaint(() => void bookingCode.load().catch(failedAheadOfNeed));
  const query = availabilityQuery();
  // The coordinators' slots asked while the visitor was screened: shown at once when they have come, else awaited.
  const early = kind === 'secondary' ? takeEarlySlots(store, query.timezone) : null;
  if (early?.answered) {
    showSlots(store, early.answered, kind);
    return;
  }
  store.setState({ availability: null, bookingFailed: false });
  const siteId = store.getState().screening?.siteId ?? null;
  const earlyAnswer = early ? await early.slots.catch(() => null) : null;
  try {
    const slots = kind === 'secondary' ? earlyAnswer ?? (await callEndpoint('coordinatorAvailability', { query })).slots
      : siteId ? (await callEndpoint('siteAvailability', { params: { studySiteId: siteId }, query })).slots : [];
    showSlots(store, slots, kind);
  } catch (err) {
    reportError('error', 'slot fetch failed', { error: err, details: { kind } });
    store.setState({ availability: [] });
  }
}

function showSlots(store: FlowStore, slots: AvailabilitySlot[], kind: 'secondary' | 'site'): void {
  const shown = store.getState();
  // Slots shown with the move on (showEarlySlots) are left as they are: a change that changes nothing is still heard by
  // every part of the page, in the calendar's first task.
  if (shown.availability !== slots || shown.bookingFailed) store.setState({ availability: slots, bookingFailed: false });
  // A calendar with nothing free in the window is tracked as fully booked.
  if (slots.length === 0) pushDataLayer({ event: 'fully_booked', kind });
}

/**
 * Moving on to the coordinators' calendar: the slots asked beside the screening, when they have come, put where it
 * renders them from, so that its first frame shows them. Never for another step (a site's calendar has slots of its own).
 */
export function showEarlySlots(store: FlowStore, campaign: Campaign, nextStepId: string): void {
  if (!stepNeeds(campaign.steps[nextStepId], 'secondaryScreeningSlots')) return;
  const answered = earlySlotsAnswered(store, deviceTimeZone());
  if (answered) store.setState({ availability: answered, bookingFailed: false });
}

/** A booking step (its calendar's times) whose study has a booking stored on this device. */
function bookedAlready(deps: ControllerDeps, stepId: string): boolean {
  const step = deps.campaign.steps[stepId];
  return (stepNeeds(step, 'secondaryScreeningSlots') || stepNeeds(step, 'siteSlots')) && !!storedBooking(deps.store.getState().payload?.study?.id ?? null, bookedForOf(deps.store.getState().candidate, deps.store.getState().lead?.id ?? null));
}

/**
 * On a booking step: a booking already stored for the study skips ahead (spec §4 "Booking"). The step's entry in the
 * browser's history gives way to the next step's, so the browser's Back is not sent forward again from it.
 */
export function skipIfBooked(deps: ControllerDeps, stepId: string): boolean {
  if (!bookedAlready(deps, stepId)) return false;
  goTo(deps, stepId, nextStepId(deps.campaign, stepId, ruleContext(deps.store.getState())), { replace: true });
  return true;
}

/** Sends a visitor who may not book (mayBook) from a booking step to the campaign's screener, in the step's history entry. */
export function skipIfCannotBook(deps: ControllerDeps, stepId: string): boolean {
  if (deps.readOnly || mayBook(stepOf(deps.campaign, stepId), deps.store.getState())) return false;
  goTo(deps, stepId, deps.campaign.home, { replace: true });
  return true;
}

/** Direct offers for the candidate's postal code (ss8 reads it from `postal`); a failure shows none. */
/**
 * Offers near the visit's postal code. `linkNamedOne`: the link gave a postal code, which the prefill left out (not one
 * of the visitor's country): the page says the link's code was not found, not that the link lacks one.
 */
export async function loadOffers(store: FlowStore, linkNamedOne = false): Promise<void> {
  const { candidate } = store.getState();
  if (!candidate.postalCode) { store.setState({ offers: linkNamedOne ? 'unknownPostalCode' : [] }); return; }
  try {
    const found = await callEndpoint('offers', { body: { country: candidate.country, postalCode: candidate.postalCode } });
    store.setState({ offers: found.postalCodeKnown ? found.offers : 'unknownPostalCode' });
  } catch (err) {
    reportError('error', 'offers failed', { error: err });
    store.setState({ offers: [] });
  }
}

/** Partner screener: runs 'Check Candidate Qualification' on the answers so far, with the server's verdict. */
/** The check each visit ran last: an earlier one that answers after it says nothing. */
const checksRun = new WeakMap<FlowStore, object>();

export async function checkCandidate(deps: ControllerDeps, answers: StepAnswers, missingFields: string[]): Promise<void> {
  const { store } = deps;
  const run = {};
  checksRun.set(store, run);
  store.setState({ partnerCheck: 'checking' });
  const state = store.getState();
  const country = countryOf(state);
  store.setState({ candidate: applyAnswers(state.candidate, answers, { country, today: todayIso(), path: state.path }) });
  const gender = typeof answers.gender === 'string' ? answers.gender : null;
  const criteriaComplete = unansweredCriteria((state.criteria ?? []) as Criterion[], (answers.criteria ?? {}) as CriteriaAnswers, gender).length === 0 && state.criteria !== null;
  const verdict = criteriaComplete && store.getState().candidate.postalCode ? await screenOnly(deps) : null;
  // The check's messages load with the partner screener only.
  const { partnerCheck } = await import('../../core/eligibility/partnerCheck.ts');
  // An answer changed while the check ran took it back (StepPage): its verdict is of answers no longer on screen.
  if (checksRun.get(store) !== run || store.getState().partnerCheck !== 'checking') return;
  store.setState({ partnerCheck: partnerCheck({ criteriaComplete, missingFields, verdict }) });
}

async function screenOnly(deps: ControllerDeps): Promise<ScreeningResponse | null> {
  return (await screenCandidate(deps, true)) ? deps.store.getState().screening : null;
}
