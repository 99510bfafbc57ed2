/**
 * rjsf re-renders every field whose props or registry differ by deep comparison. Values rebuilt on each render
 * (the visible fields, the answers other widgets read) keep their previous identity while their items are the same,
 * so one keystroke re-renders only the field typed in.
 */

/** `next`, or `previous` when both hold the same items in the same order. */
export function sameItemsOr<L extends readonly unknown[]>(previous: L | undefined, next: L): L {
  if (!previous || previous.length !== next.length) return next;
  return next.every((item, i) => item === previous[i]) ? previous : next;
}

/**
 * Answers a widget reads from another field of its step: the study criteria depend on the gender answered beside them,
 * and the participant's fields are labelled as theirs once 'Someone else' is chosen beside them.
 */
export const ANSWERS_READ_ACROSS_FIELDS = ['gender', 'participant'] as const;

/** The step's answers other widgets read; `previous` when none of them changed. */
export function answersReadAcrossFields(previous: Record<string, unknown> | undefined, answers: Record<string, unknown>): Record<string, unknown> {
  const next: Record<string, unknown> = {};
  for (const key of ANSWERS_READ_ACROSS_FIELDS) if (answers[key] !== undefined) next[key] = answers[key];
  if (previous && Object.keys(previous).length === Object.keys(next).length && ANSWERS_READ_ACROSS_FIELDS.every((k) => previous[k] === next[k])) return previous;
  return next;
}
