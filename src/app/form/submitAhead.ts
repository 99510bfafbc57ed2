/**
 * A step form's submit, taken before rjsf hears it. rjsf commits a submit's state before it calls onSubmit, which
 * re-renders every field of the step (30-60 ms of a phone's main thread on a one-page screener) before the save or the
 * screening can be sent. Its validateForm() shows the errors as its own submit does, focus and onError included, and
 * changes nothing when there are none: a valid step is handed on at once, and renders while the server answers.
 */
import type { FormEvent, RefObject } from 'react';

/** What is used of rjsf's Form instance. */
interface StepForm<T> {
  validateForm(): boolean;
  state: { formData?: T };
  formElement: RefObject<unknown>;
}

export function submitAhead<T>(form: StepForm<T> | null, event: FormEvent, valid: (data: T) => void): void {
  // A submit of another form on the page (none is inside a step's form) is left alone.
  if (!form || event.target !== form.formElement.current) return;
  event.preventDefault();
  event.stopPropagation();
  if (form.validateForm()) valid(form.state.formData ?? ({} as T));
}
