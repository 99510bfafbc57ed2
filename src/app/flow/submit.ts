/** Leaves a step forward: the engine's submit plan decides; this runs its work in the browser, then moves on. */
import type { Field } from '../../engine/campaign.ts';
import type { StepAnswers, StepErrors } from '../../engine/validateStep.ts';
import type { SubmitInput } from '../../engine/submitPlan.ts';
import { nextStepId } from '../../engine/flow.ts';
import { asksSlotsBesideScreening } from '../../engine/pageNeeds.ts';
import { todayIso } from '../../core/dates.ts';
import { askSlotsBeforeCalendar, countryOf, goTo, ruleContext, showEarlySlots, type ControllerDeps } from './controller.ts';
import { perform } from './work.ts';
import { failedAheadOfNeed } from '../errors/assetFailure.ts';
import { loadedModule } from '../loadedModule.ts';

/** `changed`: the step's answers changed while they were sent (or the visitor left it): the page does not move on. */
export type SubmitOutcome = { ok: true; stayed?: boolean; changed?: boolean } | { ok: false; fieldErrors?: StepErrors };

/** What the engine's submit plan reads: the step's answers, and the visit as it stands. */
function submitInput(deps: ControllerDeps, stepId: string, answers: StepAnswers, shown: readonly Field[]): SubmitInput {
  const { store, campaign } = deps;
  const state = store.getState();
  const { candidate: _candidate, path: _path, country: _country, ...context } = ruleContext(state);
  return {
    campaign, stepId, candidate: state.candidate, path: state.path, answers, shown, country: countryOf(state), today: todayIso(),
    finishedSteps: state.finishedSteps, storedLead: state.lead?.stored ?? null, pendingConsents: state.pendingConsents, caregiver: state.path.caregiver,
    statements: { campaign, brand: deps.brand, locale: deps.locale, t: deps.t }, answerLabel: deps.answerLabel, context,
  };
}

type Planner = typeof import('./plannedSubmit.ts');

/**
 * The submit's planner, with the engine's plan (plannedSubmit.ts): fetched as the first step shows rather than with
 * its scripts, which are at their budget; a tap before it came waits for it.
 */
const plannerCode = loadedModule(() => import('./plannedSubmit.ts'));
export const loadPlanner = (): Promise<Planner> => plannerCode.load();

/** Works out the plan of these answers while the browser is idle, so that a tap on Next finds it made. */
export function planSubmitAhead(deps: ControllerDeps, stepId: string, answers: () => StepAnswers, shown: readonly Field[]): void {
  if (deps.readOnly) return;
  const plan = (module: Planner) => module.planWhenIdle(() => submitInput(deps, stepId, answers(), shown));
  // Once it has come, a keystroke asks it directly, not through a download's promises.
  const planner = plannerCode.now();
  if (planner) plan(planner);
  else void loadPlanner().then(plan).catch(failedAheadOfNeed);
}

/**
 * Sends a step's answers and moves on. `stillAsSent` says, once the answers' work is done, whether the step still shows
 * them: one corrected during the save, or a step left for another, stays where the visitor is, its correction unsent.
 */
export async function submitStep(deps: ControllerDeps, stepId: string, answers: StepAnswers, shown: readonly Field[], stillAsSent: () => boolean = () => true): Promise<SubmitOutcome> {
  const { store, campaign } = deps;
  const state = store.getState();
  const input = submitInput(deps, stepId, answers, shown);
  const plan = (plannerCode.now() ?? await loadPlanner()).plannedSubmit(input);
  if (deps.readOnly) {
    deps.onPreviewAccepted?.(nextStepId(campaign, stepId, ruleContext({ ...state, candidate: plan.candidate })));
    return { ok: false };
  }
  store.setState({ candidate: plan.candidate, pendingConsents: plan.pendingConsents });
  // A screening may lead to the coordinators' calendar: its slots, unless asked lately while this step was on screen,
  // are asked beside it, not a round trip after it.
  if (asksSlotsBesideScreening(campaign, plan.work)) askSlotsBeforeCalendar(store);
  // Whether the move comes after an awaited answer, outside the click's event (see ControllerDeps.navigate).
  let awaited = false;
  for (const work of plan.work) {
    // Work done at once is not awaited: the next piece's request leaves before the page renders.
    const done = perform(deps, stepId, work);
    if (done instanceof Promise) awaited = true;
    const outcome = done instanceof Promise ? await done : done;
    if (!outcome.ok) return outcome;
  }
  if (awaited && !stillAsSent()) return { ok: true, stayed: true, changed: true };
  if (plan.staysOnStep) return { ok: true, stayed: true };
  const finished = store.getState().finishedSteps;
  store.setState({ finishedSteps: finished.includes(stepId) ? finished : [...finished, stepId] });
  // The next step is decided after screening and booking, whose outcomes the rules read.
  const next = nextStepId(campaign, stepId, ruleContext(store.getState()));
  // The coordinators' calendar renders its slots with its first frame when they have come (one render with the move).
  showEarlySlots(store, campaign, next);
  goTo(deps, stepId, next, { now: awaited });
  return { ok: true };
}
