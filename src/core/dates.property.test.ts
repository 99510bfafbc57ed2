import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNTRIES } from './countries.ts';
import { formatCountryDate, parseCountryDate, validateBirthDate } from './dates.ts';
import { dateInputMask } from './dateMask.ts';

const TODAY = '2026-03-02';
/** Earliest birth date still aged 120 on TODAY (age 0 to 120 inclusive, spec §5); 1905-03-02 is already 121. */
const OLDEST_VALID = '1905-03-03';

const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date(`${TODAY}T00:00:00Z`), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const country = fc.constantFrom(...Object.values(COUNTRIES));

describe('country date properties', () => {
  it('formatCountryDate then parseCountryDate gives back the same ISO date', () => {
    fc.assert(fc.property(isoDate, country, (iso, c) => {
      expect(parseCountryDate(formatCountryDate(iso, c), c)).toBe(iso);
    }), { numRuns: 1000 });
  });

  it('the digits alone, typed or pasted into the date box, reproduce the formatted date', () => {
    fc.assert(fc.property(isoDate, country, (iso, c) => {
      const formatted = formatCountryDate(iso, c);
      const mask = dateInputMask(c);
      let typed = '';
      for (const digit of formatted.replace(/\D/g, '')) typed = mask({ value: typed, start: typed.length, end: typed.length }, { type: 'insert', text: digit })?.value ?? typed;
      expect(typed).toBe(formatted);
      expect(mask({ value: '', start: 0, end: 0 }, { type: 'insert', text: formatted.replace(/\D/g, '') })?.value).toBe(formatted);
    }), { numRuns: 1000 });
  });

  it('deleting any one digit of a formatted date leaves every other digit in its place, and typing it back restores the date', () => {
    fc.assert(fc.property(isoDate, country, fc.nat(), (iso, c, pick) => {
      const formatted = formatCountryDate(iso, c);
      const places = [...formatted].flatMap((ch, i) => (/\d/.test(ch) ? [i] : []));
      const at = places[pick % places.length] as number;
      const mask = dateInputMask(c);
      const deleted = mask({ value: formatted, start: at + 1, end: at + 1 }, { type: 'deleteBackward' });
      expect(deleted?.caret).toBe(at);
      if (at < formatted.length - 1) expect(deleted?.value).toBe(`${formatted.slice(0, at)}_${formatted.slice(at + 1)}`);
      const retyped = mask({ value: deleted?.value ?? '', start: at, end: at }, { type: 'insert', text: formatted[at] as string });
      expect(retyped).toEqual({ value: formatted, caret: at + 1 });
    }), { numRuns: 1000 });
  });

  it('validateBirthDate accepts every formatted date up to today within the 120-year age limit', () => {
    fc.assert(fc.property(isoDate, country, (iso, c) => {
      const formatted = formatCountryDate(iso, c);
      expect(validateBirthDate(formatted, c, TODAY)).toBe(iso >= OLDEST_VALID ? null : 'invalidBirthDate');
    }), { numRuns: 1000 });
  });

  it('the age-120 edge sits where the property expects it, in every country', () => {
    for (const c of Object.values(COUNTRIES)) {
      expect(validateBirthDate(formatCountryDate('1905-03-03', c), c, TODAY)).toBeNull();
      expect(validateBirthDate(formatCountryDate('1905-03-02', c), c, TODAY)).toBe('invalidBirthDate');
      expect(validateBirthDate(formatCountryDate('1900-01-01', c), c, TODAY)).toBe('invalidBirthDate');
      expect(validateBirthDate(formatCountryDate(TODAY, c), c, TODAY)).toBeNull();
    }
  });
});
