import type { PathState, RuleContext } from '../ruleContext.ts';

/** Chooses the next step; `targets` lists every step it can return so the flow graph is known statically. */
export interface NavigationRule<T extends string = string> {
  kind: 'navigation';
  description: string;
  /**
   * The outcomes the rule decides between. Each leads to the campaign's step of the same name, unless the step's
   * `next.to` maps it to another step (the campaign's own names, not the rule's).
   */
  targets: readonly T[];
  decide(ctx: RuleContext): T;
  /**
   * The decision, when the visit's path alone makes it (known from the link the visit began with, before any answer):
   * the step counter follows it rather than count the longest way, which made s6's total drop from 7 to 6 at the step
   * after its email for every visitor who was never to see the diagnosis step.
   */
  byPath?(path: PathState): T;
}

/** Decides whether a field is shown. */
export interface VisibilityRule {
  kind: 'visibility';
  description: string;
  holds(ctx: RuleContext): boolean;
  /**
   * Holds on every visit until the step's own submit has sent what its fields hold (a form that gives way to its
   * results): a field it hides has been answered, so campaigns:check lets it hide what a lead's save needs.
   */
  holdsUntilSent?: true;
}

/** Decides whether the candidate qualifies on one criterion. */
export interface QualificationRule {
  kind: 'qualification';
  description: string;
  qualifies(ctx: RuleContext): boolean;
}

export type Rule = NavigationRule | VisibilityRule | QualificationRule;
export type RuleKind = Rule['kind'];
