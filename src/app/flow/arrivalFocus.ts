/**
 * Where the visitor lands when a step appears. After a step change the page shows the new step from its top, as a
 * new page would, and focus moves to the step's heading, which tells screen-reader users the page changed. The
 * scroll is made explicitly because WebKit does not always scroll to a heading it focuses (after Finish on a long
 * screener it left visitors at the bottom of the result page), and the focus then scrolls no further. On the page's
 * first step nothing moves: focus stays at the top of the document, so the first Tab reaches the skip link as on any
 * page (WCAG 2.4.1, 2.4.3).
 *
 * The scroll is instant whatever the visitor's motion preference: the previous step is gone, so a glide would only
 * sweep through the new page's lower half, and until it ended the focused heading would be out of sight, with a tap
 * stopping it part-way; a new page is shown from its top at once.
 */
let stepsShown = 0;

export function arriveAtStep(): void {
  if (stepsShown++ === 0) return;
  window.scrollTo({ top: 0, behavior: 'instant' });
  document.getElementById('step-title')?.focus({ preventScroll: true });
}
