/** Resolves the URL to a campaign step (or a redirect), starts the visit and renders the step inside the shell. */
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { landingPage } from '../../engine/landing.ts';
import { visitParamsFrom } from '../../engine/visitParams.ts';
import { useFlow } from '../state/store.ts';
import { Navigate, useLocation, useNavigate } from '../../../widgets/router.tsx';
import { useTranslation } from '../translation.tsx';
import type { Campaign } from '../../engine/campaign.ts';
import { prefetchCampaigns, type LoadingShelf } from '../campaignShelf.ts';
import { finishWithoutPerson, homeWithoutLead, homeWithoutVerdict, stepForMissingPerson, resolveRoute } from '../../engine/routeResolution.ts';
import { stepWithoutCondition } from '../../engine/conditionStep.ts';
import { hasPrivateParams, parseQuery, publicQuery, toSearch } from '../../core/queryParams.ts';
import type { Brand } from '../../generated/brand.ts';
import type { FlowStore } from '../state/store.ts';
import { track } from '../api/client.ts';
import { arriveAt, beginVisit, countryOf, loadVisit } from './controller.ts';
import { todayIso } from '../../core/dates.ts';
import { planSubmitAhead, submitStep } from './submit.ts';
import { useControllerDeps } from './useControllerDeps.ts';
import { nameVisitOfEntry, visitOfEntry } from './stepEntry.ts';
import { visitFlows, type VisitFlows } from '../../engine/campaignRoles.ts';
import { StepPage } from './StepPage.tsx';
import { draftChangesAnswers, stepWithUnsentChanges } from '../../engine/draftAnswers.ts';
import { draftNowOf, draftOf } from '../state/stepDraft.ts';

// A landing page (?landing=) and a temporary link's prefill are rare visits: their code loads only for them.
const LandingHome = lazy(() => import('../shell/LandingHome.tsx').then((m) => ({ default: m.LandingHome })));
const RelayGate = lazy(() => import('./RelayGate.tsx').then((m) => ({ default: m.RelayGate })));
import { Shell } from '../shell/Shell.tsx';
import type { Locale } from '../../engine/flow.ts';
import { logOnly } from '../errors/logOnly.ts';

export interface FlowRouteProps {
  campaigns: LoadingShelf;
  store: FlowStore;
  brand: Brand;
}

export function FlowRoute({ campaigns, store, brand }: FlowRouteProps) {
  const location = useLocation();
  const fullQuery = useMemo(() => parseQuery(location.search), [location.search]);
  const decision = resolveRoute(location.pathname, fullQuery, campaigns, store.getState().campaign, (message) => logOnly('warning', message));
  const flows = useMemo(() => visitFlows(campaigns.summaries), [campaigns]);
  useEffect(() => prefetchCampaigns(campaigns, Object.values(flows)), [campaigns, flows]);

  const invalidFlow = decision.kind === 'redirect' ? decision.invalidFlow : null;
  useEffect(() => {
    if (!invalidFlow) return;
    logOnly('error', `invalid flow '${invalidFlow}'; using the default flow`);
    track('redirectDebug', { referrerUrl: document.referrer || undefined, attemptedCampaign: invalidFlow.slice(0, 100) });
  }, [invalidFlow]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  // The step gate around this route holds it until the campaign is in.
  if (decision.kind === 'load') return null;
  // Back or Forward to a step of a visit this tab left for another campaign's has that visit given back (the step gate
  // waited for it, stepDownloads.ts), before anything is judged of the step by the visit.
  const held = store.getState();
  const withoutVerdict = homeWithoutVerdict(decision.campaign, decision.stepId, decision.locale, fullQuery,
    held.screening ? { campaign: held.campaign, study: held.screenedStudy, passed: held.screening.passed, visit: held.visitId } : null, visitOfEntry(location.state));
  if (withoutVerdict) return <Navigate to={withoutVerdict} replace />;
  const withoutLead = homeWithoutLead(decision.campaign, decision.stepId, decision.locale, fullQuery, store.getState().lead);
  if (withoutLead) return <Navigate to={withoutLead} replace />;
  const finished = finishWithoutPerson(decision.campaign, decision.stepId, decision.locale, fullQuery, store.getState(), location.throughHistory);
  if (finished) return <Navigate to={finished} replace />;
  const state = store.getState();
  const missingPerson = stepForMissingPerson(decision.campaign, decision.stepId, decision.locale, fullQuery, state, { country: countryOf(state), today: todayIso() });
  if (missingPerson) return <Navigate to={missingPerson} replace />;
  // Come Forward through the browser past a step whose answers were changed and not sent: back towards it, one entry at a
  // time (each step on the way is judged so as it comes), to send them; no entry is added or lost.
  const unsent = location.throughHistory && state.campaign === decision.campaign.name
    ? stepWithUnsentChanges(state.trail, decision.stepId, decision.campaign.stepOrder, (step) => draftNowOf(decision.campaign.name, step))
    : null;
  // Keyed by the entry: a bounce through several steps renders it once for each, and each must go back once.
  if (unsent) return <BackOneEntry key={location.key} />;
  // Another campaign's payload is not this visit's: the one this visit loads may still bring a condition.
  const payload = state.campaign === decision.campaign.name ? state.payload : null;
  const withoutCondition = stepWithoutCondition(decision.campaign, decision.stepId, decision.locale, fullQuery, payload ? payload.indication?.id ?? null : undefined);
  if (withoutCondition) return <Navigate to={withoutCondition} replace />;
  // The shell outlives the steps: only the step is mounted afresh.
  return (
    <Shell campaign={decision.campaign} brand={brand} locale={decision.locale} store={store}>
      <FlowStep key={`${decision.campaign.name}/${decision.stepId}`} campaign={decision.campaign} stepId={decision.stepId} locale={decision.locale} store={store} brand={brand} flows={flows} />
    </Shell>
  );
}

/** Goes back one entry in the browser's history once rendered. */
function BackOneEntry(): null {
  const navigate = useNavigate();
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(-1);
  }, [navigate]);
  return null;
}

interface FlowStepProps {
  campaign: Campaign;
  stepId: string;
  locale: Locale;
  store: FlowStore;
  brand: Brand;
  flows: VisitFlows;
}

function FlowStep({ campaign, stepId, locale, store, brand, flows }: FlowStepProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const fullQuery = useMemo(() => parseQuery(location.search), [location.search]);
  const query = useMemo(() => publicQuery(fullQuery), [fullQuery]);
  const deps = useControllerDeps(store, campaign, locale, query, brand, flows);
  // Before the first render, so prefilled answers show at once.
  useState(() => beginVisit(deps, fullQuery, stepId, { throughHistory: location.throughHistory, openedByLink: location.openedByLink, entryVisit: visitOfEntry(location.state) }));

  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    // A payload that fails to load is reported by loadVisit; the step works without it.
    void loadVisit(deps, fullQuery, stepId).catch(() => undefined);
    arriveAt(store, campaign, stepId);
    nameVisitOfEntry(`${location.pathname}${location.search}`, location.state, store.getState().visitId);
    // Prefill parameters carry personal data, a link's slug reads it: once read, they leave the address bar.
    if (hasPrivateParams(fullQuery)) navigate(`${location.pathname}${toSearch(query)}`, { replace: true });
    // Entering a step happens once per mount (the route keys this component by campaign and step).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [landing] = useState(() => (stepId === campaign.home ? landingPage(visitParamsFrom(fullQuery).landing, (message) => logOnly('info', message)) : null));
  const featured = useFlow(store, (s) => s.payload?.featuredStudy ?? null);
  const relayVisit = useFlow(store, (s) => s.relay !== null);
  const [starting, setStarting] = useState(false);
  // The landing page's start submits no answers: its plan, and the planner's chunk, are made ahead like a step's.
  useEffect(() => { if (landing) planSubmitAhead(deps, stepId, () => ({}), []); }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const start = () => {
    setStarting(true);
    void submitStep(deps, stepId, {}, []).then((outcome) => { if (!outcome.ok) setStarting(false); });
  };

  // Come to through the browser's history with changes typed here and not sent (a Forward sent back here): the page says so.
  // Said of a step sent before only: a page never sent (typed on, then the language switched and Back) was told its
  // changes would be "checked again".
  const [unsentChanges] = useState(() => location.throughHistory && store.getState().finishedSteps.includes(stepId) && draftChangesAnswers(draftOf(campaign.name, stepId)));
  const page = <StepPage campaign={campaign} stepId={stepId} locale={locale} store={store} brand={brand} deps={deps} unsentChanges={unsentChanges} />;
  if (landing) return <Suspense fallback={null}><LandingHome study={featured} brand={brand} locale={locale} busy={starting} onStart={start} /></Suspense>;
  return relayVisit ? <Suspense fallback={null}><RelayGate campaign={campaign} stepId={stepId} store={store}>{page}</RelayGate></Suspense> : page;
}
