/** The step graph of a campaign, known without running it: fixed edges and every rule's declared targets. */
import type { Campaign } from './campaign.ts';
import { rules, isRuleName } from './rules/index.ts';
import { stepOfOutcome } from './flow.ts';
import { isFieldKind, kindSpec } from './fieldKinds.ts';

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
    } else if (next === undefined && (step.nav?.next !== false || movesOnByItself(step))) edges.push({ from, to: campaign.home, rule: null });
  }
  return edges;
}

/** A step whose answer moves the visitor on without Next (Diagnosis, GenderSelect): hiding Next leaves it a way on. */
function movesOnByItself(step: Campaign['steps'][string]): boolean {
  return step.fields.some((field) => isFieldKind(field.kind) && kindSpec(field.kind).autoAdvance);
}

/** The steps met from `from` (included) along the edges `follows` lets through, in the order a breadth-first walk meets them. */
function walkFrom(from: string, edges: readonly Edge[], follows: (edge: Edge) => boolean = () => true): string[] {
  const seen = new Set<string>([from]);
  const order = [from];
  for (let i = 0; i < order.length; i++) {
    for (const e of edges) if (e.from === order[i] && !seen.has(e.to) && follows(e)) { seen.add(e.to); order.push(e.to); }
  }
  return order;
}

/** The steps a visitor can reach from home without entering one that `passes`, in the order found; none when home passes. */
export function reachableWithout(campaign: Campaign, passes: (id: string) => boolean): string[] {
  return passes(campaign.home) ? [] : walkFrom(campaign.home, edgesOf(campaign), (e) => !passes(e.to));
}

/** Step ids reachable from home. */
export function reachableFromHome(campaign: Campaign): Set<string> {
  return new Set(walkFrom(campaign.home, edgesOf(campaign)));
}

/**
 * The steps a visitor can reach from `from` on the way forward, `from` included: a path back to the home, where a
 * visit begins again, does not count, or every step would come after every other.
 */
export function reachableForwardFrom(campaign: Campaign, from: string, edges: readonly Edge[] = edgesOf(campaign)): Set<string> {
  return new Set(walkFrom(from, edges, (e) => e.to !== campaign.home));
}

/** The first end of the visit (terminalSteps) a visitor can reach from home without passing a step `passes` names; null when none. */
export function firstEndWithout(campaign: Campaign, passes: (id: string) => boolean): string | null {
  if (passes(campaign.home)) return null;
  const ends = new Set(terminalSteps(campaign));
  // A way on to a step that does not exist leads to no end: ends are steps the campaign has.
  return walkFrom(campaign.home, edgesOf(campaign), (e) => !passes(e.to)).find((id) => ends.has(id)) ?? null;
}

/**
 * Terminal pages: where a visit ends. A step that finishes the flow, or one with no way on at all. A step whose only
 * way on is itself is no end: its Next shows it again, for ever.
 */
export function terminalSteps(campaign: Campaign): string[] {
  const edges = edgesOf(campaign);
  return campaign.stepOrder.filter((id) => campaign.steps[id]?.meta?.finishesFlow === true || !edges.some((e) => e.from === id));
}

/**
 * The steps a visitor can reach but never leave for a page that ends the visit: Next only goes round among them (a
 * step's `next` pointing back to an earlier one with no other way on). In the campaign's step order.
 */
export function stepsWithoutEnd(campaign: Campaign): string[] {
  const edges = edgesOf(campaign);
  const canEnd = new Set(terminalSteps(campaign));
  // A way on to a step that does not exist is an error of its own (a dangling next), not a loop.
  for (const e of edges) if (!campaign.steps[e.to]) canEnd.add(e.to);
  for (let grew = true; grew;) {
    grew = false;
    for (const e of edges) if (canEnd.has(e.to) && !canEnd.has(e.from)) { canEnd.add(e.from); grew = true; }
  }
  const reachable = reachableFromHome(campaign);
  return campaign.stepOrder.filter((id) => reachable.has(id) && !canEnd.has(id));
}

/**
 * A round of steps a visitor could go on taking for ever: from the first step that cannot reach an end, Next followed
 * until a step comes again. The steps in order, the first repeated at the end; null when every step can reach an end.
 */
export function loopWithoutEnd(campaign: Campaign): string[] | null {
  const trapped = new Set(stepsWithoutEnd(campaign));
  const [first] = trapped;
  if (first === undefined) return null;
  const edges = edgesOf(campaign);
  const path = [first];
  for (;;) {
    const at = path[path.length - 1] as string;
    // A step that cannot reach an end is no end itself, so it has a way on, and every way on is trapped: to another
    // step where there is one, else to itself.
    const ways = edges.filter((e) => e.from === at && trapped.has(e.to));
    const next = (ways.find((e) => e.to !== at) ?? ways[0])?.to as string;
    const seen = path.indexOf(next);
    path.push(next);
    if (seen >= 0) return path.slice(seen);
  }
}
