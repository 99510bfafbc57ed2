/**
 * A search page's study search: asked once its postal code is complete (searchesAhead) and taken by Search
 * (src/app/api/askedAhead.ts). Its own chunk, loaded by a search page's first use of it: no other page carries it.
 */
import type { FlowState } from '../state/store.ts';
import { stepOf } from '../../engine/flow.ts';
import type { StepAnswers } from '../../engine/validateStep.ts';
import { applyAnswers } from '../../engine/applyAnswers.ts';
import { todayIso } from '../../core/dates.ts';
import { studySearch, type StudySearchQuestion } from '../api/studySearch.ts';
import { track } from '../api/client.ts';
import { searchActions } from '../../engine/studySearch.ts';
import { searchesWithHealthyVolunteers } from '../../engine/campaignSettings.ts';
import { healthyIndicationId, searchIndications } from '../../core/healthy.ts';
import { stepNeeds } from '../../engine/pageNeeds.ts';
import { countryOf, loadOffers, type ControllerDeps } from './controller.ts';

/** What the search of a search step asks, from the visit's candidate; null without a postal code to search near. */
function studySearchQuestion(deps: ControllerDeps, stepId: string, state: FlowState): StudySearchQuestion | null {
  const { campaign, locale } = deps;
  const c = state.candidate;
  if (!c.postalCode) return null;
  const failed = state.screening && !state.screening.passed && state.payload?.study ? [state.payload.study.id] : [];
  const indicationIds = searchIndications(c.indicationIds, healthyIndicationId(state.categories ?? []), searchesWithHealthyVolunteers(campaign, stepId));
  // With the lead, the server also leaves out every study this lead's stored screenings failed.
  const lead = state.lead;
  return {
    body: { postalCode: c.postalCode, country: c.country, indicationIds, locale, failedStudyIds: failed, ...(lead ? { leadId: lead.id } : {}) },
    headers: lead ? { 'x-lead-token': lead.token } : {},
  };
}

/**
 * Searches studies near the candidate's postal code for the chosen conditions (the answer asked ahead when it is the
 * same question); the page shows the results.
 */
export async function searchForStudies(deps: ControllerDeps, stepId: string): Promise<boolean> {
  const { store, campaign } = deps;
  const question = studySearchQuestion(deps, stepId, store.getState());
  if (!question) return false;
  try {
    // The studies asked while the postal code was typed, when Search asks the same question.
    const result = await studySearch.take(question);
    // A search that fails says so until one succeeds: then the notice goes.
    const save = store.getState().save;
    store.setState({ search: result, searchesMade: store.getState().searchesMade + 1, ...(save.state === 'failed' && save.what === 'search' ? { save: { state: 'idle' } } : {}) });
    // ss7 shows offers beside the studies it found.
    if (stepNeeds(stepOf(campaign, stepId), 'offers')) void loadOffers(store);
    track('trackActions', { signup: campaign.name, routePath: stepOf(campaign, stepId).path, actions: searchActions(result), query: deps.query });
    return true;
  } catch {
    store.setState({ save: { state: 'failed', what: 'search' } });
    return false;
  }
}

/** Searches already, with the step's answers folded as Search will fold them (searchesAhead says when). */
export function searchStudiesAhead(deps: ControllerDeps, stepId: string, answers: StepAnswers): void {
  const state = deps.store.getState();
  const candidate = applyAnswers(state.candidate, answers, { country: countryOf(state), today: todayIso(), path: state.path });
  const question = studySearchQuestion(deps, stepId, { ...state, candidate });
  if (question) studySearch.ahead(question);
}
