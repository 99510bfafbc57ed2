import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNTRIES } from './countries.ts';
import { formatCountryDate, maskDateInput, parseCountryDate, validateBirthDate } from './dates.ts';

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

  it('masking the digits alone reproduces the formatted date', () => {
    fc.assert(fc.property(isoDate, country, (iso, c) => {
      const formatted = formatCountryDate(iso, c);
      expect(maskDateInput(formatted.replace(/\D/g, ''), c)).toBe(formatted);
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
