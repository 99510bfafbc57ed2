/**
 * The submit's plan, worked out while the browser is idle after an answer, so that a tap on Next finds it made: on
 * ws10's screener 0.4-1.2 ms of the tap at 4x CPU (the most on a visitor's first tap, whose code is not compiled yet),
 * before the save's request can leave. A plan is reused only for the same input, part by part.
 */
import { planSubmit, type SubmitInput, type SubmitPlan } from '../../engine/submitPlan.ts';
import { whenIdle, type Idle } from '../whenIdle.ts';
import { jsonEqual } from '../../core/jsonEqual.ts';

let last: { input: SubmitInput; plan: SubmitPlan } | null = null;

type Plan = (input: SubmitInput) => SubmitPlan;

/** The plan of `input`: the one worked out ahead when its input was the same, else worked out now. */
export function plannedSubmit(input: SubmitInput, plan: Plan = planSubmit): SubmitPlan {
  // The answers, the consent words and the rules' context are built afresh for each plan around the visit's own
  // objects, which compare at once; the translator and the answers' labeller are functions, equal only to themselves.
  if (last && jsonEqual(last.input, input)) return last.plan;
  const made = plan(input);
  last = { input, plan: made };
  return made;
}

let waiting: (() => SubmitInput) | null = null;

/**
 * Works out the plan once the browser is idle, from the input as it stands then (the latest asked for): one piece of
 * idle work however many answers come before it. A plan that cannot be worked out yet (answers half typed) is left
 * for the tap, which works it out again and reports what fails.
 */
export function planWhenIdle(input: () => SubmitInput, idle: Idle = whenIdle, plan: Plan = planSubmit): void {
  const asked = waiting !== null;
  waiting = input;
  if (asked) return;
  idle(() => {
    const next = waiting;
    waiting = null;
    try {
      if (next) plannedSubmit(next(), plan);
    } catch {
      // Worked out again on the tap.
    }
  });
}

/** Forgets the plan kept (tests). */
export function forgetPlannedSubmit(): void {
  last = null;
  waiting = null;
}
