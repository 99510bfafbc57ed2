import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries.ts';
import { datesOnEarthNow, formatCountryDate, isoDate, parseCountryDate, todayIso, visitorToday, validateBirthDate, validateDateNotInFuture, validateDateNotInPast, dateFormatShown } from './dates.ts';
import { dateInputMask } from './dateMask.ts';
import type { CountrySettings } from './countries.ts';

const { US, GB, CA, ZA, AU, IE, NZ } = COUNTRIES;
const TODAY = '2026-03-02';

describe('isoDate', () => {
  it('builds a zero-padded ISO date', () => {
    expect(isoDate(1990, 3, 5)).toBe('1990-03-05');
    expect(isoDate(2024, 12, 31)).toBe('2024-12-31');
  });

  it('rejects impossible days', () => {
    expect(isoDate(1990, 2, 31)).toBeNull();
    expect(isoDate(1990, 4, 31)).toBeNull();
    expect(isoDate(2023, 2, 29)).toBeNull();
    expect(isoDate(1990, 1, 0)).toBeNull();
  });

  it('accepts 29 February in a leap year', () => {
    expect(isoDate(2024, 2, 29)).toBe('2024-02-29');
    expect(isoDate(2000, 2, 29)).toBe('2000-02-29');
    expect(isoDate(1900, 2, 29)).toBeNull();
  });

  it('rejects months out of range, years outside four digits and non-integers', () => {
    expect(isoDate(1990, 0, 1)).toBeNull();
    expect(isoDate(1990, 13, 1)).toBeNull();
    expect(isoDate(999, 1, 1)).toBeNull();
    expect(isoDate(10000, 1, 1)).toBeNull();
    expect(isoDate(1990.5, 1, 1)).toBeNull();
    expect(isoDate(1990, 1, Number.NaN)).toBeNull();
  });
});

describe('dateFormatShown', () => {
  it("gives a Spanish reader the year as 'AAAA', and an English one the format as it is", () => {
    expect(dateFormatShown('MM/DD/YYYY', 'es')).toBe('MM/DD/AAAA');
    expect(dateFormatShown('YYYY-MM-DD', 'es')).toBe('AAAA-MM-DD');
    expect(dateFormatShown('DD/MM/YYYY', 'en')).toBe('DD/MM/YYYY');
  });
});

describe('todayIso', () => {
  it('formats the local calendar date of the given instant', () => {
    expect(todayIso(new Date(2026, 2, 2, 15, 0, 0))).toBe('2026-03-02');
    expect(todayIso(new Date(2026, 0, 9, 0, 0, 1))).toBe('2026-01-09');
  });
});

describe('datesOnEarthNow', () => {
  it('gives every date somewhere on Earth now, earliest first, each once', () => {
    expect(datesOnEarthNow(new Date('2026-03-02T15:00:00Z'))).toEqual(['2026-03-02', '2026-03-03']);
    expect(datesOnEarthNow(new Date('2026-03-02T11:00:00Z'))).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(datesOnEarthNow(new Date('2026-03-02T09:59:59Z'))).toEqual(['2026-03-01', '2026-03-02']);
    expect(datesOnEarthNow(new Date('2026-03-02T12:00:00Z'))).toEqual(['2026-03-02', '2026-03-03']);
  });
});

describe('visitorToday', () => {
  it("takes the visitor's date when it is a date somewhere on Earth now (UTC-12 to UTC+14)", () => {
    const now = new Date('2026-03-02T15:00:00Z');
    expect(visitorToday('2026-03-02', now)).toBe('2026-03-02');
    expect(visitorToday('2026-03-03', now)).toBe('2026-03-03');
    // At 09:59 UTC it is 1 March at UTC-12 and 2 March at UTC+14; at 10:00, 3 March begins at UTC+14.
    expect(visitorToday('2026-03-01', new Date('2026-03-02T11:59:59Z'))).toBe('2026-03-01');
    expect(visitorToday('2026-03-03', new Date('2026-03-02T10:00:00Z'))).toBe('2026-03-03');
  });

  it("takes the server's date for a date that is nowhere now, one that is not a date, or none", () => {
    const now = new Date('2026-03-02T15:00:00Z');
    const servers = todayIso(now);
    // '2026-03-02x' sorts between the two dates of now, yet is no date.
    for (const given of ['2026-03-01', '2026-03-04', '2027-03-02', '2026-02-30', '2026-03-02x', 'today', '', null, undefined]) expect(visitorToday(given, now)).toBe(servers);
    expect(visitorToday('2026-03-01', new Date('2026-03-02T12:00:00Z'))).toBe(todayIso(new Date('2026-03-02T12:00:00Z')));
    expect(visitorToday('2026-03-03', new Date('2026-03-02T09:59:59Z'))).toBe(todayIso(new Date('2026-03-02T09:59:59Z')));
  });
});

describe('parseCountryDate', () => {
  it('reads US dates as MM/DD/YYYY', () => {
    expect(parseCountryDate('03/15/1990', US)).toBe('1990-03-15');
    expect(parseCountryDate('12/01/1990', US)).toBe('1990-12-01');
    expect(parseCountryDate('15/03/1990', US)).toBeNull();
  });

  it('reads GB, AU, IE and NZ dates as DD/MM/YYYY', () => {
    expect(parseCountryDate('15/03/1990', GB)).toBe('1990-03-15');
    expect(parseCountryDate('12/01/1990', GB)).toBe('1990-01-12');
    expect(parseCountryDate('03/15/1990', GB)).toBeNull();
    expect(parseCountryDate('15/03/1990', AU)).toBe('1990-03-15');
    expect(parseCountryDate('15/03/1990', IE)).toBe('1990-03-15');
    expect(parseCountryDate('15/03/1990', NZ)).toBe('1990-03-15');
  });

  it('reads CA dates as YYYY-MM-DD', () => {
    expect(parseCountryDate('1990-03-15', CA)).toBe('1990-03-15');
    expect(parseCountryDate('1990-15-03', CA)).toBeNull();
    expect(parseCountryDate('15-03-1990', CA)).toBeNull();
  });

  it('reads ZA dates as YYYY/MM/DD', () => {
    expect(parseCountryDate('1990/03/15', ZA)).toBe('1990-03-15');
    expect(parseCountryDate('15/03/1990', ZA)).toBeNull();
  });

  it('rejects dates that do not exist', () => {
    expect(parseCountryDate('31/02/1990', GB)).toBeNull();
    expect(parseCountryDate('02/31/1990', US)).toBeNull();
    expect(parseCountryDate('1990-02-31', CA)).toBeNull();
    expect(parseCountryDate('1990/02/30', ZA)).toBeNull();
    expect(parseCountryDate('29/02/2023', GB)).toBeNull();
    expect(parseCountryDate('29/02/2024', GB)).toBe('2024-02-29');
  });

  it('rejects a year that is not four digits', () => {
    expect(parseCountryDate('03/15/90', US)).toBeNull();
    expect(parseCountryDate('90-03-15', CA)).toBeNull();
  });

  it('rejects the wrong number of parts and non-digits', () => {
    expect(parseCountryDate('03/1990', US)).toBeNull();
    expect(parseCountryDate('03/15/1990/1', US)).toBeNull();
    expect(parseCountryDate('Mar/15/1990', US)).toBeNull();
    expect(parseCountryDate('', US)).toBeNull();
  });

  it('tolerates surrounding whitespace', () => {
    expect(parseCountryDate('  03/15/1990 ', US)).toBe('1990-03-15');
  });
});

describe('formatCountryDate', () => {
  it('formats an ISO date in each country order and separator', () => {
    expect(formatCountryDate('1990-03-15', US)).toBe('03/15/1990');
    expect(formatCountryDate('1990-03-15', GB)).toBe('15/03/1990');
    expect(formatCountryDate('1990-03-15', CA)).toBe('1990-03-15');
    expect(formatCountryDate('1990-03-15', ZA)).toBe('1990/03/15');
  });

  it('round-trips with parseCountryDate for every country', () => {
    for (const country of Object.values(COUNTRIES)) {
      expect(parseCountryDate(formatCountryDate('1985-11-04', country), country)).toBe('1985-11-04');
    }
  });
});

/** What the date box shows once `keys` are typed into it, one at a time. */
function typedIntoDateBox(keys: string, country: CountrySettings): string {
  const mask = dateInputMask(country);
  let value = '';
  for (const key of keys) value = mask({ value, start: value.length, end: value.length }, { type: 'insert', text: key })?.value ?? value;
  return value;
}

describe('dateInputMask, typed from the start', () => {
  it('applies the US mask ##/##/####', () => {
    expect(typedIntoDateBox('03151990', US)).toBe('03/15/1990');
  });

  it('applies the CA mask ####-##-##', () => {
    expect(typedIntoDateBox('19900315', CA)).toBe('1990-03-15');
  });

  it('applies the ZA mask ####/##/##', () => {
    expect(typedIntoDateBox('19900315', ZA)).toBe('1990/03/15');
  });

  it('ignores what is not a digit or a separator closing a part', () => {
    expect(typedIntoDateBox('15-03-1990', GB)).toBe('15/03/1990');
    expect(typedIntoDateBox('ab15c03', GB)).toBe('15/03');
  });

  it('masks partial input without a trailing separator', () => {
    expect(typedIntoDateBox('0', US)).toBe('0');
    expect(typedIntoDateBox('031', US)).toBe('03/1');
    expect(typedIntoDateBox('0315', US)).toBe('03/15');
    expect(typedIntoDateBox('', US)).toBe('');
  });

  it('drops digits beyond the mask', () => {
    expect(typedIntoDateBox('0315199012', US)).toBe('03/15/1990');
  });
});

describe('validateBirthDate', () => {
  it('requires a value', () => {
    expect(validateBirthDate('', US, TODAY)).toBe('required');
    expect(validateBirthDate('   ', US, TODAY)).toBe('required');
    expect(validateBirthDate(null, US, TODAY)).toBe('required');
    expect(validateBirthDate(undefined, US, TODAY)).toBe('required');
  });

  it('accepts a real past date in the country format', () => {
    expect(validateBirthDate('03/15/1990', US, TODAY)).toBeNull();
    expect(validateBirthDate('15/03/1990', GB, TODAY)).toBeNull();
    expect(validateBirthDate('1990-03-15', CA, TODAY)).toBeNull();
    expect(validateBirthDate('1990/03/15', ZA, TODAY)).toBeNull();
  });

  it('takes a birth today and one 120 years ago; refuses tomorrow and 121 years ago', () => {
    expect(validateBirthDate('03/02/2026', US, TODAY)).toBeNull();
    expect(validateBirthDate('03/03/2026', US, TODAY)).toBe('invalidBirthDate');
    expect(validateBirthDate('03/02/1906', US, TODAY)).toBeNull();
    expect(validateBirthDate('03/01/1905', US, TODAY)).toBe('invalidBirthDate');
  });

  it('rejects a date in the wrong country order', () => {
    expect(validateBirthDate('15/03/1990', US, TODAY)).toBe('invalidBirthDate');
    expect(validateBirthDate('03/15/1990', GB, TODAY)).toBe('invalidBirthDate');
  });

  it('rejects a date that does not exist', () => {
    expect(validateBirthDate('31/02/1990', GB, TODAY)).toBe('invalidBirthDate');
  });

  it('rejects a date after today and accepts today (age 0)', () => {
    expect(validateBirthDate('03/03/2026', US, TODAY)).toBe('invalidBirthDate');
    expect(validateBirthDate('03/02/2027', US, TODAY)).toBe('invalidBirthDate');
    expect(validateBirthDate('03/02/2026', US, TODAY)).toBeNull();
  });

  it('accepts age 120 and rejects 121', () => {
    expect(validateBirthDate('03/02/1906', US, TODAY)).toBeNull();
    expect(validateBirthDate('03/03/1905', US, TODAY)).toBeNull();
    expect(validateBirthDate('03/02/1905', US, TODAY)).toBe('invalidBirthDate');
    expect(validateBirthDate('01/01/1900', US, TODAY)).toBe('invalidBirthDate');
  });
});

describe('dates at their edges', () => {
  it('takes years 1000 to 9999 and writes every part padded', () => {
    expect(isoDate(1000, 1, 1)).toBe('1000-01-01');
    expect(isoDate(9999, 12, 31)).toBe('9999-12-31');
    expect(isoDate(999, 1, 1)).toBeNull();
    expect(isoDate(10000, 1, 1)).toBeNull();
    expect(isoDate(2026, 3, 2)).toBe('2026-03-02');
  });

  it('reads a typed date only as three groups of digits with a four-digit year', () => {
    expect(parseCountryDate(' 04/12/1980 ', US)).toBe('1980-04-12');
    expect(parseCountryDate('04//12/1980', US)).toBe('1980-04-12');
    expect(parseCountryDate('04 12 1980', US)).toBe('1980-04-12');
    for (const typed of ['04/1a/1980', '04/12/80', '04/12', '04/12/1980/1', 'x4/12/1980', '04/12/1980x']) expect(parseCountryDate(typed, US), typed).toBeNull();
  });

  it('refuses a birth date after today or more than 120 years ago, and an empty one as required', () => {
    expect(validateBirthDate('03/03/2026', US, TODAY)).toBe('invalidBirthDate');
    expect(validateBirthDate('03/02/2026', US, TODAY)).toBeNull();
    // 120 on the day is taken; 121 is not.
    expect(validateBirthDate('03/03/1905', US, TODAY)).toBeNull();
    expect(validateBirthDate('03/02/1905', US, TODAY)).toBe('invalidBirthDate');
    for (const empty of [undefined, null, '', '  ']) expect(validateBirthDate(empty, US, TODAY)).toBe('required');
  });
});

describe('the date rules at their edges (what mutation testing found unpinned)', () => {
  it('refuses a year of more than four digits, even one that reads as a real year', () => {
    expect(parseCountryDate('01/02/01980', US)).toBeNull();
    expect(parseCountryDate('01/02/1980', US)).toBe('1980-01-02');
  });

  it('refuses a visitor aged 121, and takes one aged 120 until the day before they turn 121', () => {
    expect(validateBirthDate('03/02/1905', US, '2026-03-02')).toBe('invalidBirthDate');
    expect(validateBirthDate('03/03/1905', US, '2026-03-02')).toBeNull();
  });

  it('takes a box of spaces as empty in the optional date rules, not as a wrong date', () => {
    expect(validateDateNotInPast('   ', US, '2026-03-02')).toBeNull();
    expect(validateDateNotInFuture('   ', US, '2026-03-02')).toBeNull();
    expect(validateDateNotInPast('13/45/2030', US, '2026-03-02')).toBe('invalidDate');
  });
});

describe('validateBirthDate, at its edges', () => {
  const today = '2026-03-02';
  it('takes a birth date of today and one 120 years ago, and refuses tomorrow and 121 years ago', () => {
    expect(validateBirthDate('03/02/2026', US, today)).toBeNull();
    expect(validateBirthDate('03/02/1906', US, today)).toBeNull();
    expect(validateBirthDate('03/03/2026', US, today)).toBe('invalidBirthDate');
    expect(validateBirthDate('03/01/1905', US, today)).toBe('invalidBirthDate');
    expect(validateBirthDate('03/02/1905', US, today)).toBe('invalidBirthDate');
    expect(validateBirthDate('  ', US, today)).toBe('required');
    expect(validateBirthDate('02/30/1990', US, today)).toBe('invalidBirthDate');
  });
});

describe('parseCountryDate, as typed', () => {
  it('reads a date whatever the separators and spaces around them, in the country\'s order', () => {
    for (const typed of ['05/06/1970', ' 05 / 06 / 1970 ', '05.06.1970', '05-06-1970', '05 06 1970', '05//06/1970', '5/6/1970']) {
      expect(parseCountryDate(typed, US), typed).toBe('1970-05-06');
    }
    expect(parseCountryDate('05/06/1970', GB)).toBe('1970-06-05');
  });

  it('refuses anything but three groups of digits', () => {
    for (const typed of ['05/06', '05/06/1970/1', 'a5/06/1970', '05/06/197o', '05/-6/1970x', '', '///']) {
      expect(parseCountryDate(typed, US), typed).toBeNull();
    }
  });
});

describe('isoDate, early years', () => {
  it('takes years from 1000, with months and days of two digits', () => {
    expect(isoDate(999, 1, 2)).toBeNull();
    expect(isoDate(1000, 1, 2)).toBe('1000-01-02');
  });
});

