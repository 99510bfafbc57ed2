/**
 * The answers a step's draft (what was typed on it and not sent: src/app/state/stepDraft.ts) keeps, and what they say
 * when the step shows again.
 */
import type { Field } from './campaign.ts';
import { answerKeyOf, kindSpec } from './fieldKinds.ts';
import type { StepAnswers } from './validateStep.ts';
import { jsonEqual } from '../core/jsonEqual.ts';

/** The step's fields whose answer `answers` holds (an answer held as undefined or null too), each with its answer key. */
function fieldsHeld(fields: readonly Field[], answers: StepAnswers): Array<{ field: Field; key: string }> {
  return fields.flatMap((field) => {
    const key = answerKeyOf(field);
    return key && Object.hasOwn(answers, key) ? [{ field, key }] : [];
  });
}

/**
 * A step's draft: the answers the visitor changed on it and has not sent, and what the step started with for each of
 * them (`base`), so that a draft made before an answer changed elsewhere is not given back over it.
 */
export interface StepDraft {
  answers: StepAnswers;
  base: StepAnswers;
}

/** An answer held empty: nothing, null or an empty text. */
export const emptied = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * What a step's draft keeps: the answers of the step's own fields the visitor changed (the form also holds the person's
 * other answers, which the tab need not keep twice), each one left empty as null, beside what the step started with
 * (`started`). An answer the visitor did not touch is what the step starts with anyway, and kept it would outlive a
 * change made elsewhere: the condition a diagnosis Yes ticked came back, over the No given after it. An empty answer is
 * undefined, which storage drops, and the step would start with the person's answer again after a reload (a located
 * postal code cleared came back).
 */
export function draftToKeep(fields: readonly Field[], answers: StepAnswers, changed: ReadonlySet<string>, started: StepAnswers): StepDraft {
  const kept: StepDraft = { answers: {}, base: {} };
  for (const field of fields) {
    const key = answerKeyOf(field);
    if (!key || !changed.has(key)) continue;
    // An answer emptied may be gone from the form's data altogether: it is kept all the same, or a second reload gave
    // back the answer it had emptied.
    kept.answers[key] = emptied(answers[key]) ? null : answers[key];
    if (!emptied(started[key])) kept.base[key] = started[key];
  }
  return kept;
}

/** Whether a step's draft holds an answer other than the step started with: a change typed and not sent (an answer changed back is none). */
export function draftChangesAnswers(draft: StepDraft): boolean {
  return Object.keys(draft.answers).some((key) => {
    const given = draft.answers[key];
    const before = draft.base[key];
    return !(emptied(given) && emptied(before)) && !jsonEqual(given, before);
  });
}

/**
 * The step a visitor arriving at `stepId` through the browser's history, ahead of where the visit stands (not on its
 * trail, which a step gone back to cuts short), is sent back towards: the step they leave (the trail's last) when its
 * draft (draftOf reads it) changes its answers, else the first step before `stepId` in the campaign's order (`steps`)
 * that they went back past with changes unsent (off the trail, its draft changing its answers). A visitor who went
 * Back, changed an answer and came Forward was shown the verdict of the answers they had changed (a qualified person
 * told they did not qualify), and the server kept the old answers; one who jumped two entries Forward past the step
 * changed kept the old phone. Null when the step may show.
 */
export function stepWithUnsentChanges(trail: readonly string[], stepId: string, steps: readonly string[], draftOf: (step: string) => StepDraft): string | null {
  const left = trail.at(-1);
  if (left === undefined || trail.includes(stepId)) return null;
  if (draftChangesAnswers(draftOf(left))) return left;
  const at = steps.indexOf(stepId);
  return steps.slice(0, Math.max(at, 0)).find((step) => !trail.includes(step) && draftChangesAnswers(draftOf(step))) ?? null;
}

/** The answers a step's draft says the visitor emptied (draftToKeep): they count as changed, so nothing fills them again. */
export function clearedInDraft(draft: StepAnswers): string[] {
  return Object.keys(draft).filter((key) => draft[key] === null);
}

/**
 * The consent answers a step's draft held that draftAnswersKept does not give back, ones other than the step starts
 * with anyway (`starting`: a box's default, a choice already sent): the step starts with them unanswered, and the
 * visitor is told to give them again, or a box they had ticked would be found unticked (and an unticked medical-records
 * box is a refusal). Shown as the choice on file instead, a box unticked after a grant was sent came back ticked under
 * the words "were cleared", and going on kept the grant the person had taken back.
 */
export function consentsToGiveAgain(fields: readonly Field[], draft: StepAnswers, starting: StepAnswers): string[] {
  return fieldsHeld(fields, draft).filter(({ field, key }) => {
    const spec = kindSpec(field.kind);
    if (!spec.asksConsent || draft[key] === undefined || draft[key] === null) return false;
    // A box ticked and unticked again is no choice where the kind says so (the terms box): nothing was given to lose. A
    // choice in parts (the partner's two questions) counts once one part is made, though the kind wants both.
    if (typeof draft[key] === 'boolean' && spec.answered && !spec.answered(draft[key])) return false;
    return JSON.stringify(draft[key]) !== JSON.stringify(starting[key]);
  }).map(({ key }) => key);
}

/**
 * What a step starts with once the consents to give again (consentsToGiveAgain) are taken out of `start`, unanswered,
 * and whether any was: the page then says they were cleared, and it is true.
 */
export function withConsentsToGiveAgain(fields: readonly Field[], draft: StepAnswers, start: StepAnswers): { answers: StepAnswers; cleared: boolean } {
  const again = consentsToGiveAgain(fields, draft, start);
  return { answers: Object.fromEntries(Object.entries(start).filter(([key]) => !again.includes(key))), cleared: again.length > 0 };
}

/** Items of a list answer, each once: a list of ids, of choices. */
const isList = (value: unknown): value is unknown[] => Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null);

/**
 * What a step's draft gives back (answers typed and not sent before a refresh, a language switch, a Back) over what the
 * step starts with now (`start`): each of the step's fields' but a consent's. A consent is given again, to the words on
 * the page now (in the other language, say): a stored consent is the choice made beside the words it is stored with.
 * An answer the step now starts with otherwise than when the draft was made was changed elsewhere since (a diagnosis No
 * emptied the conditions): the newer answer stands, and a list keeps only the visitor's own changes to it, made on top.
 */
export function draftAnswersKept(fields: readonly Field[], draft: StepDraft, start: StepAnswers): StepAnswers {
  const kept: StepAnswers = {};
  for (const { field, key } of fieldsHeld(fields, draft.answers)) {
    if (kindSpec(field.kind).asksConsent) continue;
    const given = draft.answers[key];
    const before = draft.base[key];
    const now = start[key];
    if (emptied(before) ? emptied(now) : jsonEqual(before, now)) kept[key] = given;
    else if (isList(given) && (emptied(before) || isList(before)) && (emptied(now) || isList(now))) kept[key] = rebased(given, isList(before) ? before : [], isList(now) ? now : []);
    // Typed where the step had no answer: the visitor's own, over one that came since (the postal code located for
    // the visit arrives after a first visit's first render).
    else if (emptied(before)) kept[key] = given;
  }
  return kept;
}

/** The visitor's changes to a list (what they added, what they took out) made again on the list as it now stands. */
function rebased(given: readonly unknown[], before: readonly unknown[], now: readonly unknown[]): unknown[] {
  const has = (list: readonly unknown[], item: unknown) => list.some((other) => jsonEqual(other, item));
  const removed = before.filter((item) => !has(given, item));
  const added = given.filter((item) => !has(before, item));
  return [...now.filter((item) => !has(removed, item)), ...added.filter((item) => !has(now, item))];
}
