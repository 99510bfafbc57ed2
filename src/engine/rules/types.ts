import type { RuleContext } from '../ruleContext.ts';

/** Chooses the next step; `targets` lists every step it can return so the flow graph is known statically. */
export interface NavigationRule<T extends string = string> {
  kind: 'navigation';
  description: string;
  targets: readonly T[];
  decide(ctx: RuleContext): T;
}

/** Decides whether a field is shown. */
export interface VisibilityRule {
  kind: 'visibility';
  description: string;
  holds(ctx: RuleContext): boolean;
}

/** Decides whether the candidate qualifies on one criterion. */
export interface QualificationRule {
  kind: 'qualification';
  description: string;
  qualifies(ctx: RuleContext): boolean;
}

export type Rule = NavigationRule | VisibilityRule | QualificationRule;
export type RuleKind = Rule['kind'];
