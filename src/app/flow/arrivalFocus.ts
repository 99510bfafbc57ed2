/**
 * Where focus goes when a step appears. After a step change it moves to the new heading, which tells screen-reader
 * users the page changed. On the page's first step it stays at the top of the document, so the first Tab reaches the
 * skip link as on any page (WCAG 2.4.1, 2.4.3).
 */
let stepsShown = 0;

export function focusHeadingOnArrival(): void {
  if (stepsShown++ > 0) document.getElementById('step-title')?.focus();
}
