/**
 * The answers a step's draft (what was typed on it and not sent: src/app/state/stepDraft.ts) keeps, and what they say
 * when the step shows again.
 */
import type { Field } from './campaign.ts';
import { answerKeyOf } from './fieldKinds.ts';
import type { StepAnswers } from './validateStep.ts';

/**
 * What a step's draft keeps: the answers of the step's own fields as they stand (the form also holds the person's other
 * answers, which the tab need not keep twice), and each answer the visitor changed and left empty as null. An empty
 * answer is undefined, which storage drops, and the step would start with the person's answer again after a reload (a
 * located postal code cleared came back).
 */
export function draftToKeep(fields: readonly Field[], answers: StepAnswers, changed: ReadonlySet<string>): StepAnswers {
  const kept: StepAnswers = {};
  for (const field of fields) {
    const key = answerKeyOf(field);
    if (!key || !Object.hasOwn(answers, key)) continue;
    kept[key] = changed.has(key) && (answers[key] === undefined || answers[key] === '') ? null : answers[key];
  }
  return kept;
}

/** The answers a step's draft says the visitor emptied (draftToKeep): they count as changed, so nothing fills them again. */
export function clearedInDraft(draft: StepAnswers): string[] {
  return Object.keys(draft).filter((key) => draft[key] === null);
}
