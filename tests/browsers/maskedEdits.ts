/**
 * The masked date of birth and phone number edited in the middle and pasted into, with each engine's own keyboard
 * and clipboard: what the box shows and where the caret is after each key, as the widget tests
 * (widgets/TextInput/BirthDate.test.tsx, Phone.test.tsx) and the Chromium spec tests/e2e/masked-fields.spec.ts pin it.
 * A US visitor's formats (MM/DD/YYYY, (###) ###-####), in either language.
 */
import { keysOf, type Key } from './driver.ts';

/** One thing done to the box, and the value and caret (no selection) it must then show. */
export interface MaskedStep {
  what: string;
  /** Keys pressed where the box's caret is. */
  keys?: Key[];
  /** Text copied from elsewhere on the page (Control+C) and pasted into the box (Control+V). */
  paste?: string;
  value: string;
  caret: number;
}

/** Steps from an empty box; the box is emptied after them (select all, Backspace). A step that fails ends its run. */
export type MaskedRun = readonly MaskedStep[];

const times = (n: number, key: Key): Key[] => Array<Key>(n).fill(key);

export const DATE_OF_BIRTH_EDITS: readonly MaskedRun[] = [
  [
    { what: 'typing 04121980', keys: keysOf('04121980'), value: '04/12/1980', caret: 10 },
    // Back to just after the 2 of 12: Backspace empties its place, the year stays where it was.
    { what: 'Backspace after the 2 of 12 (five ArrowLeft from the end)', keys: [...times(5, 'ArrowLeft'), 'Backspace'], value: '04/1_/1980', caret: 4 },
    { what: 'typing 5 there', keys: ['5'], value: '04/15/1980', caret: 5 },
    // Delete before the 1 of 15 takes it and the caret stays; a digit typed there fills the place.
    { what: 'Delete before the 1 of 15 (Home, three ArrowRight)', keys: ['Home', ...times(3, 'ArrowRight'), 'Delete'], value: '04/_5/1980', caret: 3 },
    { what: 'typing 1 there', keys: ['1'], value: '04/15/1980', caret: 4 },
  ],
  [{ what: 'pasting "04121980"', paste: '04121980', value: '04/12/1980', caret: 10 }],
  [{ what: 'pasting "4/12/1980"', paste: '4/12/1980', value: '04/12/1980', caret: 10 }],
];

export const PHONE_EDITS: readonly MaskedRun[] = [
  [
    { what: 'typing 2125550199', keys: keysOf('2125550199'), value: '(212) 555-0199', caret: 14 },
    // Back to just after the second 5 of 555: Backspace takes it, the later digits move up, the caret stays between them.
    { what: 'Backspace after the second 5 of 555 (six ArrowLeft from the end)', keys: [...times(6, 'ArrowLeft'), 'Backspace'], value: '(212) 550-199', caret: 7 },
    { what: 'typing 5 there', keys: ['5'], value: '(212) 555-0199', caret: 8 },
    // Delete just before the area code's bracket takes the next digit across the separators.
    { what: 'Delete before the area code\'s bracket (Home, four ArrowRight)', keys: ['Home', ...times(4, 'ArrowRight'), 'Delete'], value: '(212) 550-199', caret: 4 },
    { what: 'typing 5 there', keys: ['5'], value: '(212) 555-0199', caret: 7 },
  ],
  [{ what: 'pasting "+1 212-555-0199"', paste: '+1 212-555-0199', value: '+1 212-555-0199', caret: 15 }],
  [{ what: 'pasting "1 212 555 0199"', paste: '1 212 555 0199', value: '(212) 555-0199', caret: 14 }],
];
