/**
 * Which of a step's fields show their messages. A step's answers are validated as a whole at every change, but a
 * field's message shows only once the visitor has left that field, or once Next has found the step incomplete: a
 * visitor who has typed one letter of the second answer is not shown every question below as wrong.
 */

/** The fields whose messages show, by answer key, or all of them. */
export type Revealed = ReadonlySet<string> | 'all';

export const NOTHING_REVEALED: Revealed = new Set<string>();

/** After Next has found the step incomplete: every message shows, and follows every change from then on. */
export const EVERYTHING_REVEALED: Revealed = 'all';

/** The element id the form gives a field's control (and the error summary's link points at): `root_<key>`. */
export const fieldControlId = (key: string): string => `root_${key}`;

/**
 * The field a control belongs to, from the control's element id: the form names a field's control `root_<key>` and a
 * widget's own controls `root_<key>-<part>` (a radio of a group, a box of a height). The longest key wins, so that a
 * key which starts another (phone, phoneConfirm) names only its own controls.
 */
export function fieldOfControl(controlId: string, keys: readonly string[]): string | null {
  let found: string | null = null;
  for (const key of keys) {
    const id = fieldControlId(key);
    const belongs = controlId === id || controlId.startsWith(`${id}-`) || controlId.startsWith(`${id}_`);
    if (belongs && (found === null || key.length > found.length)) found = key;
  }
  return found;
}

/**
 * Focus moved from the control `leftId` to `enteredId` (null when it left the page's controls): the field left shows its
 * message from now on, unless focus stayed within it (from a height's feet to its inches, along a radio group).
 * Returns `revealed` itself when nothing changed.
 */
export function revealOnLeaving(revealed: Revealed, leftId: string, enteredId: string | null, keys: readonly string[]): Revealed {
  if (revealed === 'all') return revealed;
  const left = fieldOfControl(leftId, keys);
  if (left === null || revealed.has(left)) return revealed;
  if (enteredId !== null && fieldOfControl(enteredId, keys) === left) return revealed;
  return new Set([...revealed, left]);
}

export function isRevealed(revealed: Revealed, key: string): boolean {
  return revealed === 'all' || revealed.has(key);
}
