/**
 * The second click of a double click or double tap, taken away from a step's Next. The first moves the step on in a
 * moment, and the second then lands on the next step's Next, drawn where the first one was: s6's phone step, tapped
 * twice, sent its optional email step empty and skipped it. A browser counts such a click as the second of a pair
 * (its detail is 2 or more) whatever element it lands on; a click the keyboard makes counts 0, and one click 1.
 */
import type { FormEvent, MouseEvent } from 'react';

export interface RepeatedClickGuard {
  /** Hears every click in the step, before its target does. */
  heard(event: MouseEvent): void;
  /** True, with the submit stopped, when the submit comes from a click counted as a repeat. */
  held(event: FormEvent): boolean;
}

export function repeatedClickGuard(): RepeatedClickGuard {
  let last: { target: EventTarget; count: number } | null = null;
  return {
    heard(event) { last = { target: event.target, count: event.detail }; },
    held(event) {
      const submitter = (event.nativeEvent as SubmitEvent).submitter ?? null;
      const repeated = last !== null && last.target === submitter && last.count > 1;
      last = null;
      if (!repeated) return false;
      event.preventDefault();
      event.stopPropagation();
      return true;
    },
  };
}
