/** Renders one step: heading, the step's fields as one rjsf form, save notice, nav and 'why we ask'. */
import { bookedForOf } from '../../core/scheduling/bookedFor.ts';
import { consentAnswersToAskAgain, consentStatement } from '../../engine/consentStatements.ts';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, FormValidation, UiSchema } from '@rjsf/utils';
import { useTranslation } from '../translation.tsx';
import { documentTitle, titleHeading } from '../../core/documentTitle.ts';
import { arriveAtStep } from './arrivalFocus.ts';
import type { Campaign } from '../../engine/campaign.ts';
import { navOf, nextStepId, stepOf, stepUrl, visibleFields, type Locale } from '../../engine/flow.ts';
import { progressOnPath } from '../../engine/progress.ts';
import { answersOfShownFields, fieldKey, stepFormSchema } from '../../engine/stepForm.ts';
import { clearDraft, draftOf, saveDraft, showDraft } from '../state/stepDraft.ts';
import { answerKeyOf, fieldKinds, kindSpec } from '../../engine/fieldKinds.ts';
import { validateStep, type StepAnswers, type StepErrors } from '../../engine/validateStep.ts';
import { errorSummaryEntries, namedEntries, summaryTitleKey } from '../../engine/errorSummary.ts';
import { stepTitleKey } from '../../engine/stepTitle.ts';
import { messageValues } from '../../engine/validation/messageValues.ts';
import { sameAnswer } from '../../engine/sameAnswer.ts';
import { changedWhileSent } from '../../engine/changedWhileSent.ts';
import { todayIso } from '../../core/dates.ts';
import { isCountryCode, resolveCountry } from '../../core/countries.ts';
import { widgets } from '../../../widgets/index.ts';
import type { FlowFormContext } from '../../../widgets/types.ts';
import type { Brand } from '../../generated/brand.ts';
import type { FlowState, FlowStore } from '../state/store.ts';
import { answersReadAcrossFields, sameItemsOr } from '../form/stableValues.ts';
import type { Field } from '../../engine/campaign.ts';
import {
  askSlotsBeforeCalendar, checkCandidate, countryOf, goBack, loadAvailability, loadOffers, loadCategories, loadCriteria, prefetchCategories, ruleContext, sendCommercialConsent, sendConsentChoice, statementContext, skipIfBooked, skipIfCannotBook,
  type ControllerDeps,
  keepWaitingChoicesShown,
} from './controller.ts';
import { planSubmitAhead, submitStep } from './submit.ts';
import { postalCodeRefused, postalCodeToPreverify, searchesAhead, type RefusedPostalCode } from '../../engine/postalAhead.ts';
import { consentMissing } from '../../engine/consentMissing.ts';
import { postalCheck } from '../api/postalCheck.ts';
import { storedBooking } from '../state/bookingStorage.ts';
import { pushDataLayer } from '../analytics/dataLayer.ts';
import { FieldTemplate, ObjectFieldTemplate } from '../form/templates.tsx';
import { stepValidator } from '../form/stepValidator.ts';
import { submitAhead } from '../form/submitAhead.ts';
import { holdRepeatedClick } from '../form/repeatedClick.ts';
import { holdEnterOnBox } from '../form/enterOnBox.ts';
import { locatedCodeToFill, startingAnswers as answersToStartWith } from '../../engine/locatedPostalCode.ts';
import { draftAnswersKept, draftChangesAnswers, draftToKeep, withConsentsToGiveAgain } from '../../engine/draftAnswers.ts';
import { consentAnswersOnFile, consentContactOf } from '../../engine/consentRecords.ts';
import { fieldUi } from '../form/fieldUi.ts';
import { EVERYTHING_REVEALED, fieldControlId, isRevealed, NOTHING_REVEALED, revealOnLeaving, type Revealed } from '../../engine/revealedErrors.ts';
import { initialAnswers } from '../form/formData.ts';
import { ProgressBar } from '../shell/Progress.tsx';
import { WhyWeAsk } from '../shell/WhyWeAsk.tsx';
import { NavButtons, type NavButtonsProps } from '../shell/NavButtons.tsx';
import { busyFlag, setBusy as setSending, useBusy, useWaiting, type BusyFlag } from './busyFlag.ts';
import { useStepView } from './stepView.ts';
import { SaveNotice } from '../shell/SaveNotice.tsx';
import { ErrorSummary, type ErrorSummaryEntry } from '../shell/ErrorSummary.tsx';
import { FeaturedStudy } from '../shell/FeaturedStudy.tsx';
import { answersMissingForCheck, homeExtra } from '../../engine/campaignSettings.ts';
import { pageDecisions } from './pageDecisions.ts';
import { prefetchCalendarFormats, prefetchCampaignWidgets, prefetchConditionList, prefetchLaterWords, prefetchPhoneRules } from './prefetchWidgets.ts';
import { deviceTimeZone } from '../../core/dateTimeFormats.ts';
import { prefetchIntegrations } from '../integrations/onDemand.ts';
import { failedAheadOfNeed, neededAfterAll } from '../errors/assetFailure.ts';
import { loadPhoneRules, phoneRulesLoaded, warmUpPhoneRules } from '../../core/phoneOnDemand.ts';
import { submitHold, pendingArrival, whenArrived, type Arrival } from './submitHold.ts';
import { criteriaInStore, payloadInStore, storeArrival } from './storeArrival.ts';
import { answeringForSomeoneElse } from '../../engine/thankYou.ts';
import { stepAsksPhone } from '../../engine/widgetChunks.ts';
import { asksSlotsAhead, loadsOffersOnArrival } from '../../engine/pageNeeds.ts';
import { whenIdle } from '../whenIdle.ts';
import { whenAddressShown } from '../../../widgets/router.tsx';
import { searchCode } from './laterWork.ts';

// The study details below a screener's first step: web screeners only, so not in every page's first script.
const ScreenerFooter = lazy(() => import('../shell/ScreenerFooter.tsx').then((m) => ({ default: m.ScreenerFooter })));

export interface StepPageProps {
  campaign: Campaign;
  stepId: string;
  locale: Locale;
  store: FlowStore;
  brand: Brand;
  deps: ControllerDeps;
  /** Come to through the browser's history with changes typed here and not sent: the page says so. */
  unsentChanges?: boolean;
}

const templates = { FieldTemplate, ObjectFieldTemplate };
// Going on waits for the phone rules: a failed download, even one started ahead of need, offers the reload.
const phoneRules: Arrival = { arrived: phoneRulesLoaded, wait: () => loadPhoneRules().catch((error: unknown) => { neededAfterAll(error); throw error; }) };

export function StepPage({ campaign, stepId, locale, store, brand, deps, unsentChanges = false }: StepPageProps) {
  const { t, i18n } = useTranslation();
  // Next's progress: only Next re-renders when it changes (busyFlag.ts); while it shows, the step keeps still (stepView.ts).
  const [busy] = useState(busyFlag);
  const setBusy = (on: boolean) => setSending(busy, on);
  const state = useStepView(store, busy);
  const step = stepOf(campaign, stepId);
  // The step starts with every answer already given and the defaults its widgets show, then what was typed on it and not
  // sent before the page was loaded again (a refresh, a language switch: stepDraft.ts); visibility reads the same data.
  // What the step starts with from the person: a draft made when it started otherwise yields to an answer changed since.
  // A consent the person gave beside other words than this step shows now is asked again (consentAnswersOnFile); one
  // on file or waiting for the lead's first save (a search page's agreement) in these words stands.
  // The consents are weighed in the words the step shows, for the participant its draft gives back (Myself chosen over a
  // caregiver's grant, then a reload, showed the caregiver's ticked box beside the words for oneself, and stored it so).
  const [{ onFile, draft }] = useState(() => {
    const initial = initialAnswers(state.candidate, countryOf(state), step.fields);
    const kept = draftAnswersKept(step.fields, draftOf(campaign.name, stepId), initial);
    const words = { ...statementContext(deps, state), caregiver: answeringForSomeoneElse(state.path.caregiver, state.candidate, kept) };
    return { draft: kept, onFile: consentAnswersOnFile(stepId, step.fields, initial, words, store.getState().consentLedger, [...store.getState().pendingConsents, ...store.getState().consentsSending], consentContactOf(state.candidate)) };
  });
  const personAnswers = onFile.answers;
  // A consent the draft held otherwise than the step starts with starts unanswered, to be given again (consentsToGiveAgain).
  const [{ answers: startingAnswers, cleared: consentsCleared }] = useState(() => withConsentsToGiveAgain(step.fields, draftOf(campaign.name, stepId).answers, answersToStartWith(personAnswers, draft, state.candidate.country)));
  // The answers the visitor has changed on this step, before a reload too (a later default or located value leaves them
  // as they are): a draft holds only those (draftToKeep), so they are kept again when the page is left once more.
  const answersChanged = useRef(new Set(Object.keys(draft)));
  // A consent answered before the page was loaded again is asked again (draftAnswersKept): the visitor is told so.
  const consentAgain = onFile.askedAgain || consentsCleared;
  const [formDataForRules, setFormDataForRules] = useState<StepAnswers>(startingAnswers);
  const narrowViewport = typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 768px)').matches;
  // The same visible fields keep one array, so the form's layout is rebuilt only when a field appears or goes.
  const shownBefore = useRef<Field[]>(undefined);
  const shown = sameItemsOr(shownBefore.current, visibleFields(step, { ...ruleContext(state), answers: formDataForRules, narrowViewport, today: todayIso(), criteria: state.criteria }));
  shownBefore.current = shown;
  const schema = useMemo(() => stepFormSchema(campaign, stepId), [campaign, stepId]);
  const validator = useMemo(() => stepValidator(schema), [schema]);
  const [formData, setFormDataState] = useState<StepAnswers>(startingAnswers);
  // What the step holds now, for a save to compare with what it sent once its answer comes (changedWhileSent).
  const latestData = useRef(startingAnswers);
  const setFormData = (data: StepAnswers) => { latestData.current = data; setFormDataState(data); setFormDataForRules(data); };
  const mounted = useRef(true);
  useEffect(() => { mounted.current = true; return () => { mounted.current = false; }; }, []);
  // Answers changed while Next sent them: they are not sent, and the page says so (as after the browser's Forward).
  const [changedWhileSending, setChangedWhileSending] = useState(false);
  // What the last send that stayed had sent: its notice holds while the answers on screen differ from it.
  const sentBeforeChange = useRef<StepAnswers>({});
  const resultsOfSent = useRef<FlowState['search']>(null);
  const [esignStarting, setEsignStarting] = useState(false);
  // What the server found wrong with answers the page accepted (a postal code that does not exist).
  const [serverErrors, setServerErrors] = useState<StepErrors | undefined>();
  // A postal code the server refused while it was typed: said with the step's other messages (postalAhead.ts).
  const [refusedPostal, setRefusedPostal] = useState<RefusedPostalCode | null>(null);
  // The fields a failed submit named, and how many submits have failed (each is announced once).
  const [failedSubmit, setFailedSubmit] = useState<{ attempt: number; named: StepErrors } | null>(null);
  // Whose messages show: the fields left so far, or all once Next has found the step incomplete (revealedErrors.ts).
  const [revealed, setRevealed] = useState<Revealed>(NOTHING_REVEALED);
  // What the step's fields need from the page, as their kinds declare it.
  const needs = new Set(step.fields.flatMap((f) => kindSpec(f.kind).needs ?? []));
  // A country chosen on this step governs how the rest of the step is read.
  // The country the answers are judged for: the one chosen on the step, else the visit's.
  const countryOfAnswers = (data: StepAnswers) => (isCountryCode(data.country) ? resolveCountry(data.country) : countryOf(state));
  const country = countryOfAnswers(formData);
  const slotsAhead = asksSlotsAhead(campaign, stepId) && !deps.readOnly;

  useEffect(() => {
    arriveAtStep();
    keepWaitingChoicesShown(deps, step.fields, startingAnswers);
    if (needs.has('conditionCategories') && state.categories === null) void loadCategories(store, locale);
    if (needs.has('callNow')) {
      store.setState({ callNow: null });
      void import('./callNowCheck.ts').then((check) => check.checkCallNow(store), (error: unknown) => { store.setState({ callNow: false }); failedAheadOfNeed(error); });
    }
    // Offers with the page (ss8), or with the search it shows already (ss7); a search made here brings its own.
    if (loadsOffersOnArrival(step, store.getState().search !== null)) void loadOffers(store, Boolean(deps.query.postal ?? deps.query.zip));
    // The coordinators' slots come while the visitor answers, so moving on to their calendar does not ask them.
    if (slotsAhead) whenIdle(() => askSlotsBeforeCalendar(store));
    const sessionId = deps.query.esign;
    if (needs.has('eSignResume') && sessionId) {
      // The signing's code comes with its use, not with the first step's scripts (esignWork.ts).
      void import('./esignWork.ts').then((esign) => esign.resumeESign(deps, sessionId)).then((signed) => { if (signed) setFormData({ ...formData, healthDataConsent: true }); }, () => undefined);
    }
    // A step answered already, or whose answers are optional, may go on with no change: its plan is made ahead too.
    planSubmitAhead(deps, stepId, () => answersOfShownFields(shown, formData), shown);
    // Runs once per step: entering a step loads what its fields need.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepId]);

  // The other steps' widgets and words download once this one has shown, so going on never waits for them.
  // The phone rules are parsed once for the visitor's country too, so the first number checked does not pay for it.
  useEffect(() => {
    prefetchCampaignWidgets(campaign, widgets);
    prefetchPhoneRules(campaign, loadPhoneRules, () => warmUpPhoneRules(countryOf(store.getState()).alpha2));
    prefetchIntegrations();
  }, [campaign, store]);
  // The condition list shows complete with its step, not a round trip after it.
  useEffect(() => { if (state.categories === null) prefetchConditionList(campaign, () => prefetchCategories(store, locale)); }, [campaign, store, locale]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => prefetchLaterWords(i18n), [i18n, i18n.language]);
  // The calendar's code comes with the later steps' widgets; its formatters are readied from it, not from the first step's scripts.
  useEffect(() => prefetchCalendarFormats(campaign, () => import('../../core/scheduling/calendar.ts'), (calendar) => calendar.prepareCalendarFormats(deviceTimeZone(), locale, new Date())), [campaign, locale]);

  const studyId = state.payload?.study?.id ?? null;
  useEffect(() => {
    if (needs.has('studyCriteria') && studyId !== null) void loadCriteria(store, studyId, locale);
    // A booking already stored for the study skips ahead, and a visit that may not book goes to the screener; the study
    // is known once the payload has arrived.
    const bookingKind = needs.has('secondaryScreeningSlots') ? 'secondary' : needs.has('siteSlots') ? 'site' : null;
    if (bookingKind && studyId !== null && !skipIfBooked(deps, stepId) && !skipIfCannotBook(deps, stepId)) void loadAvailability(store, bookingKind);
    // The criteria depend on the study, which arrives with the initial payload; and on the store they go to, which the
    // studio's preview replaces at every edit of the campaign while the step stays on screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [studyId, store]);

  const uiSchema = useMemo(() => {
    const ui: UiSchema<StepAnswers, never, FlowFormContext> = { 'ui:submitButtonOptions': { norender: true } };
    step.fields.forEach((field, index) => {
      const key = fieldKey(field, index);
      ui[key] = fieldUi(field, widgets[field.kind], shown.includes(field), isRevealed(revealed, key));
    });
    return ui;
  }, [step, shown, revealed]);
  const fieldKeys = useMemo(() => step.fields.map(fieldKey), [step]);

  const indicationName = state.payload?.indicationOverride?.name ?? state.payload?.indication?.name ?? null;
  // The context reaches every field: what changes on each keystroke stays out of it, so the other fields keep still.
  const contextAnswersBefore = useRef<StepAnswers>(undefined);
  const contextAnswers = answersReadAcrossFields(contextAnswersBefore.current, formData);
  contextAnswersBefore.current = contextAnswers;
  const bookingJson = JSON.stringify(storedBooking(state.payload?.study?.id ?? null, bookedForOf(state.candidate, store.getState().lead?.id ?? null)));
  // Labels and consent words read it: a caregiver flow, or 'Someone else' chosen on this step (or an earlier one),
  // makes the participant's fields theirs and the medical records released the participant's.
  const forSomeoneElse = answeringForSomeoneElse(state.path.caregiver, state.candidate, contextAnswers);
  const formContext: FlowFormContext = useMemo(() => ({
    t, locale, country, brand, candidate: state.candidate, payload: state.payload,
    caregiver: forSomeoneElse,
    callNow: state.callNow, categories: state.categories, consentStatement: (field, partner) => consentStatement(field, { ...statementContext(deps, state, country), caregiver: forSomeoneElse }, partner), indicationName, campaign, query: deps.query, flows: deps.flows, decisions: pageDecisions(campaign, stepId, locale, deps.query, deps.flows, state),
    answers: contextAnswers, criteria: state.criteria, screening: state.screening,
    availability: state.availability, bookingFailed: state.bookingFailed, bookingFailures: state.bookingFailures, stepBusy: busy, booking: JSON.parse(bookingJson) as FlowFormContext['booking'], bookingCancelled: state.bookingCancelled, search: state.search, searchesMade: state.searchesMade, criteriaFailed: state.criteriaFailed, offers: state.offers, partnerCheck: state.partnerCheck,
    onTrackedEvent: (event, data) => pushDataLayer({ event, ...data }),
  }), [t, locale, country, brand, state, deps, indicationName, campaign, stepId, contextAnswers, bookingJson, busy, forSomeoneElse]);

  // Next stays focusable while a save runs (aria-disabled), so Enter in a field can ask again: one submit at a time.
  // A submit that moved on keeps the step from submitting again: it stays on screen while the next step's code
  // downloads (readyLocation.ts), and Enter there must not save and move on twice.
  const submitting = useRef(false);
  // What is typed is kept as the page is hidden or left, or the step is left unsent (Back, the browser's Back), unless
  // the step was sent; a step sent needs no draft.
  const typedNow = useRef(formData);
  typedNow.current = formData;
  // What the person's answers hold for this step's fields: what it started with, then what it sent (a submit folds its
  // answers into them at once). A draft made during a save, or after it stayed, is of changes to what was sent: made
  // on what the step started with, a reload gave back the answers sent over the ones on screen (a qualified person's
  // Yes, given back while the No was saving, was lost, and Finish then refused them).
  const startedWith = useRef(personAnswers);
  useEffect(() => {
    const typed = () => draftToKeep(step.fields, typedNow.current, answersChanged.current, startedWith.current);
    // A step on its way as sent needs no draft; one changed while it was sent keeps the change.
    const toKeep = () => { const draft = typed(); return submitting.current && !draftChangesAnswers(draft) ? null : draft; };
    const keep = () => { const draft = deps.readOnly ? null : toKeep(); if (draft) saveDraft(campaign.name, stepId, draft); };
    window.addEventListener('pagehide', keep);
    // Read as typed by the route of a step the browser's history brings, which renders before this one goes.
    const hide = deps.readOnly ? () => undefined : showDraft(campaign.name, stepId, () => toKeep() ?? { answers: {}, base: {} });
    return () => {
      window.removeEventListener('pagehide', keep);
      hide();
      keep();
    };
  }, [campaign.name, stepId, step.fields, deps.readOnly, personAnswers]);
  const formRef = useRef<Form<StepAnswers, never, FlowFormContext>>(null);
  // A held submit is made again once the step has rendered with what it waited for (the study's questions are state
  // its rules read), so it is made from an effect, after that render.
  const [resubmits, setResubmits] = useState(0);
  useEffect(() => { if (resubmits) (formRef.current?.formElement.current as HTMLFormElement | null)?.requestSubmit(); }, [resubmits]);
  // What this render's rules judge Finish with (the study it names, the questions errorsOf reads), which the store may be ahead of.
  const rendered = useRef({ payload: false, criteria: false });
  rendered.current = { payload: state.payload !== null, criteria: state.criteria !== null || state.criteriaFailed };
  const [[holdForPhoneRules, holdForStudy, holdForCriteria]] = useState(() => {
    // Held, Next says it is loading: nothing is being saved until what it waits for is in.
    const on = { busy: (held: boolean) => setSending(busy, held, true), resubmit: () => setResubmits((n) => n + 1) };
    return [
      submitHold(phoneRules, on),
      submitHold(storeArrival(store, payloadInStore, () => rendered.current.payload || store.getState().payloadFailed), on),
      submitHold(storeArrival(store, criteriaInStore, () => rendered.current.criteria), on),
    ] as const;
  });
  const submit = async (data: StepAnswers) => {
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    // An answer that goes on by itself (autoAdvance) is sent without the form's submit, and so without its hold.
    // A failed download offers the reload as any chunk's does (src/app/errors/capture.ts).
    const rulesPending = pendingArrival(stepAsksPhone(step), phoneRules);
    if (rulesPending && !(await rulesPending)) {
      submitting.current = false;
      setBusy(false);
      return;
    }
    const sent = answersOfShownFields(shown, data);
    startedWith.current = { ...startedWith.current, ...sent };
    setChangedWhileSending(false);
    const stillAsSent = () => mounted.current && !changedWhileSent(sent, answersOfShownFields(shownBefore.current ?? shown, latestData.current));
    const outcome = await submitStep(deps, stepId, sent, shown, stillAsSent).catch((error: unknown) => { submitting.current = false; throw error; });
    if (outcome.ok && outcome.changed) {
      submitting.current = false;
      setBusy(false);
      // A search's results are of the answers sent: shown only while those are on screen (below).
      resultsOfSent.current = store.getState().search;
      sentBeforeChange.current = sent;
      setChangedWhileSending(true);
      return;
    }
    if (outcome.ok && !outcome.stayed) clearDraft({ campaign: campaign.name, step: stepId, sent: Object.keys(sent) });
    if (!outcome.ok || outcome.stayed) submitting.current = false;
    if (outcome.ok && outcome.stayed) setBusy(false);
    if (!outcome.ok) {
      setBusy(false);
      if (outcome.fieldErrors) {
        setServerErrors(outcome.fieldErrors);
        summarizeFailedSubmit(outcome.fieldErrors);
      }
    }
  };

  // Changed back to what was sent, nothing is left unsent.
  const unsentSinceSent = changedWhileSending && changedWhileSent(sentBeforeChange.current, answersOfShownFields(shown, formData));
  // A search's results beside the answers searched only (ss6's studies near the postal code before were shown under the
  // new one); changed back, its results show again.
  const searchStayed = changedWhileSending && step.meta?.search === true;
  useEffect(() => {
    if (searchStayed) store.setState({ search: unsentSinceSent ? null : resultsOfSent.current });
  }, [searchStayed, unsentSinceSent, store]);
  const extra = homeExtra(campaign, stepId, state.payload);
  // Judged for the country of the answers judged: rjsf checks a change before this step re-renders with it, and a
  // postal code judged for the country just left kept its message after the country changed back.
  const errorsOf = (data: StepAnswers): StepErrors => {
    const country = countryOfAnswers(data);
    const errors = validateStep(shown, data, { country, today: todayIso(), criteria: state.criteria ?? undefined });
    return !errors.postalCode && postalCodeRefused(step, shown, data, country, refusedPostal) ? { ...errors, postalCode: 'invalidPostal' } : errors;
  };

  const summarizeFailedSubmit = (named: StepErrors) => {
    setRevealed(EVERYTHING_REVEALED);
    setFailedSubmit((before) => ({ attempt: (before?.attempt ?? 0) + 1, named }));
  };
  // A message names its field's bounds where it has them (a number's range, how many options).
  const messageOf = (key: string, code: string) => t(`validation.${code}`, messageValues(step.fields.find((f, i) => fieldKey(f, i) === key)));
  const summaryEntries = failedSubmit ? errorSummaryEntries(step.fields, failedSubmit.named, errorsOf(formData), serverErrors) : [];
  const errorSummary: ErrorSummaryEntry[] = summaryEntries.map(({ key, code }) => ({ fieldId: fieldControlId(key), message: messageOf(key, code) }));
  // Once every error it named is fixed, the summary is done until the next failed submit. Shown again by a field that
  // turned invalid as the visitor typed on, it took focus from them, and their next keys went to it.
  const summaryDone = failedSubmit !== null && errorSummary.length === 0;
  useEffect(() => { if (summaryDone) setFailedSubmit(null); }, [summaryDone]);

  // 'Someone else' chosen or unchosen changes the words of a consent on the step (the participant's records, or the
  // visitor's own): an answer given to the words before is asked again, and the page says so.
  const [consentWordsChanged, setConsentWordsChanged] = useState(false);
  const withConsentsAskedAgain = (data: StepAnswers, previous: StepAnswers): StepAnswers => {
    const forSomeoneElseIn = (answers: StepAnswers) => answeringForSomeoneElse(state.path.caregiver, state.candidate, answers);
    const askAgain = consentAnswersToAskAgain(shown, data, { ...statementContext(deps, state, countryOfAnswers(data)), caregiver: forSomeoneElseIn(data) }, forSomeoneElseIn(previous));
    if (!askAgain.length) return data;
    setConsentWordsChanged(true);
    return { ...data, ...Object.fromEntries(askAgain.map((key) => [key, undefined])) };
  };

  const customValidate = (data: StepAnswers | undefined, errors: FormValidation<StepAnswers>) => {
    for (const [key, code] of Object.entries(errorsOf(data ?? {}))) (errors as unknown as Record<string, { addError(m: string): void }>)[key]?.addError(messageOf(key, code));
    return errors;
  };

  const onChange = (given: StepAnswers) => {
    const previous = formData;
    const data = withConsentsAskedAgain(given, previous);
    setFormData(data);
    // A complete postal code is checked at once, so Next need not wait for the server.
    const countryOfData = countryOfAnswers(data);
    const postalCode = postalCodeToPreverify(step, shown, data, previous, countryOfData);
    if (postalCode && !deps.readOnly) {
      const checked = { code: postalCode, country: countryOfData.alpha3 };
      void postalCheck.verify(postalCode, countryOfData.alpha3).then((valid) => { if (!valid) setRefusedPostal(checked); }, () => undefined);
    }
    // A search page searches as soon as its postal code is complete, so Search shows the studies without a round trip.
    if (searchesAhead(step, shown, data, previous, countryOfData, store.getState().lead !== null) && !deps.readOnly) {
      const answers = answersOfShownFields(shown, data);
      void searchCode.load().then((search) => search.searchStudiesAhead(deps, stepId, answers)).catch(failedAheadOfNeed);
    }
    // Asked again while the visitor answers, once the last ask is no longer young (at most one request in 20 s).
    if (slotsAhead) askSlotsBeforeCalendar(store);
    setServerErrors(undefined);
    const advance = shown.find((f) => {
      const key = answerKeyOf(f);
      return fieldKinds[f.kind].autoAdvance && key && data[key] !== undefined && data[key] !== previous[key];
    });
    if (advance && !busy.getState().busy) void submit(data);
    else planSubmitAhead(deps, stepId, () => answersOfShownFields(shown, data), shown);
    // 'No suitable time' and 'not interested' move on at once.
    if ((data.booking as { skip?: string } | undefined)?.skip && !busy.getState().busy) void submit(data);
    // A partner check's result, or a check on its way, is of the answers it checked: another answer changed, it no longer
    // says anything (the patient's consent is not one of them: answering it leaves the result standing).
    const checkGoesStale = store.getState().partnerCheck !== null;
    for (const f of shown) {
      const key = answerKeyOf(f);
      // By value: the form gives an object answer (a height, the criteria) anew at each change of any field.
      if (!key || sameAnswer(data[key], previous[key])) continue;
      answersChanged.current.add(key);
      if (kindSpec(f.kind).clearsSearchOnChange) store.setState({ search: null });
      if (checkGoesStale && !kindSpec(f.kind).runsPartnerCheck && !kindSpec(f.kind).outsidePartnerCheck) store.setState({ partnerCheck: null });
      if (kindSpec(f.kind).runsPartnerCheck) {
        // The check judges and folds the step's answers, its phone too: on a step that asks for one, once the rules are in.
        whenArrived(stepAsksPhone(step), phoneRules, () => void checkCandidate(deps, answersOfShownFields(shown, data), answersMissingForCheck(f, errorsOf(data))));
      }
      if (kindSpec(f.kind).sendsConsentOnChange === 'commercial') void sendCommercialConsent(deps, stepId, f, data[key] === true).then((stored) => { if (stored) answersChanged.current.delete(key); });
      // A yes that starts a signing counts once signed (below); a no is recorded at once, as the page then says. Stored,
      // it is no unsent change of the step's: shown again through the browser's history, the step said it was.
      const choice = data[key];
      if (kindSpec(f.kind).sendsConsentOnChange === 'medicalRecords' && typeof choice === 'boolean' && !(choice && kindSpec(f.kind).startsESignOnYes)) sendConsentChoice(deps, stepId, f, data, () => answersChanged.current.delete(key));
      if (kindSpec(f.kind).startsESignOnYes && data[key] === true) {
        // Granting consent starts a signing session and leaves for it; the choice counts once signed.
        setFormData({ ...data, [key]: undefined });
        setEsignStarting(true);
        void import('./esignWork.ts').then((esign) => esign.startESign(deps, narrowViewport ? 'sms' : 'web')).then((ok) => { if (!ok) setEsignStarting(false); }, () => setEsignStarting(false));
      }
    }
  };

  // Only visitors who must tick the consent (international) wait for it; US visitors consent by going on.
  // The postal code located from the initial payload comes after this step's first render on a first visit, when the
  // form has read its answers: it fills the field while that is empty and untyped in, and is checked as a typed one is.
  const locatedCode = state.candidate.postalCode;
  useEffect(() => {
    const fill = deps.readOnly ? null : locatedCodeToFill(shown, formData, { code: locatedCode, country: state.candidate.country }, answersChanged.current);
    if (fill) onChange({ ...formData, [fill.key]: fill.code });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locatedCode]);
  const consentNotGiven = consentMissing(shown, formData, country);
  // A consent choice keeps Next hidden until it is made.
  const gated = shown.some((f) => kindSpec(f.kind).gatesNext && formData[answerKeyOf(f) ?? ''] === undefined);
  const invalid = step.meta?.disableSubmitWhileInvalid === true && Object.keys(errorsOf(formData)).length > 0;
  // Taken before rjsf's own submit, so a valid step's request leaves before the step re-renders (submitAhead.ts); a
  // step that asks for a phone first waits for the phone rules, and a screener for its study (the payload), then for
  // the study's questions, if they are not in yet (submitHold.ts). Judged before the payload, answers given back after
  // a reload or a language switch were refused as unanswered questions (the questions were not there to be answered).
  // The questions are asked for once a render has the study, so their hold comes after the study's, and a payload
  // that brings no study (or fails) leaves the step judged as it stands.
  const submitCapture = (event: FormEvent) => holdForPhoneRules(event, stepAsksPhone(step)) || holdForStudy(event, needs.has('studyCriteria')) || holdForCriteria(event, needs.has('studyCriteria') && studyId !== null) || submitAhead(formRef.current, event, (data: StepAnswers) => {
    // Next cannot go on while its reason shows, even when no field is in error (an optional consent left unticked).
    if (consentNotGiven || invalid) summarizeFailedSubmit(errorsOf(data));
    else void submit(data);
  });
  const titleKey = stepTitleKey(step, forSomeoneElse, state.candidate.caregiver?.relationship ?? null);
  // Worked out once per step, not at every keystroke: the trail is read as the step comes, not heard, as it changes only
  // when the visitor moves on, which renders the next step anyway.
  const progress = useMemo(() => progressOnPath(campaign, stepId, store.getState().trail, store.getState().path), [campaign, stepId, store]);
  const heading = titleKey ? t(titleKey, { indication: indicationName ?? '' }) : null;
  const stepOfFlow = progress.visible ? t('progress.step', { current: progress.current, total: progress.total }) : null;
  useEffect(() => {
    const content = document.querySelector('main h1');
    const shown = titleHeading(heading, content && { text: content.textContent, personal: content.hasAttribute('data-personal'), title: content.getAttribute('data-title') }, t(campaign.pageTitle));
    const title = documentTitle([shown, stepOfFlow, deps.brand.displayName]);
    // Assigning the title replaces its text node even when the text is the same: at every keystroke, a DOM change
    // the session recorder serialised and uploaded (half of a typed character's recorded bytes). A step just moved to
    // names its own history entry, which is written after its first paint.
    whenAddressShown(() => { if (document.title !== title) document.title = title; });
  });
  const baseNav = navOf(campaign, stepId);
  const nav = gated ? { ...baseNav, next: false } : baseNav;
  // A search step offers to finish once the visitor has searched; any other step at once.
  const finishHref = nav.finishLabel && (state.search !== null || !step.meta?.search)
    ? stepUrl(locale, campaign.name, stepOf(campaign, nextStepId(campaign, stepId, ruleContext(state))).path, deps.query) : null;

  return (
    <section className="step" aria-labelledby="step-title" data-step={stepId} onSubmitCapture={submitCapture} onClickCapture={holdRepeatedClick} onKeyDown={holdEnterOnBox}
      onBlur={(e) => setRevealed((before) => revealOnLeaving(before, e.target.id, (e.relatedTarget as Element | null)?.id ?? null, fieldKeys))}>
      <ProgressBar progress={progress} fraction={campaign.stepCounter === 'fraction'} />
      {/* A step without a title gets its heading from its content (the thank-you pages). */}
      {/* The heading takes the focus as the step comes; a notice already there as it comes is said with it. */}
      {heading !== null ? <h1 id="step-title" tabIndex={-1} aria-describedby={unsentChanges ? 'unsent-changes' : undefined}>{heading}</h1> : null}
      {step.subtitle ? <p className="step__subtitle">{t(step.subtitle)}</p> : null}
      {failedSubmit && errorSummary.length ? (
        <ErrorSummary title={t(summaryTitleKey(step.fields, namedEntries(failedSubmit.named), step.meta?.screen === true))} entries={errorSummary} attempt={failedSubmit.attempt} />
      ) : null}
      {consentAgain ? <p className="notice notice--info" role="status">{t('consent.again')}</p> : null}
      {consentWordsChanged ? <p className="notice notice--info" role="status">{t('consent.wordsChanged')}</p> : null}
      {unsentChanges ? <p id="unsent-changes" className="notice notice--info" role="status">{t('save.unsentChanges')}</p> : null}
      <Form<StepAnswers, never, FlowFormContext>
        ref={formRef}
        schema={schema as never}
        disabled={esignStarting}
        uiSchema={uiSchema}
        formData={formData}
        formContext={formContext}
        validator={validator as never}
        templates={templates}
        customValidate={customValidate}
        transformErrors={(errors) => errors.map((e) => ({ ...e, message: t('validation.required') }))}
        extraErrors={serverErrors && toErrorSchema(serverErrors, messageOf) as never}
        showErrorList={false}
        noHtml5Validate
        // Validated at every change from the first render, so a field shows what is wrong as soon as it is left;
        // which fields show their messages is decided apart (revealedErrors.ts, fieldUi.ts).
        liveValidate="onChange"
        onChange={(e) => onChange(e.formData ?? {})}
        onError={() => summarizeFailedSubmit(errorsOf(formData))}
      >
        {/* Beside the button just pressed, where the visitor is (a one-page screener's top is screens away). The answers
            sent cancelled the appointment though the visitor changed them meanwhile: the server has cancelled it. The
            region is there before its words, so a screen reader says them as they come (a status added with its words
            already in it may go unsaid); it is no status itself, as an empty one would stand beside a step's own. */}
        <div aria-live="polite">
          {changedWhileSending && state.bookingCancelled ? <p className="notice notice--info">{t('save.appointmentCancelled')}</p> : null}
          {unsentSinceSent ? <p className="notice notice--info">{t('save.unsentChanges')}</p> : null}
        </div>
        <SaveNotice status={state.save} />
        <BusyNavButtons busyFlag={busy} nav={nav} nextUnavailableReason={consentNotGiven ? t('nav.unavailable.consent') : invalid ? t('nav.unavailable.incomplete') : null} onBack={() => goBack(deps, stepId)} finishHref={finishHref} />
      </Form>
      {step.why ? <WhyWeAsk topic={step.why} /> : null}
      {extra === 'featuredStudy' && state.payload?.featuredStudy ? <FeaturedStudy study={state.payload.featuredStudy} /> : null}
      {extra === 'studyDetails' && state.payload?.study ? <Suspense fallback={null}><ScreenerFooter study={state.payload.study} /></Suspense> : null}
    </section>
  );
}

function toErrorSchema(errors: StepErrors, messageOf: (key: string, code: string) => string): ErrorSchema {
  const out: Record<string, { __errors: string[] }> = {};
  for (const [key, code] of Object.entries(errors)) out[key] = { __errors: [messageOf(key, code)] };
  return out as ErrorSchema;
}

/** Next and Back with the step's sending state, which only they re-render for. */
function BusyNavButtons({ busyFlag: flag, ...props }: Omit<NavButtonsProps, 'busy'> & { busyFlag: BusyFlag }) {
  return <NavButtons {...props} busy={useBusy(flag)} waiting={useWaiting(flag)} />;
}
