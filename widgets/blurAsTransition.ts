/**
 * A field's blur, reported to the form as a transition. On a blur the step validates every field and renders again
 * (the first blur also marks the step touched); in a tap on Next or Search the blur comes between the tap and its
 * submit, so that render ran before the submit's request could leave: 7-11 ms of the main thread at 4x CPU on the
 * study search's postal code. As a transition it renders once the submit's own work is done, or is dropped when the
 * step moves on; a blur alone (Tab to the next field) still shows its errors in the next moment the page is idle.
 */
import { startTransition } from 'react';

export function blurAsTransition(onBlur: (id: string, value: string) => void, id: string, value: string): void {
  startTransition(() => onBlur(id, value));
}
