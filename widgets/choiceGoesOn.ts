/**
 * A choice that moves on by itself (the gender home, the diagnosis question): the step goes on when its answer
 * changes. Chosen again, the answer the visitor came back to (Back, then the same button) changes nothing, and the
 * step stood still: the same choice submits the step's form instead, as Next would.
 */
import type { MouseEvent } from 'react';

export function chooseOrGoOn<T>(event: MouseEvent<HTMLButtonElement>, chosen: T, held: unknown, onChange: (value: T) => void): void {
  if (chosen === held) event.currentTarget.form?.requestSubmit();
  else onChange(chosen);
}
