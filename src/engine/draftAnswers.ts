/**
 * The answers a step's draft (what was typed on it and not sent: src/app/state/stepDraft.ts) keeps, and what they say
 * when the step shows again.
 */
import type { Field } from './campaign.ts';
import { answerKeyOf, kindSpec } from './fieldKinds.ts';
import type { StepAnswers } from './validateStep.ts';

/** The step's fields whose answer `answers` holds (an answer held as undefined or null too), each with its answer key. */
function fieldsHeld(fields: readonly Field[], answers: StepAnswers): Array<{ field: Field; key: string }> {
  return fields.flatMap((field) => {
    const key = answerKeyOf(field);
    return key && Object.hasOwn(answers, key) ? [{ field, key }] : [];
  });
}

/**
 * What a step's draft keeps: the answers of the step's own fields the visitor changed (the form also holds the person's
 * other answers, which the tab need not keep twice), each one left empty as null. An answer the visitor did not touch is
 * what the step starts with anyway, and kept it would outlive a change made elsewhere: the condition a diagnosis Yes
 * ticked came back, over the No given after it. An empty answer is undefined, which storage drops, and the step would
 * start with the person's answer again after a reload (a located postal code cleared came back).
 */
export function draftToKeep(fields: readonly Field[], answers: StepAnswers, changed: ReadonlySet<string>): StepAnswers {
  const kept: StepAnswers = {};
  for (const { key } of fieldsHeld(fields, answers)) {
    if (changed.has(key)) kept[key] = answers[key] === undefined || answers[key] === '' ? null : answers[key];
  }
  return kept;
}

/** The answers a step's draft says the visitor emptied (draftToKeep): they count as changed, so nothing fills them again. */
export function clearedInDraft(draft: StepAnswers): string[] {
  return Object.keys(draft).filter((key) => draft[key] === null);
}

/**
 * Whether a step's draft held a consent answer that draftAnswersKept does not give back, one other than the step starts
 * with anyway (`starting`: a box's default, a choice already sent): the visitor is told to give it again, or a box they
 * had ticked would be found unticked (and an unticked medical-records box is a refusal).
 */
export function consentsToGiveAgain(fields: readonly Field[], draft: StepAnswers, starting: StepAnswers): boolean {
  return fieldsHeld(fields, draft).some(({ field, key }) => {
    const spec = kindSpec(field.kind);
    if (!spec.asksConsent || draft[key] === undefined || draft[key] === null) return false;
    // A box ticked and unticked again is no choice where the kind says so (the terms box): nothing was given to lose. A
    // choice in parts (the partner's two questions) counts once one part is made, though the kind wants both.
    if (typeof draft[key] === 'boolean' && spec.answered && !spec.answered(draft[key])) return false;
    return JSON.stringify(draft[key]) !== JSON.stringify(starting[key]);
  });
}

/**
 * What a step's draft gives back (answers typed and not sent before a refresh or a language switch): each of the step's
 * fields' but a consent's. A consent is given again, to the words on the page now (in the other language, say): a
 * stored consent is the choice made beside the words it is stored with.
 */
export function draftAnswersKept(fields: readonly Field[], draft: StepAnswers): StepAnswers {
  const kept: StepAnswers = {};
  for (const { field, key } of fieldsHeld(fields, draft)) if (!kindSpec(field.kind).asksConsent) kept[key] = draft[key];
  return kept;
}
