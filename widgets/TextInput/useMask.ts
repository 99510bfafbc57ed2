/**
 * A masked box that edits like a plain one: each keystroke, paste or deletion goes through the mask before the
 * browser makes it, and the box shows the masked value with the caret where the mask puts it. A browser that changes
 * the box without asking first (autofill, a keyboard composing text, undo) is followed afterwards, by reading what
 * changed.
 *
 * The box's longest value is the mask's to keep, not the box's maxlength: Safari (WebKit) cuts the text of a
 * keystroke to the room maxlength leaves before it asks the page, so in a full box (a whole date, one of whose digits
 * is being replaced) the mask would be asked to insert nothing and the digit typed would be lost.
 */
import { useEffect, useLayoutEffect, useRef, type ChangeEvent, type RefObject } from 'react';
import { changeAsEdit, type InputMask, type MaskedText, type TextEdit } from '../../src/core/mask.ts';

/** The browser's edits a mask is asked about first; the others it follows afterwards. */
const ASKED: Record<string, TextEdit['type']> = {
  insertText: 'insert',
  insertFromPaste: 'insert',
  deleteContentBackward: 'deleteBackward',
  deleteContentForward: 'deleteForward',
};

export interface MaskedBox {
  ref: RefObject<HTMLInputElement | null>;
  /** Follows a change the browser made itself; false when the box has no mask. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => boolean;
}

export function useMask(mask: InputMask | undefined, emit: (value: string) => void, maxLength?: number): MaskedBox {
  const ref = useRef<HTMLInputElement>(null);
  const latest = useRef({ mask, emit, maxLength });
  // The value the visitor saw before the browser's own change, which tells what that change was.
  const shown = useRef('');
  useLayoutEffect(() => {
    latest.current = { mask, emit, maxLength };
    if (ref.current) shown.current = ref.current.value;
  });

  const show = (input: HTMLInputElement, next: MaskedText) => {
    const changed = next.value !== shown.current;
    // The box is given its value before the page re-renders with it, so the re-render leaves the caret alone.
    if (input.value !== next.value) input.value = next.value;
    // A box filled while the visitor is elsewhere (autofill) keeps its selection: setting it could draw focus in Safari.
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(next.caret, next.caret);
    shown.current = next.value;
    if (changed) latest.current.emit(next.value);
  };
  const fits = (value: string) => latest.current.maxLength === undefined || value.length <= latest.current.maxLength;

  const masked = mask !== undefined;
  useEffect(() => {
    const input = ref.current;
    if (!input || !masked) return;
    const beforeInput = (event: InputEvent) => {
      const type = ASKED[event.inputType];
      const current = latest.current.mask;
      if (!type || !current || event.isComposing || !event.cancelable) return;
      const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
      if (type === 'insert' && text === null) return;
      const edit: TextEdit = type === 'insert' ? { type, text: text ?? '' } : { type };
      const length = input.value.length;
      const next = current({ value: input.value, start: input.selectionStart ?? length, end: input.selectionEnd ?? length }, edit);
      if (!next) return;
      event.preventDefault();
      if (fits(next.value)) show(input, next);
    };
    input.addEventListener('beforeinput', beforeInput);
    return () => input.removeEventListener('beforeinput', beforeInput);
  }, [masked]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const current = latest.current.mask;
    if (!current) return false;
    const input = event.target;
    const change = changeAsEdit(shown.current, input.value);
    if (!change) return true;
    const next = current(change.state, change.edit);
    if (next ? !fits(next.value) : !fits(input.value)) {
      // Too long (free text as typed too: the box has no maxlength of its own): the box keeps what it showed.
      show(input, { value: shown.current, caret: change.state.start });
    } else if (next) {
      show(input, next);
    } else {
      shown.current = input.value;
      latest.current.emit(input.value);
    }
    return true;
  };
  return { ref, onChange };
}
