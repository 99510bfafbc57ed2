/**
 * The visible mark of a required field, after its label or legend: every required field carries it, not only the
 * text boxes (a select or a group of choices read "Gender" beside "Full name *"). Hidden from the accessible name,
 * which `aria-required` (or the native `required`) already completes.
 */
export function RequiredMark({ required }: { required: boolean }) {
  return required ? <span aria-hidden="true"> *</span> : null;
}
