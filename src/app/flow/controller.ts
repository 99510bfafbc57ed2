/**
 * Carries out what the flow engine decides: applies answers, verifies, saves, navigates. Components call it
 * with events; every decision (next step, save or not, validity) comes from src/engine and src/core.
 */
import type { FlowStore, FlowState } from '../state/store.ts';
import { initialState } from '../state/store.ts';
import type { Campaign } from '../../engine/campaign.ts';
import { nextStepId, shouldSaveOnLeave, stepOf, stepUrl, type Locale } from '../../engine/flow.ts';
import type { RuleContext } from '../../engine/ruleContext.ts';
import { applyAnswers, prefillCandidate } from '../../engine/applyAnswers.ts';
import type { StepAnswers, StepErrors } from '../../engine/validateStep.ts';
import { leadSaveBody } from '../../engine/leadBody.ts';
import { consentsOfStep, consentsToStore, recordStored } from '../../engine/consentRecords.ts';
import { consentStatement, statementText, type StatementContext } from '../../engine/consentStatements.ts';
import { consentRegion } from '../../engine/consentWording.ts';
import type { Brand } from '../../generated/brand.ts';
import type { Field } from '../../engine/campaign.ts';
import { resolveCountry, type CountrySettings } from '../../core/countries.ts';
import { todayIso } from '../../core/dates.ts';
import { publicQuery, type Query } from '../../core/queryParams.ts';
import { apiRequest, ApiError, track } from '../api/client.ts';
import { pushDataLayer } from '../analytics/dataLayer.ts';
import { beginRelay, loadRelayPrefill, sendRelayIndications, sendRelayScreening } from './relay.ts';
import { reportError } from '../errors/report.ts';
import { logOnly } from '../errors/logOnly.ts';
import { firePartnerPixel } from '../integrations/partnerPixel.ts';
import { trackAdSecurityClick, trackAdSecurityConversion } from '../integrations/adSecurity.ts';
import { outcomeTags } from '../../engine/outcomeTags.ts';
import type { CriteriaResponse } from '../../generated/api/criteria.response.ts';
import type { ScreeningRequest } from '../../generated/api/screening.request.ts';
import type { ScreeningResponse } from '../../generated/api/screening.response.ts';
import { withRetry } from '../api/retry.ts';
import { pathStateFrom } from '../../engine/pathState.ts';
import { visitParamsFrom } from '../../engine/visitParams.ts';
import { storeBooking, storedBooking } from '../state/bookingStorage.ts';
import type { Slot as AvailabilitySlot } from '../../core/scheduling/slots.ts';
import type { BookingResponse } from '../../generated/api/booking.response.ts';
import type { StudySearchResponse } from '../../generated/api/study-search.response.ts';
import { searchActions } from '../../engine/studySearch.ts';
import type { Offer } from '../../core/offer.ts';
import { healthyIndicationId, searchIndications } from '../../core/healthy.ts';
import { partnerCheck } from '../../core/eligibility/partnerCheck.ts';
import { unansweredCriteria, type CriteriaAnswers, type Criterion } from '../../core/eligibility/criteria.ts';

const DEFAULT_STUDY_SEARCH = 'ss6';
import type { InitialPayload } from '../../generated/api/initial-payload.response.ts';
import type { LeadSaveResponse } from '../../generated/api/lead-save.response.ts';
import type { IndicationCategoriesResponse } from '../../generated/api/indication-categories.response.ts';

export interface ControllerDeps {
  store: FlowStore;
  campaign: Campaign;
  locale: Locale;
  /** Public query of the visit (personal prefill parameters removed). */
  query: Query;
  navigate: (url: string) => void;
  brand: Brand;
  /** Translation in the page's language, with the brand's words: consent texts are rendered with it. */
  t: (key: string) => string;
  /** The English label of a questionnaire answer key. */
  answerLabel: (key: string) => string;
  /** The studio's preview: steps render and validate, but nothing is sent and nobody moves on. */
  readOnly?: boolean;
  /** In the preview, told which step valid answers would lead a visitor to. */
  onPreviewAccepted?: (nextStepId: string) => void;
}

export function countryOf(state: FlowState): CountrySettings {
  // A stored country we do not support (an older session, say) falls back to the US with a warning (spec §8).
  return resolveCountry(state.candidate.country, (message) => logOnly('warning', message));
}

/** What consent texts read for this visitor: their region, language, brand and whether a caregiver answers. */
export function statementContext(deps: Pick<ControllerDeps, 'campaign' | 'brand' | 'locale' | 't'>, state: FlowState, country: CountrySettings = countryOf(state)): StatementContext {
  return { campaign: deps.campaign, brand: deps.brand, locale: deps.locale, region: consentRegion(country), caregiver: state.path.caregiver, t: deps.t };
}

export function ruleContext(state: FlowState): RuleContext {
  const study = state.payload?.study ?? null;
  return {
    candidate: state.candidate,
    path: state.path,
    country: countryOf(state),
    study: study ? { id: study.id, minAge: study.minAge, maxAge: study.maxAge, isSimulation: study.isSimulation, oncology: study.oncology, ctScanAppointment: study.ctScanAppointment, secondaryScreening: study.secondaryScreening } : null,
    screening: state.screening,
    booked: storedBooking(study?.id ?? null) !== null,
    siteSchedulingEnabled: state.screening?.siteId ? state.siteScheduling[state.screening.siteId] === true : false,
    searched: state.search !== null,
  };
}

/**
 * Starts or resumes the visit for this campaign, synchronously so the first render already shows prefilled
 * answers: a new campaign (or a completed visit back at home) starts afresh; path state and prefill come from the query.
 */
export function beginVisit(deps: ControllerDeps, fullQuery: Query, stepId: string): void {
  const { store, campaign } = deps;
  let state = store.getState();
  if (campaign.campaignType === 'Lead Update' && state.campaign !== campaign.name) {
    // A lead update keeps this tab's lead and answers: it changes the lead, it does not start a new one.
    store.setState({ campaign: campaign.name, completed: false, finishedSteps: [], trail: [] });
    state = store.getState();
  } else if (state.campaign !== campaign.name || (state.completed && stepId === campaign.home)) {
    // 'Find {product}' from a screener keeps the visit's lead, so the search leaves out the studies it failed.
    const keep = campaign.campaignType === 'Study Search' && state.campaign !== campaign.name && state.lead
      ? { lead: state.lead, consentLedger: state.consentLedger } : {};
    store.setState({ ...initialState(state.candidate.country), ...keep, campaign: campaign.name });
    state = store.getState();
  }
  const country = countryOf(state);
  const path = pathStateFrom(campaign, fullQuery, state.payload?.indication?.id ?? null);
  store.setState({ path, candidate: prefillCandidate(state.candidate, fullQuery, { country, today: todayIso(), path }) });
  beginRelay(deps, fullQuery);
}

/**
 * Loads the initial payload once per visit and records the landing action on a landing step. A payload that
 * fails to load is reported, the study and its criteria are cleared, and the promise rejects once the landing
 * is recorded (spec §8 "Failed payload load"); the flow goes on without the payload.
 */
export async function loadVisit(deps: ControllerDeps, fullQuery: Query, stepId: string): Promise<void> {
  const { store, campaign, locale } = deps;
  const path = store.getState().path;
  let payloadFailure: unknown = null;
  // A temporary link's prefill loads beside the payload; it never fails the visit.
  void loadRelayPrefill(deps, stepId);
  if (!store.getState().payload) {
    // The spec's parameters by their payload names, plus every other (non-personal) query parameter of the visit.
    const visit = visitParamsFrom(fullQuery);
    const params = new URLSearchParams({ ...publicQuery(fullQuery), signup: campaign.name, language: locale });
    const studyId = visit.studyId ?? campaign.studyId;
    if (studyId) params.set('studyId', String(studyId));
    else params.delete('studyId');
    if (path.indicationId) params.set('indicationId', String(path.indicationId));
    if (visit.participantGroupId) params.set('pGroupId', String(visit.participantGroupId));
    if (visit.indicationNameOverrideId) params.set('indicationNameOverrideId', String(visit.indicationNameOverrideId));
    // Typed payload parameters must be well formed or absent, so a stray value never costs the visit its payload.
    if (visit.testGroup === null) params.delete('tg');
    if (visit.cid) params.set('cid', visit.cid);
    else params.delete('cid');
    if (!/^[A-Za-z]{2}$/.test(params.get('country') ?? '')) params.delete('country');
    if (visit.cid) pushDataLayer({ event: 'cid', cid: visit.cid });
    try {
      const payload = await apiRequest<InitialPayload>('GET', `/api/initial_payload?${params}`);
      const current = store.getState();
      store.setState({
        payload,
        path: { ...current.path, indicationId: current.path.indicationId ?? payload.indication?.id ?? null },
        candidate: { ...current.candidate, studyId: payload.study?.id ?? null },
      });
    } catch (err) {
      // The flow works without the payload; the featured study and indication name are simply absent.
      payloadFailure = err;
      reportError('error', 'initial payload failed to load', { error: err, details: { campaign: campaign.name, step: stepId } });
      const current = store.getState();
      store.setState({ criteria: null, candidate: { ...current.candidate, studyId: null } });
    }
  }
  const payload = store.getState().payload;
  if (stepOf(campaign, stepId).meta?.requireStudy && payload && !payload.study) {
    // A web screener without a (known) study cannot screen: send the visitor to the default study search.
    console.warn(`no study for ${campaign.name}; redirecting to ${DEFAULT_STUDY_SEARCH}`);
    track('/api/redirect_debug', { attemptedCampaign: `${campaign.name}:study ${fullQuery.studyId ?? 'missing'}`.slice(0, 100) });
    deps.navigate(stepUrl(locale, DEFAULT_STUDY_SEARCH, 'home', deps.query));
    return;
  }
  if (stepOf(campaign, stepId).meta?.landingAction) {
    track('/api/actions', { signup: campaign.name, routePath: stepOf(campaign, stepId).path, actions: ['l'], query: deps.query, leadLpParamId: store.getState().payload?.leadLpParamId });
    pushDataLayer({ event: 'landing', campaign: campaign.name });
  }
  if (stepOf(campaign, stepId).meta?.adSecurity) void trackAdSecurityClick(store, campaign.name, deps.query);
  if (payloadFailure) throw payloadFailure;
}

function newKey(): string {
  return crypto.randomUUID();
}

/** Saves the lead (create, then update) with one idempotency key until it succeeds, retrying transient failures. */
export async function saveLead(deps: ControllerDeps): Promise<boolean> {
  const { store, campaign, locale } = deps;
  const key = store.getState().pendingSaveKey ?? newKey();
  store.setState({ pendingSaveKey: key, save: { state: 'saving' } });
  const state = store.getState();
  const body = leadSaveBody(state.candidate, { campaign: campaign.name, locale, leadLpParamId: state.payload?.leadLpParamId ?? null, studyId: state.payload?.study?.id ?? null, visit: visitParamsFrom(deps.query) });
  try {
    const lead = state.lead;
    const result = await withRetry(
      () => lead
        ? apiRequest<LeadSaveResponse>('PUT', `/api/leads/${lead.id}`, body, { headers: { 'idempotency-key': key, 'x-lead-token': lead.token } })
        : apiRequest<LeadSaveResponse>('POST', '/api/leads', body, { headers: { 'idempotency-key': key } }),
      { attempts: 6, baseDelayMs: 1000, onRetry: (attempt) => store.setState({ save: { state: 'retrying', attempt } }) },
    );
    store.setState({ lead: { id: result.id, token: result.updateToken }, pendingSaveKey: null, save: { state: 'idle' }, candidate: { ...store.getState().candidate, subjectSaved: true } });
    // A new lead is the partners' conversion; updates are not.
    if (!lead) void firePartnerPixel(deps.query, state.payload?.leadLpParamId ?? null);
    await sendConsents(deps);
    return true;
  } catch (err) {
    if (err instanceof ApiError && !err.transient) {
      store.setState({ pendingSaveKey: null, save: { state: 'rejected', message: err.message } });
    } else {
      store.setState({ save: { state: 'failed' } });
    }
    return false;
  }
}

/** Adds the questionnaire to the saved lead, without sending personal data again. */
export async function saveSurveyAnswers(deps: ControllerDeps): Promise<boolean> {
  const { store } = deps;
  const { lead, candidate } = store.getState();
  if (!lead) return saveLead(deps);
  const key = store.getState().pendingSaveKey ?? newKey();
  store.setState({ pendingSaveKey: key, save: { state: 'saving' } });
  const body = {
    surveyQuestions: candidate.surveyQuestions,
    ...(candidate.heightCm !== null ? { heightCm: candidate.heightCm } : {}),
    ...(candidate.weightKg !== null ? { weightKg: candidate.weightKg } : {}),
    ...(candidate.ethnicities.length ? { ethnicities: candidate.ethnicities } : {}),
  };
  try {
    await withRetry(() => apiRequest('POST', `/api/leads/${lead.id}/survey`, body, { headers: { 'idempotency-key': key, 'x-lead-token': lead.token } }),
      { attempts: 6, baseDelayMs: 1000, onRetry: (attempt) => store.setState({ save: { state: 'retrying', attempt } }) });
    store.setState({ pendingSaveKey: null, save: { state: 'idle' } });
    return true;
  } catch (err) {
    store.setState(err instanceof ApiError && !err.transient ? { pendingSaveKey: null, save: { state: 'rejected', message: err.message } } : { save: { state: 'failed' } });
    return false;
  }
}

/** Stores the consents given so far that change what is on file; without a lead they wait for the first save. */
async function sendConsents(deps: ControllerDeps): Promise<void> {
  const { store, locale, campaign } = deps;
  const state = store.getState();
  if (!state.lead) return;
  const consents = consentsToStore(state.pendingConsents, state.consentLedger);
  if (!consents.length) {
    store.setState({ pendingConsents: [] });
    return;
  }
  const lead = state.lead;
  try {
    await withRetry(() => apiRequest('POST', `/api/leads/${lead.id}/consents`, { campaign: campaign.name, consents, locale }, { headers: { 'idempotency-key': newKey(), 'x-lead-token': lead.token } }), { attempts: 3, baseDelayMs: 1000 });
    const now = store.getState();
    store.setState({ consentLedger: recordStored(now.consentLedger, consents), pendingConsents: now.pendingConsents.filter((c) => !consents.includes(c)) });
    pushDataLayer({ event: 'consent', types: consents.map((c) => c.type).join(',') });
  } catch {
    // They stay pending and are sent again with the next save.
  }
}

export type SubmitOutcome = { ok: true; stayed?: boolean } | { ok: false; fieldErrors?: StepErrors };

/** Leaves `stepId` forward with its answers: apply, verify, save when flagged, navigate to the next step. */
export async function submitStep(deps: ControllerDeps, stepId: string, answers: StepAnswers, shown: readonly Field[]): Promise<SubmitOutcome> {
  const { store, campaign } = deps;
  const step = stepOf(campaign, stepId);
  let state = store.getState();
  const country = countryOf(state);
  // The consents this step gives, in the words the step showed, read in the country the step was answered in.
  const given = consentsOfStep(stepId, shown, answers, statementContext(deps, state, typeof answers.country === 'string' ? resolveCountry(answers.country) : country));
  const answerLabel = campaign.flowType === 'webScreener' ? deps.answerLabel : undefined;
  const answered = applyAnswers(state.candidate, answers, { country, today: todayIso(), path: state.path, answerLabel });
  if (deps.readOnly) {
    deps.onPreviewAccepted?.(nextStepId(campaign, stepId, ruleContext({ ...state, candidate: answered })));
    return { ok: false };
  }
  store.setState({ candidate: answered, pendingConsents: [...state.pendingConsents.filter((p) => !given.some((g) => g.type === p.type)), ...given] });
  state = store.getState();

  if (step.meta?.verifyPostalCode && state.candidate.postalCode) {
    // The country may have been chosen on this very step. A verification failure is treated as invalid (spec §5).
    const valid = await apiRequest<{ valid: boolean }>('POST', '/api/postal/verify', { postalCode: state.candidate.postalCode, country: countryOf(state).alpha3 })
      .then((r) => r.valid, () => false);
    store.setState({ candidate: { ...store.getState().candidate, postalCodeValid: valid } });
    if (!valid) return { ok: false, fieldErrors: { postalCode: 'invalidPostal' } };
  }

  const target = nextStepId(campaign, stepId, ruleContext(store.getState()));
  if (shouldSaveOnLeave(campaign, stepId, target, state.finishedSteps)) {
    const saved = step.meta?.saveSurvey ? await saveSurveyAnswers(deps) : await saveLead(deps);
    if (!saved) return { ok: false };
    if (step.meta?.adSecurity) void trackAdSecurityConversion(store, campaign.name, deps.query);
  }
  if (step.meta?.search) return (await searchForStudies(deps, stepId)) ? { ok: true, stayed: true } : { ok: false };
  if (step.meta?.screen && !(await screenCandidate(deps))) return { ok: false };
  if (step.meta?.relayScreening) await sendRelayScreening(deps);
  if (step.meta?.relayIndications) await sendRelayIndications(deps);
  if (step.meta?.fetchSiteSchedulingStatus) await fetchSiteSchedulingStatus(store);
  if (step.meta?.book) {
    const choice = answers.booking as { slotId?: string; skip?: string } | undefined;
    if (choice?.skip) {
      track('/api/actions', { signup: campaign.name, routePath: step.path, actions: [choice.skip === 'noTime' ? 'nst' : 'ni'], query: deps.query });
      pushDataLayer({ event: choice.skip === 'noTime' ? 'no_time_works' : 'not_interested' });
    }
    else if (!(await bookSlot(deps, step.meta.book, choice?.slotId ?? ''))) return { ok: false };
  }
  // A step that gives consent without saving (a choice on a result page) stores it at once.
  if (store.getState().pendingConsents.length) await sendConsents(deps);
  const finished = store.getState().finishedSteps;
  store.setState({ finishedSteps: finished.includes(stepId) ? finished : [...finished, stepId] });
  // The next step is decided after screening and booking, whose outcomes the rules read.
  goTo(deps, stepId, nextStepId(campaign, stepId, ruleContext(store.getState())));
  return { ok: true };
}

export function goTo(deps: ControllerDeps, fromStepId: string, toStepId: string): void {
  if (deps.readOnly) return;
  const { store, campaign, locale, query } = deps;
  const to = stepOf(campaign, toStepId);
  const from = stepOf(campaign, fromStepId);
  const trail = store.getState().trail;
  const index = trail.lastIndexOf(toStepId);
  store.setState({ trail: index >= 0 ? trail.slice(0, index + 1) : [...trail, toStepId], completed: to.meta?.finishesFlow === true || store.getState().completed });
  track('/api/actions/router_log', {
    signup: campaign.name, study_external_id: store.getState().payload?.study?.externalId ?? null,
    to: to.path, from: from.path, path: stepUrl(locale, campaign.name, to.path, {}), query: publicQuery(query),
    leadLpParamId: store.getState().payload?.leadLpParamId,
  });
  deps.navigate(stepUrl(locale, campaign.name, to.path, query));
}

/** Back: the previous step of this visit, else the home step. */
export function goBack(deps: ControllerDeps, stepId: string): void {
  const trail = deps.store.getState().trail;
  const here = trail.lastIndexOf(stepId);
  const previous = here > 0 ? trail[here - 1] : deps.campaign.home;
  goTo(deps, stepId, previous ?? deps.campaign.home);
}

/** Records that the visitor is on `stepId` (direct loads and browser navigation included). */
export function arriveAt(store: FlowStore, campaign: Campaign, stepId: string): void {
  const { trail, completed } = store.getState();
  if (trail[trail.length - 1] !== stepId) {
    const index = trail.lastIndexOf(stepId);
    store.setState({ trail: index >= 0 ? trail.slice(0, index + 1) : [...trail, stepId] });
  }
  if (stepOf(campaign, stepId).meta?.finishesFlow && !completed) store.setState({ completed: true });
}

export async function loadCategories(store: FlowStore, locale: Locale): Promise<void> {
  try {
    const { categories } = await apiRequest<IndicationCategoriesResponse>('GET', `/api/indication_categories?locale=${locale}`);
    store.setState({ categories });
  } catch {
    store.setState({ categories: [] });
  }
}

export async function loadCriteria(store: FlowStore, studyId: number, locale: Locale): Promise<void> {
  try {
    const { criteria } = await apiRequest<CriteriaResponse>('GET', `/api/studies/${studyId}/criteria?locale=${locale}`);
    store.setState({ criteria });
  } catch {
    store.setState({ criteria: [] });
  }
}

/** Sends the answers for screening; the server's verdict (never our own) decides the result page. */
async function screenCandidate(deps: ControllerDeps, dryRun = false): Promise<boolean> {
  const { store, campaign } = deps;
  const state = store.getState();
  const study = state.payload?.study;
  if (!study || !state.candidate.postalCode) return false;
  const c = state.candidate;
  const body: ScreeningRequest = {
    studyId: study.id,
    campaign: campaign.name,
    answers: Object.entries(c.criteriaAnswers).map(([criterionId, responseIds]) => ({ criterionId: Number(criterionId), responseIds })),
    candidate: {
      postalCode: c.postalCode as string, country: c.country,
      ...(c.birthDate ? { birthDate: c.birthDate } : c.age !== null ? { age: c.age } : {}),
      ...(c.gender ? { gender: c.gender } : {}),
      ...(c.heightCm !== null ? { heightCm: c.heightCm } : {}),
      ...(c.weightKg !== null ? { weightKg: c.weightKg } : {}),
      ...(c.phone ? { phone: c.phone } : {}),
    },
    ...(state.lead ? { leadId: state.lead.id } : {}),
    ...(dryRun ? { dryRun: true } : {}),
  };
  try {
    const screening = await withRetry(() => apiRequest<ScreeningResponse>('POST', '/api/screenings', body, { headers: state.lead ? { 'x-lead-token': state.lead.token } : {} }), { attempts: 4, baseDelayMs: 1000 });
    store.setState({ screening });
    if (!dryRun) for (const tag of outcomeTags(screening)) pushDataLayer({ event: tag });
    return true;
  } catch {
    store.setState({ save: { state: 'failed' } });
    return false;
  }
}

export async function checkCallNow(store: FlowStore): Promise<void> {
  const { candidate } = store.getState();
  store.setState({ callNow: null });
  try {
    const { callNow } = await apiRequest<{ callNow: boolean }>('POST', '/api/can_call_now', { indicationIds: candidate.indicationIds, country: candidate.country, postalCode: candidate.postalCode ?? undefined });
    store.setState({ callNow });
  } catch {
    store.setState({ callNow: false });
  }
}

/** Brand connect: each change of the commercial-texts checkbox is sent at once as a consent (spec §4), with its label as shown. */
export async function sendCommercialConsent(deps: ControllerDeps, stepId: string, field: Field, granted: boolean): Promise<void> {
  const { store, locale, campaign } = deps;
  const state = store.getState();
  store.setState({ candidate: { ...state.candidate, commercialConsent: granted } });
  const lead = state.lead;
  const statement = consentStatement(field, statementContext(deps, state));
  if (!lead || !statement) return;
  const consent = { type: 'commercial' as const, granted, text: statementText(statement), step: stepId };
  const details = { isInternational: countryOf(state).gdprConsentRequired, ...(state.screening?.ssExtId ? { studySiteExternalId: state.screening.ssExtId } : {}) };
  await withRetry(() => apiRequest('POST', `/api/leads/${lead.id}/consents`, { campaign: campaign.name, consents: [{ ...consent, details }], locale }, { headers: { 'idempotency-key': newKey(), 'x-lead-token': lead.token } }), { attempts: 3, baseDelayMs: 1000 })
    .then(() => {
      store.setState({ consentLedger: recordStored(store.getState().consentLedger, [consent]) });
      pushDataLayer({ event: 'consent', types: 'commercial', granted });
    }, () => store.setState({ save: { state: 'failed' } }));
}

/** ws17: starts an e-signature session for the health-data consent and goes to its page (an SMS-type link on mobile). */
export async function startESign(deps: ControllerDeps, mode: 'web' | 'sms'): Promise<boolean> {
  const { store, campaign, locale } = deps;
  const { lead } = store.getState();
  if (!lead) return false;
  const step = campaign.stepOrder.find((id) => campaign.steps[id]?.fields.some((f) => f.kind === 'ESignConsent'));
  const returnPath = stepUrl(locale, campaign.name, campaign.steps[step ?? campaign.home]?.path ?? 'home', deps.query);
  try {
    const { customerURL } = await apiRequest<{ customerURL: string }>('POST', '/api/esign/sessions', { leadId: lead.id, mode, returnPath, locale }, { headers: { 'x-lead-token': lead.token } });
    window.location.assign(customerURL);
    return true;
  } catch {
    store.setState({ save: { state: 'failed' } });
    return false;
  }
}

/** Back from the signing page: the session says whether the consent was signed (the server recorded it). */
export async function resumeESign(deps: ControllerDeps, sessionId: string): Promise<boolean> {
  const { store } = deps;
  try {
    const { status } = await apiRequest<{ status: string }>('GET', `/api/esign/sessions/${encodeURIComponent(sessionId)}`);
    if (status !== 'signed') return false;
    const state = store.getState();
    store.setState({ candidate: { ...state.candidate, medicalRecordsConsent: true } });
    return true;
  } catch {
    return false;
  }
}

const DESCRIPTIONS = { secondary: 'Secondary Screening Appointment', site: 'Site Scheduling Appointment' } as const;
const visitorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Slots for a booking step: coordinators', or the nearest study site's; a failure is reported and gives none. */
export async function loadAvailability(store: FlowStore, kind: 'secondary' | 'site'): Promise<void> {
  store.setState({ availability: null, bookingFailed: false });
  const siteId = store.getState().screening?.siteId ?? null;
  const query = `to=7&timezone=${encodeURIComponent(visitorTimeZone())}`;
  const path = kind === 'secondary' ? `/api/scheduling/availability?${query}` : siteId ? `/api/site-scheduling/${siteId}/availability?${query}` : null;
  try {
    const slots = path ? (await apiRequest<{ slots: AvailabilitySlot[] }>('GET', path)).slots : [];
    store.setState({ availability: slots });
    // A calendar with nothing free in the window is tracked as fully booked.
    if (slots.length === 0) pushDataLayer({ event: 'fully_booked', kind });
  } catch (err) {
    reportError('error', 'slot fetch failed', { error: err, details: { kind } });
    store.setState({ availability: [] });
  }
}

/** Books the chosen slot; on success the booking is kept on the device for the study, on failure the alert shows. */
async function bookSlot(deps: ControllerDeps, kind: 'secondary' | 'site', slotId: string): Promise<boolean> {
  const { store } = deps;
  const state = store.getState();
  const slot = state.availability?.find((s) => `${s.resources[0].id}:${s.start}` === slotId);
  const siteId = state.screening?.siteId ?? null;
  const c = state.candidate;
  if (!slot) return false;
  const body = {
    resourceId: slot.resources[0].id, start: slot.start, end: slot.end, description: DESCRIPTIONS[kind],
    what: `${state.payload?.study?.title ?? 'Study'}`.slice(0, 200), where: 'Virtual', graph: 'instant' as const,
    customer: { name: [c.firstName, c.lastName].filter(Boolean).join(' ') || 'Visitor', timezone: visitorTimeZone(), ...(c.email ? { email: c.email } : {}), ...(c.phone ? { phone: c.phone } : {}) },
    ...(kind === 'site' && siteId ? { studySiteId: siteId } : {}),
  };
  const path = kind === 'secondary' ? '/api/scheduling/bookings' : `/api/site-scheduling/${siteId ?? 0}/booking`;
  try {
    const booking = await apiRequest<BookingResponse>('POST', path, body, { headers: { 'idempotency-key': newKey() } });
    const date = slot.start.slice(0, 10);
    storeBooking(state.payload?.study?.id ?? null, { id: booking.id, bookingDay: { date, id: date }, bookingTime: { start: booking.start, end: booking.end, slot: slotId }, description: booking.description, where: booking.where });
    pushDataLayer({ event: 'booking' });
    return true;
  } catch (err) {
    reportError('error', 'booking creation failed', { error: err, details: { kind, ...(siteId ? { studySiteId: siteId } : {}) } });
    store.setState({ bookingFailed: true });
    return false;
  }
}

/** ws21: whether the nearest study site schedules visits itself; cached per site, a failure counts as disabled. */
async function fetchSiteSchedulingStatus(store: FlowStore): Promise<void> {
  const siteId = store.getState().screening?.siteId;
  if (!siteId || siteId in store.getState().siteScheduling) return;
  let enabled = false;
  try {
    enabled = (await apiRequest<{ enabled: boolean }>('GET', `/api/site-scheduling/${siteId}/status`)).enabled;
  } catch {
    console.error('Getting Site Scheduling Status error', { studySiteId: siteId });
  }
  store.setState({ siteScheduling: { ...store.getState().siteScheduling, [siteId]: enabled } });
}

/** On a booking step: a booking already stored for the study skips ahead (spec §4 "Booking"). */
export function skipIfBooked(deps: ControllerDeps, stepId: string): boolean {
  const studyId = deps.store.getState().payload?.study?.id ?? null;
  if (!storedBooking(studyId)) return false;
  goTo(deps, stepId, nextStepId(deps.campaign, stepId, ruleContext(deps.store.getState())));
  return true;
}

/** Searches studies near the candidate's postal code for the chosen conditions; the page shows the results. */
async function searchForStudies(deps: ControllerDeps, stepId: string): Promise<boolean> {
  const { store, campaign, locale } = deps;
  const state = store.getState();
  const c = state.candidate;
  if (!c.postalCode) return false;
  const failed = state.screening && !state.screening.passed && state.payload?.study ? [state.payload.study.id] : [];
  try {
    // ss3 (condition chips) and vaccine flows search with the healthy-volunteer indication chosen for the visitor.
    const includeHealthy = campaign.flowType === 'vaccine' || stepOf(campaign, stepId).fields.some((f) => f.kind === 'ConditionChips');
    const indicationIds = searchIndications(c.indicationIds, healthyIndicationId(state.categories ?? []), includeHealthy);
    // With the lead, the server also leaves out every study this lead's stored screenings failed.
    const lead = state.lead;
    const result = await apiRequest<StudySearchResponse>('POST', '/api/studies/search',
      { postalCode: c.postalCode, country: c.country, indicationIds, locale, failedStudyIds: failed, ...(lead ? { leadId: lead.id } : {}) },
      { headers: lead ? { 'x-lead-token': lead.token } : {} });
    store.setState({ search: result });
    // ss7 shows offers beside the studies it found.
    if (stepOf(campaign, stepId).fields.some((f) => f.kind === 'OffersList')) void loadOffers(store);
    track('/api/actions', { signup: campaign.name, routePath: stepOf(campaign, stepId).path, actions: searchActions(result), query: deps.query });
    return true;
  } catch {
    store.setState({ save: { state: 'failed' } });
    return false;
  }
}

/** Direct offers for the candidate's postal code (ss8 reads it from `postal`); a failure shows none. */
export async function loadOffers(store: FlowStore): Promise<void> {
  const { candidate } = store.getState();
  if (!candidate.postalCode) { store.setState({ offers: [] }); return; }
  try {
    store.setState({ offers: (await apiRequest<{ offers: Offer[] }>('POST', '/api/offers', { country: candidate.country, postalCode: candidate.postalCode })).offers });
  } catch (err) {
    reportError('error', 'offers failed', { error: err });
    store.setState({ offers: [] });
  }
}

/** Partner screener: runs 'Check Candidate Qualification' on the answers so far, with the server's verdict. */
export async function checkCandidate(deps: ControllerDeps, answers: StepAnswers, missingFields: string[]): Promise<void> {
  const { store } = deps;
  store.setState({ partnerCheck: 'checking' });
  const state = store.getState();
  const country = countryOf(state);
  store.setState({ candidate: applyAnswers(state.candidate, answers, { country, today: todayIso(), path: state.path }) });
  const gender = typeof answers.gender === 'string' ? answers.gender : null;
  const criteriaComplete = unansweredCriteria((state.criteria ?? []) as Criterion[], (answers.criteria ?? {}) as CriteriaAnswers, gender).length === 0 && state.criteria !== null;
  const verdict = criteriaComplete && store.getState().candidate.postalCode ? await screenOnly(deps) : null;
  store.setState({ partnerCheck: partnerCheck({ criteriaComplete, missingFields, verdict }) });
}

async function screenOnly(deps: ControllerDeps): Promise<ScreeningResponse | null> {
  return (await screenCandidate(deps, true)) ? deps.store.getState().screening : null;
}
