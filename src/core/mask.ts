/** Input masks where `#` stands for a digit; literals appear only once a later digit needs them. */
export function applyMask(digits: string, mask: string): string {
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === '#') out += digits[i++];
    else out += ch;
  }
  // Digits beyond the mask are kept rather than lost.
  return out + digits.slice(i);
}

/** What a text box shows and what is selected in it (start = end: the caret alone). */
export interface TextState {
  value: string;
  start: number;
  end: number;
}

/** What the visitor does to the box: types or pastes text over the selection, or presses Backspace or Delete. */
export type TextEdit = { type: 'insert'; text: string } | { type: 'deleteBackward' } | { type: 'deleteForward' };

/** The box after an edit: what it shows and where the caret is. */
export interface MaskedText {
  value: string;
  caret: number;
}

/** Applies an edit to a masked box; null when the mask leaves the edit to the box (free text it does not mask). */
export type InputMask = (state: TextState, edit: TextEdit) => MaskedText | null;

/** What a place of a fixed mask shows while its digit is deleted and the digits after it keep their places. */
export const EMPTY_PLACE = '_';

const digitsOf = (text: string) => text.replace(/\D/g, '');
const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';

/** The edit a plain box would have made: what the mask's free text follows. */
function typedAsIs({ value, start, end }: TextState, edit: TextEdit): string {
  if (edit.type === 'insert') return value.slice(0, start) + edit.text + value.slice(end);
  if (start < end) return value.slice(0, start) + value.slice(end);
  return edit.type === 'deleteBackward' ? value.slice(0, Math.max(0, start - 1)) + value.slice(start) : value.slice(0, start) + value.slice(start + 1);
}

function clampSelection(state: TextState): TextState {
  const start = Math.max(0, Math.min(state.start, state.value.length));
  return { value: state.value, start, end: Math.max(start, Math.min(state.end, state.value.length)) };
}

/**
 * The edit that turned `before` into `after`, for a change the browser made without asking first (autofill, a
 * composition, undo): the text between their common start and end replaced. Null when nothing changed.
 */
export function changeAsEdit(before: string, after: string): { state: TextState; edit: TextEdit } | null {
  if (before === after) return null;
  const shortest = Math.min(before.length, after.length);
  let head = 0;
  while (head < shortest && before[head] === after[head]) head++;
  let tail = 0;
  while (tail < shortest - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  const text = after.slice(head, after.length - tail);
  const state = { value: before, start: head, end: before.length - tail };
  return { state, edit: text ? { type: 'insert', text } : { type: 'deleteBackward' } };
}

/**
 * A mask whose digits flow through it, as a phone number's do: deleting one moves the later ones up, typing one in the
 * middle moves them on, and the caret stays between the same digits. `format` masks a string of digits (it may drop
 * leading ones); a value `asTyped` accepts is free text the box takes as typed.
 */
export function flowingDigitsMask(format: (digits: string) => string, asTyped: (value: string) => boolean): InputMask {
  return (given, edit) => {
    const state = clampSelection(given);
    const typed = typedAsIs(state, edit);
    if (asTyped(typed)) return null;
    const { value, start, end } = state;
    const digits = digitsOf(value);
    const from = digitsOf(value.slice(0, start)).length;
    const to = digitsOf(value.slice(0, end)).length;
    const unchanged = { value, caret: start };
    let next: string;
    let caretDigits: number;
    if (asTyped(value)) {
      // Free text that stops being free (its + deleted) is masked as the box would have shown it.
      const typedCaret = edit.type === 'insert' ? start + edit.text.length : edit.type === 'deleteBackward' && start === end ? Math.max(0, start - 1) : start;
      next = digitsOf(typed);
      caretDigits = digitsOf(typed.slice(0, typedCaret)).length;
    } else if (edit.type === 'insert') {
      const typed = digitsOf(edit.text);
      if (!typed && from === to) return unchanged;
      next = digits.slice(0, from) + typed + digits.slice(to);
      caretDigits = from + typed.length;
    } else if (from < to) {
      next = digits.slice(0, from) + digits.slice(to);
      caretDigits = from;
    } else if (edit.type === 'deleteBackward') {
      if (from === 0) return unchanged;
      next = digits.slice(0, from - 1) + digits.slice(from);
      caretDigits = from - 1;
    } else {
      if (from === digits.length) return unchanged;
      next = digits.slice(0, from) + digits.slice(from + 1);
      caretDigits = from;
    }
    const masked = format(next);
    // Digits the format drops come off the front (a typed leading 1), so the caret moves back by as many.
    const dropped = next.length - digitsOf(masked).length;
    // A caret the visitor put after a separator stays after it: before the next digit, not after the last one.
    const afterSeparator = start > 0 && !isDigit(value[start - 1]);
    return { value: masked, caret: caretAfterDigits(masked, Math.max(0, caretDigits - dropped), afterSeparator) };
  };
}

function caretAfterDigits(value: string, count: number, beforeNextDigit: boolean): number {
  let caret = value.length;
  let seen = 0;
  for (let i = 0; i <= value.length; i++) {
    if (seen === count) { caret = i; break; }
    if (isDigit(value[i])) seen++;
  }
  while (beforeNextDigit && caret < value.length && !isDigit(value[caret])) caret++;
  return caret;
}

type Places = Array<string | null>;

/**
 * A mask of fixed places, as a date's: each digit keeps its place. Deleting a digit leaves its place empty (shown
 * as _), typing fills or replaces the place after the caret (a later digit pushed on would land in another part of
 * the date), and the separators stay put. A whole value pasted replaces the box's, its groups read by their
 * separators (4/12/1980 as 04/12/1980); a lone digit closed by a typed separator fills a two-digit group as 0 and
 * the digit, as people write 4/12/1980.
 */
export function fixedPlacesMask(mask: string): InputMask {
  const slots = [...mask].flatMap((ch, i) => (ch === '#' ? [i] : []));
  const capacity = slots.length;
  const groups = groupsOf(mask);
  const render = (places: Places) => {
    let last = places.length - 1;
    while (last >= 0 && places[last] === null) last--;
    return applyMask(places.slice(0, last + 1).map((d) => d ?? EMPTY_PLACE).join(''), mask);
  };
  const firstSlotFrom = (position: number) => {
    const found = slots.findIndex((s) => s >= position);
    return found < 0 ? capacity : found;
  };
  const lastSlotBefore = (position: number) => firstSlotFrom(position) - 1;
  const fill = (places: Places): Places => Array.from({ length: capacity }, (_, i) => places[i] ?? null);

  /** Text that is a whole value: as many digits as places, or one group of digits per group of places. */
  const wholeValue = (text: string): Places | null => {
    const digits = digitsOf(text);
    if (digits.length === capacity) return [...digits];
    const runs = text.split(/\D+/).filter(Boolean);
    if (runs.length !== groups.length || runs.length < 2) return null;
    const places: Places = [];
    for (const [i, [first, after]] of groups.entries()) {
      const size = after - first;
      let run = runs[i] as string;
      if (run.length > size) return null;
      if (size === 2 && run.length === 1) run = `0${run}`;
      places.push(...run, ...Array<null>(size - run.length).fill(null));
    }
    return places;
  };

  /** The box's value as places, its selection with them; a value the mask did not write (one given before) by its digits. */
  const read = (state: TextState): { places: Places; start: number; end: number } => {
    const fits = state.value.length <= mask.length
      && [...state.value].every((ch, i) => (mask[i] === '#' ? isDigit(ch) || ch === EMPTY_PLACE : ch === mask[i]));
    if (fits) {
      const places = slots.map((s) => { const ch = state.value[s]; return isDigit(ch) ? ch as string : null; });
      return { places, start: state.start, end: state.end };
    }
    const places = fill(wholeValue(state.value) ?? [...digitsOf(state.value)].slice(0, capacity));
    const at = (p: number) => { const before = digitsOf(state.value.slice(0, p)).length; return before === 0 ? 0 : (slots[before - 1] ?? mask.length) + 1; };
    return { places, start: at(state.start), end: at(state.end) };
  };

  return (given, edit) => {
    const state = clampSelection(given);
    const held = read(state);
    const { start, end } = held;
    const places = fill(held.places);
    const shown = render(places);
    const unchanged = { value: shown, caret: Math.min(start, shown.length) };
    const done = (caret: number) => { const value = render(places); return { value, caret: Math.min(caret, value.length) }; };
    const clear = () => { for (let i = firstSlotFrom(start); i < capacity && (slots[i] as number) < end; i++) places[i] = null; };

    if (edit.type === 'insert') {
      const whole = wholeValue(edit.text);
      if (whole) { const value = render(fill(whole)); return { value, caret: value.length }; }
      const typed = digitsOf(edit.text);
      if (!typed) return start === end ? separatorTyped(places, start, shown) ?? unchanged : unchanged;
      clear();
      let slot = firstSlotFrom(start);
      let caret = start;
      for (const digit of typed) {
        if (slot >= capacity) break;
        places[slot] = digit;
        caret = (slots[slot] as number) + 1;
        slot++;
      }
      return done(caret);
    }
    if (start < end) {
      clear();
      return done(start);
    }
    if (edit.type === 'deleteBackward') {
      const slot = lastSlotBefore(start);
      if (slot < 0) return unchanged;
      places[slot] = null;
      return done(slots[slot] as number);
    }
    // Delete takes the next digit and leaves the caret where it is, as in a plain box.
    const slot = places.findIndex((d, i) => d !== null && i >= firstSlotFrom(start));
    if (slot < 0) return unchanged;
    places[slot] = null;
    return done(start);
  };

  /** A separator typed: steps over the one at the caret, or closes a one-digit group at the end as 0 and the digit. */
  function separatorTyped(places: Places, caret: number, shown: string): MaskedText | null {
    if (caret < shown.length) {
      let after = caret;
      while (after < shown.length && mask[after] !== '#') after++;
      return after === caret ? null : { value: shown, caret: after };
    }
    const slot = lastSlotBefore(caret);
    const group = groups.find(([first, after]) => slot >= first && slot < after);
    if (!group || group === groups[groups.length - 1] || group[1] - group[0] !== 2 || slot !== group[0]) return null;
    places[group[0] + 1] = places[group[0]] as string;
    places[group[0]] = '0';
    const value = render(places);
    return { value, caret: value.length };
  }
}

/** The mask's runs of digit places, as [first place, place after the last]. */
function groupsOf(mask: string): Array<[number, number]> {
  const groups: Array<[number, number]> = [];
  let slot = 0;
  let first = -1;
  for (const ch of mask) {
    if (ch === '#') {
      if (first < 0) first = slot;
      slot++;
    } else if (first >= 0) {
      groups.push([first, slot]);
      first = -1;
    }
  }
  if (first >= 0) groups.push([first, slot]);
  return groups;
}
