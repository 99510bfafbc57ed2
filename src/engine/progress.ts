/**
 * The step counter along the visitor's own path: the steps that show progress they have passed, and the most that can
 * still come from here. Counted in the order the file writes the steps, s6's first question said "Step 2 of 8" to a
 * visitor who never sees its gender step, and a step a variant adds was always counted last.
 */
import type { Campaign } from './campaign.ts';
import { edgesOf, type Edge } from './graph.ts';
import { progressOf, type Progress } from './flow.ts';

/** A step of the campaign that shows progress (a trail kept from before a release may name a step it no longer has). */
const counts = (campaign: Campaign, id: string): boolean => {
  const step = campaign.steps[id];
  return step !== undefined && step.showProgress !== false;
};

/** The most counted steps on a way forward from `from` (itself left out), never back through the home or a step twice. */
function mostStillToCome(campaign: Campaign, from: string, edges: readonly Edge[], seen: ReadonlySet<string>): number {
  let most = 0;
  for (const edge of edges) {
    if (edge.from !== from || edge.to === campaign.home || seen.has(edge.to)) continue;
    const after = mostStillToCome(campaign, edge.to, edges, new Set([...seen, edge.to]));
    most = Math.max(most, (counts(campaign, edge.to) ? 1 : 0) + after);
  }
  return most;
}

/**
 * Progress at `stepId` for a visit whose steps so far are `trail`: the trail up to the step, or with it added when the
 * visit has not passed it (a link straight to it), as the visit records its arrival (controller.ts arriveAt).
 */
export function progressOnPath(campaign: Campaign, stepId: string, trail: readonly string[]): Progress {
  if (!counts(campaign, stepId)) return progressOf(campaign, stepId);
  const at = trail.lastIndexOf(stepId);
  const passed = at >= 0 ? trail.slice(0, at + 1) : [...trail, stepId];
  const current = passed.filter((id) => counts(campaign, id)).length;
  return { visible: true, current, total: current + mostStillToCome(campaign, stepId, edgesOf(campaign), new Set(passed)) };
}
