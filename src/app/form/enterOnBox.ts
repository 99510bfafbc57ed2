/**
 * Enter pressed on a checkbox, taken away from the step's form. A browser sends the form when Enter is pressed in one
 * of its fields (its implicit submission), a checkbox too, and leaves the box as it was: on s6's and ws19's last
 * steps, which have no Back, a keyboard user trying to tick a condition or the brand partner's box finished the
 * sign-up with it unticked. Space ticks a box; Enter on it now does nothing.
 */
import type { KeyboardEvent } from 'react';

export function holdEnterOnBox(event: KeyboardEvent): void {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type === 'checkbox') event.preventDefault();
}
