import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as direct from './phone.ts';
import * as onDemand from './phoneOnDemand.ts';
import { COUNTRIES, type CountryCode } from './countries.ts';
import type { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { withWatchedExport } from '../../tests/support/watchedExport.ts';

// The page's on-demand module must judge every number exactly as phone.ts does, once its rules are loaded.
describe.each([
  ['phone.ts', direct],
  ['phoneOnDemand.ts', onDemand],
] as const)('%s', (_name, rules) => {
  const { formatPhone, normalisePhone, phoneForInput, validatePhone } = rules;
  beforeAll(() => onDemand.loadPhoneRules());

  describe('formatPhone', () => {
    it('reads a + after leading spaces as international, not as 10 US digits', () => {
      expect(formatPhone(' +2125550143')).toBe(formatPhone('+2125550143'));
      expect(formatPhone(' +2125550143')).not.toBe('(212) 555-0143');
    });

    it('returns what it cannot parse as +digits, and formats a short +1 number internationally', () => {
      expect(formatPhone('+999')).toBe('+999');
      expect(formatPhone('+1212555014')).toBe('+1 212555014');
    });

    it('strips +1 from a +1 number shown in the input even when it is not national', () => {
      expect(phoneForInput('+1212555014')).toBe('212555014');
      expect(phoneForInput('+442079460958')).toBe('+44 20 7946 0958');
    });

    it('adds +1 to 10 digits and formats them nationally', () => {
      expect(formatPhone('2125550123')).toBe('(212) 555-0123');
    });

    it('strips non-digits before formatting', () => {
      expect(formatPhone('(212) 555-0123')).toBe('(212) 555-0123');
      expect(formatPhone('212.555.0123')).toBe('(212) 555-0123');
    });

    it('formats +1 numbers of 12 characters nationally', () => {
      expect(formatPhone('+12125550123')).toBe('(212) 555-0123');
      expect(formatPhone('+1 (212) 555-0123')).toBe('(212) 555-0123');
      expect(formatPhone('12125550123')).toBe('(212) 555-0123');
    });

    it('formats other numbers internationally, keeping the leading +', () => {
      expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
      expect(formatPhone('+61 412 345 678')).toBe('+61 412 345 678');
      expect(formatPhone('+353851234567')).toBe('+353 85 123 4567');
    });

    it('does not add +1 to 10 digits that start with +', () => {
      expect(formatPhone('+6421123456')).not.toMatch(/^\+1/);
    });

    it('returns empty input as is and sends the notice', () => {
      const notice = vi.fn();
      expect(formatPhone('', notice)).toBe('');
      expect(notice).toHaveBeenCalledTimes(1);
      expect(notice).toHaveBeenCalledWith('formatPhone received an empty string');
    });

    it('does not send the notice for non-empty input', () => {
      const notice = vi.fn();
      formatPhone('2125550123', notice);
      expect(notice).not.toHaveBeenCalled();
    });

    it('works without a notice callback', () => {
      expect(formatPhone('')).toBe('');
    });
  });

  describe('validatePhone', () => {
    it('requires a value', () => {
      expect(validatePhone('', 'US')).toBe('required');
      expect(validatePhone('   ', 'US')).toBe('required');
      expect(validatePhone(null, 'US')).toBe('required');
      expect(validatePhone(undefined, 'GB')).toBe('required');
    });

    it('accepts valid national numbers of each country', () => {
      expect(validatePhone('(212) 555-0123', 'US')).toBeNull();
      expect(validatePhone('(416) 555-0123', 'CA')).toBeNull();
      expect(validatePhone('020 7946 0958', 'GB')).toBeNull();
      expect(validatePhone('0412 345 678', 'AU')).toBeNull();
      expect(validatePhone('021 123 4567', 'NZ')).toBeNull();
      expect(validatePhone('071 123 4567', 'ZA')).toBeNull();
      expect(validatePhone('085 123 4567', 'IE')).toBeNull();
    });

    it('rejects numbers that are not valid in the country', () => {
      expect(validatePhone('555-0123', 'US')).toBe('invalidPhone');
      expect(validatePhone('123', 'US')).toBe('invalidPhone');
      expect(validatePhone('0412 345 678', 'US')).toBe('invalidPhone');
      expect(validatePhone('(212) 555-0123', 'GB')).toBe('invalidPhone');
      expect(validatePhone('not a phone', 'AU')).toBe('invalidPhone');
    });

    it('accepts an international number whatever the country', () => {
      expect(validatePhone('+44 20 7946 0958', 'US')).toBeNull();
    });
  });

  describe('one number read again (the last read is kept)', () => {
    it('answers for the country asked, when the same text was just read for another', () => {
      expect(validatePhone('0412 345 678', 'AU')).toBeNull();
      expect(validatePhone('0412 345 678', 'US')).toBe('invalidPhone');
      expect(normalisePhone('0412 345 678', 'AU')).toBe('+61412345678');
      expect(normalisePhone('0412 345 678', 'NZ')).toBeNull();
      expect(normalisePhone('(212) 555-0123', 'US')).toBe('+12125550123');
      expect(normalisePhone('(212) 555-0123', 'GB')).toBeNull();
    });

    it('answers for the text asked, when another text was just read for the same country', () => {
      expect(normalisePhone('(212) 555-0123', 'US')).toBe('+12125550123');
      expect(normalisePhone('(212) 555-0124', 'US')).toBe('+12125550124');
      expect(validatePhone('(212) 555-01', 'US')).toBe('invalidPhone');
      expect(validatePhone('(212) 555-0125', 'US')).toBeNull();
      expect(normalisePhone('(212) 555-01', 'US')).toBeNull();
    });

    it('gives the same answers read once or again, validation first (a submit) or storing first', () => {
      for (const [text, country, e164] of [['020 7946 0958', 'GB', '+442079460958'], ['555-0123', 'US', null], [' (416) 555-0123 ', 'CA', '+14165550123']] as const) {
        expect(validatePhone(text, country)).toBe(e164 ? null : 'invalidPhone');
        expect(normalisePhone(text, country)).toBe(e164);
        expect(normalisePhone(text, country)).toBe(e164);
        expect(validatePhone(text, country)).toBe(e164 ? null : 'invalidPhone');
      }
    });
  });

  describe('normalisePhone', () => {
    it('returns E.164 for a valid number', () => {
      expect(normalisePhone('(212) 555-0123', 'US')).toBe('+12125550123');
      expect(normalisePhone('020 7946 0958', 'GB')).toBe('+442079460958');
      expect(normalisePhone('0412 345 678', 'AU')).toBe('+61412345678');
      expect(normalisePhone('021 123 4567', 'NZ')).toBe('+64211234567');
      expect(normalisePhone('071 123 4567', 'ZA')).toBe('+27711234567');
      expect(normalisePhone('085 123 4567', 'IE')).toBe('+353851234567');
      expect(normalisePhone('(416) 555-0123', 'CA')).toBe('+14165550123');
    });

    it('returns null for an invalid or empty number so it is never stored', () => {
      expect(normalisePhone('555-0123', 'US')).toBeNull();
      expect(normalisePhone('', 'US')).toBeNull();
      expect(normalisePhone('  ', 'US')).toBeNull();
      expect(normalisePhone(null, 'US')).toBeNull();
      expect(normalisePhone(undefined, 'US')).toBeNull();
    });
  });

  describe('phoneForInput', () => {
    it('strips a leading +1 for display', () => {
      expect(phoneForInput('+12125550123')).toBe('(212) 555-0123');
    });

    it('keeps the international form for other countries', () => {
      expect(phoneForInput('+442079460958')).toBe('+44 20 7946 0958');
    });

    it('is empty for no number', () => {
      expect(phoneForInput(null)).toBe('');
      expect(phoneForInput(undefined)).toBe('');
      expect(phoneForInput('')).toBe('');
    });

    it('passes formatPhone\'s notice on for an empty phone', () => {
      const notices: string[] = [];
      expect(phoneForInput('', (m) => notices.push(m))).toBe('');
      expect(phoneForInput('+12125550123', (m) => notices.push(m))).toBe('(212) 555-0123');
      expect(notices).toEqual(['formatPhone received an empty string']);
    });
  });
});

describe('a number read again is parsed once', () => {
  it("parses a box once for a submit's validation, its stored answer and its screening, and again for another text or country", async () => {
    await withWatchedExport<typeof parsePhoneNumberFromString>('libphonenumber-js/core', 'parsePhoneNumberFromString', async (parsed) => {
      const fresh = await import('./phone.ts');
      expect(fresh.validatePhone('(212) 555-0123', 'US')).toBeNull();
      expect(fresh.normalisePhone('(212) 555-0123', 'US')).toBe('+12125550123');
      expect(fresh.normalisePhone(' (212) 555-0123 ', 'US')).toBe('+12125550123');
      expect(parsed).toHaveBeenCalledTimes(1);
      // Another country, then another text: each is read anew, and the answer is its own.
      expect(fresh.normalisePhone('(212) 555-0123', 'GB')).toBeNull();
      expect(parsed).toHaveBeenCalledTimes(2);
      expect(fresh.validatePhone('020 7946 0958', 'GB')).toBeNull();
      expect(fresh.normalisePhone('020 7946 0958', 'GB')).toBe('+442079460958');
      expect(parsed).toHaveBeenCalledTimes(3);
      // Only the last read is kept: going back to the first number reads it again.
      expect(fresh.normalisePhone('(212) 555-0123', 'US')).toBe('+12125550123');
      expect(parsed).toHaveBeenCalledTimes(4);
      // Nothing typed is not read at all.
      expect(fresh.validatePhone('  ', 'US')).toBe('required');
      expect(fresh.normalisePhone('', 'US')).toBeNull();
      expect(fresh.normalisePhone(null, 'US')).toBeNull();
      expect(fresh.validatePhone(undefined, 'US')).toBe('required');
      expect(parsed).toHaveBeenCalledTimes(4);
      // The warm-up parses a number for its country, so the visitor's first check does not pay for the rules.
      fresh.warmUpPhoneRules('NZ');
      expect(parsed).toHaveBeenCalledTimes(5);
      expect(parsed.mock.calls.at(-1)?.[0]).toMatch(/^\d{10}$/);
      expect(parsed.mock.calls.at(-1)?.[1]).toEqual({ defaultCountry: 'NZ' });
    });
  });
});

describe('phone numbers at their edges', () => {
  it('stores nothing for no number, and shows a US number without its +1', () => {
    for (const empty of [undefined, null, '', '   ']) expect(direct.normalisePhone(empty, 'US')).toBeNull();
    expect(direct.phoneForInput('+12125550199')).toBe('(212) 555-0199');
    expect(direct.phoneForInput('+442079460958')).toBe('+44 20 7946 0958');
  });
});

describe('warmUpPhoneRules', () => {
  beforeAll(() => onDemand.loadPhoneRules());

  it('parses for every served country, in both modules, and leaves no trace: later checks answer as before', () => {
    for (const rules of [direct, onDemand]) {
      for (const country of Object.keys(COUNTRIES) as CountryCode[]) expect(rules.warmUpPhoneRules(country)).toBeUndefined();
      expect(rules.validatePhone('2125550199', 'US')).toBeNull();
      expect(rules.validatePhone('21255', 'US')).toBe('invalidPhone');
    }
  });
});
