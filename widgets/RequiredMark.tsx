/**
 * The visible mark of a required field, after its label or legend: every required field carries it, not only the
 * text boxes (a select or a group of choices read "Gender" beside "Full name *"). Hidden from the accessible name,
 * which `aria-required` (or the native `required`) already completes.
 */
export function RequiredMark({ required }: { required: boolean }) {
  return required ? <span aria-hidden="true"> *</span> : null;
}

/**
 * What aria-required says for a group that cannot carry it (checkboxes, toggle buttons): a word the group is described
 * by, out of sight, so that its name stays the question.
 */
export function RequiredNote({ id, text }: { id: string; text: string }) {
  return <span id={id} className="visually-hidden">{text}</span>;
}

/** The group's description: the required note, then the message while it is in error. */
export const describedByIds = (...ids: Array<string | false | null | undefined>): string | undefined => ids.filter(Boolean).join(' ') || undefined;
