/** The step graph of a campaign, known without running it: fixed edges and every rule's declared targets. */
import type { Campaign } from './campaign.ts';
import { rules, isRuleName } from './rules/index.ts';
import { stepOfOutcome } from './flow.ts';

export interface Edge {
  from: string;
  to: string;
  rule: string | null;
}

export function edgesOf(campaign: Campaign): Edge[] {
  const edges: Edge[] = [];
  for (const from of campaign.stepOrder) {
    const step = campaign.steps[from];
    if (!step) continue;
    const next = step.next;
    if (typeof next === 'string') edges.push({ from, to: next, rule: null });
    else if (next && isRuleName(next.rule)) {
      const rule = rules[next.rule];
      if (rule.kind === 'navigation') for (const outcome of rule.targets) edges.push({ from, to: stepOfOutcome(next, outcome), rule: next.rule });
    } else if (next === undefined && step.nav?.next !== false) edges.push({ from, to: campaign.home, rule: null });
  }
  return edges;
}

/** Step ids reachable from home. */
export function reachableFromHome(campaign: Campaign): Set<string> {
  const edges = edgesOf(campaign);
  const seen = new Set<string>([campaign.home]);
  const queue = [campaign.home];
  while (queue.length) {
    const at = queue.shift() as string;
    for (const e of edges) if (e.from === at && !seen.has(e.to)) { seen.add(e.to); queue.push(e.to); }
  }
  return seen;
}

/**
 * The steps a visitor can reach from `from` on the way forward, `from` included: a path back to the home, where a
 * visit begins again, does not count, or every step would come after every other.
 */
export function reachableForwardFrom(campaign: Campaign, from: string, edges: readonly Edge[] = edgesOf(campaign)): Set<string> {
  const seen = new Set<string>([from]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift() as string;
    for (const e of edges) if (e.from === at && e.to !== campaign.home && !seen.has(e.to)) { seen.add(e.to); queue.push(e.to); }
  }
  return seen;
}

/**
 * Terminal pages: where a visit ends. A step that finishes the flow, or one with no way on to another step
 * (a single-page study search comes back to itself).
 */
export function terminalSteps(campaign: Campaign): string[] {
  const edges = edgesOf(campaign);
  return campaign.stepOrder.filter((id) => campaign.steps[id]?.meta?.finishesFlow === true || !edges.some((e) => e.from === id && e.to !== id));
}
