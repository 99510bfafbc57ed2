/**
 * The step counter along the visitor's own path: the steps that show progress they have passed, and the most that can
 * still come from here. Counted in the order the file writes the steps, s6's first question said "Step 2 of 8" to a
 * visitor who never sees its gender step, and a step a variant adds was always counted last.
 */
import type { Campaign } from './campaign.ts';
import { edgesOf, type Edge } from './graph.ts';
import { progressOf, stepOfOutcome, type Progress } from './flow.ts';
import { isRuleName, rules } from './rules/index.ts';
import type { PathState } from './ruleContext.ts';

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

/** Whether the visit can take `edge`: a rule its path settles (NavigationRule.byPath) leads one way only. */
function openOnPath(campaign: Campaign, edge: Edge, path: PathState): boolean {
  const rule = edge.rule !== null && isRuleName(edge.rule) ? rules[edge.rule] : null;
  const next = campaign.steps[edge.from]?.next;
  if (rule?.kind !== 'navigation' || !rule.byPath || typeof next !== 'object') return true;
  return edge.to === stepOfOutcome(next, rule.byPath(path));
}

/**
 * Progress at `stepId` for a visit whose steps so far are `trail`: the trail up to the step, or with it added when the
 * visit has not passed it (a link straight to it), as the visit records its arrival (controller.ts arriveAt). With the
 * visit's path, a way its path rules out is not counted.
 */
export function progressOnPath(campaign: Campaign, stepId: string, trail: readonly string[], path: PathState | null = null): Progress {
  if (!counts(campaign, stepId)) return progressOf(campaign, stepId);
  const at = trail.lastIndexOf(stepId);
  const passed = at >= 0 ? trail.slice(0, at + 1) : [...trail, stepId];
  const current = passed.filter((id) => counts(campaign, id)).length;
  const edges = edgesOf(campaign).filter((edge) => path === null || openOnPath(campaign, edge, path));
  return { visible: true, current, total: current + mostStillToCome(campaign, stepId, edges, new Set(passed)) };
}
