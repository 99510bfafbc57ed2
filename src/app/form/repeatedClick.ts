/**
 * The second click of a double click or double tap, taken away from a step's buttons and links. The first moves the
 * step on in a moment, and the second then lands on whatever the next step draws in the same place: s6's phone step,
 * tapped twice, sent its optional email step empty and skipped it; on a phone the second tap of a pair on postal's Next
 * landed on dob's Back, drawn there, and went back. A browser counts such a click as the second of a pair (its detail
 * is 2 or more) whatever element it lands on; a click the keyboard makes counts 0, and one click 1. Buttons and links
 * are held (a choice drawn as a button too: its second click would undo the first); a box clicked twice acts as ever.
 */
import type { MouseEvent } from 'react';

const ACTS_AT_ONCE = 'button, a[href], input[type="submit"], input[type="button"]';

/**
 * Hears every click in the step, before its target does: a repeated one on a button or link goes no further, and
 * its default (a submit, a link followed) is not done.
 */
export function holdRepeatedClick(event: MouseEvent): void {
  if (event.detail > 1 && event.target instanceof Element && event.target.closest(ACTS_AT_ONCE)) {
    event.preventDefault();
    event.stopPropagation();
  }
}
