import { describe, expect, it } from 'vitest';
import type { LeadSaveRequest } from '../generated/api/lead-save.request.ts';
import { REQUIRED_LEAD_FIELDS, checkLead as checkLeadIn, type LeadCheckContext } from './leadRules.ts';

/** The server's date in these tests; every well-formed postal code exists but '99999'. */
const context: LeadCheckContext = { today: '2026-11-28', postalKnown: (code) => code !== '99999' };
const checkLead = (body: LeadSaveRequest) => checkLeadIn(body, context);

const valid: LeadSaveRequest = {
  firstName: 'Jane',
  lastName: 'Doe',
  phone1: '(212) 555-0123',
  postalCode: '10001',
  country: 'US',
};

function ok(body: LeadSaveRequest) {
  const result = checkLead(body);
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.problem)}`);
  return result.lead;
}

function problem(body: LeadSaveRequest) {
  const result = checkLead(body);
  if (result.ok) throw new Error('expected a problem');
  return result.problem;
}

describe('checkLead: required fields', () => {
  it('needs firstName, lastName, phone1 and postalCode', () => {
    expect([...REQUIRED_LEAD_FIELDS]).toEqual(['firstName', 'lastName', 'phone1', 'postalCode']);
  });

  it("lists every missing field with 'Trying to save an invalid lead'", () => {
    expect(problem({ country: 'US' })).toEqual({
      code: 'INVALID_LEAD',
      message: 'Trying to save an invalid lead',
      missing: ['firstName', 'lastName', 'phone1', 'postalCode'],
    });
  });

  it('lists only the fields that are missing', () => {
    expect(problem({ ...valid, lastName: undefined, postalCode: undefined })).toMatchObject({
      code: 'INVALID_LEAD',
      missing: ['lastName', 'postalCode'],
    });
  });

  it('counts blank names and postal codes as missing', () => {
    expect(problem({ ...valid, firstName: '   ', postalCode: '  ' })).toMatchObject({ missing: ['firstName', 'postalCode'] });
  });

  it('counts an invalid phone as missing', () => {
    expect(problem({ ...valid, phone1: '555-0123' })).toEqual({
      code: 'INVALID_LEAD',
      message: 'Trying to save an invalid lead',
      missing: ['phone1'],
    });
  });

  it('validates the phone for the lead country', () => {
    expect(problem({ ...valid, country: 'GB', postalCode: 'SW1A 1AA' })).toMatchObject({ missing: ['phone1'] });
    expect(ok({ ...valid, country: 'GB', phone1: '020 7946 0958', postalCode: 'SW1A 1AA' }).phone1).toBe('+442079460958');
  });

  it('reports missing fields before a missing country', () => {
    expect(problem({ firstName: 'Jane' })).toMatchObject({ code: 'INVALID_LEAD', missing: ['lastName', 'phone1', 'postalCode'] });
  });
});

describe('checkLead: country', () => {
  it("rejects a lead without a country with 'Invalid lead no country', its US phone and postal code read as the US's (so nothing is listed as missing)", () => {
    expect(problem({ ...valid, country: undefined })).toEqual({ code: 'LEAD_NO_COUNTRY', message: 'Invalid lead no country' });
    expect(problem({ ...valid, country: undefined, phone1: '2125550123' })).toEqual({ code: 'LEAD_NO_COUNTRY', message: 'Invalid lead no country' });
  });

  it('lists a postal code of spaces as missing', () => {
    expect(problem({ ...valid, postalCode: '   ' })).toMatchObject({ code: 'INVALID_LEAD', missing: ['postalCode'] });
  });

  it('rejects an unsupported country', () => {
    expect(problem({ ...valid, country: 'XX' })).toMatchObject({ code: 'LEAD_NO_COUNTRY', message: 'Invalid lead no country' });
    expect(problem({ ...valid, country: 'FR' })).toMatchObject({ code: 'LEAD_NO_COUNTRY' });
  });

  it('accepts lower-case alpha-2 and alpha-3 codes and stores alpha-2', () => {
    expect(ok({ ...valid, country: 'us' }).country).toBe('US');
    expect(ok({ ...valid, country: 'USA' }).country).toBe('US');
    expect(ok({ ...valid, country: 'can', phone1: '(416) 555-0123', postalCode: 'M5G 2C4' }).country).toBe('CA');
  });

  it("derives GB from 'UK', as the country settings do", () => {
    expect(ok({ ...valid, country: 'UK', phone1: '07400 123456', postalCode: 'sw1a1aa' })).toMatchObject({ country: 'GB', postalCode: 'SW1A 1AA' });
  });
});

describe('checkLead: caregiver', () => {
  it("rejects a caregiver without a source id with 'Caregiver must have a source id'", () => {
    expect(problem({ ...valid, caregiver: { firstName: 'Pat', lastName: 'Doe' } })).toEqual({
      code: 'CAREGIVER_SOURCE',
      message: 'Caregiver must have a source id',
    });
  });

  it('rejects a blank caregiver source id', () => {
    expect(problem({ ...valid, caregiver: { sourceId: '   ' } })).toMatchObject({ code: 'CAREGIVER_SOURCE' });
  });

  it('defaults the caregiver relationship to Parent and trims caregiver names', () => {
    const lead = ok({ ...valid, caregiver: { firstName: '  Pat ', lastName: ' Doe  ', sourceId: 'src-1' } });
    expect(lead.caregiver).toEqual({ firstName: 'Pat', lastName: 'Doe', sourceId: 'src-1', caregiverRelationship: 'Parent' });
  });

  it('keeps a given caregiver relationship, and gives a caregiver sent without names none (not empty ones)', () => {
    const lead = ok({ ...valid, caregiver: { sourceId: 'src-1', caregiverRelationship: 'Spouse' } });
    expect(lead.caregiver).toEqual({ sourceId: 'src-1', caregiverRelationship: 'Spouse', firstName: undefined, lastName: undefined });
  });

  it('drops invisible characters a paste brought from the caregiver\'s names too', () => {
    const lead = ok({ ...valid, caregiver: { firstName: '\u202EPat', lastName: 'Doe\u200B', sourceId: 'src-1' } });
    expect([lead.caregiver?.firstName, lead.caregiver?.lastName]).toEqual(['Pat', 'Doe']);
  });

  it('adds no caregiver when none was sent', () => {
    expect(ok(valid).caregiver).toBeUndefined();
  });
});

describe('checkLead: normalisation', () => {
  it('trims names', () => {
    const lead = ok({ ...valid, firstName: '  Mary Ann ', lastName: '\tSmith  ' });
    expect(lead.firstName).toBe('Mary Ann');
    expect(lead.lastName).toBe('Smith');
  });

  it('stores the phone in E.164', () => {
    expect(ok(valid).phone1).toBe('+12125550123');
  });

  it('normalises the postal code', () => {
    expect(ok({ ...valid, postalCode: ' 10001 ' }).postalCode).toBe('10001');
    expect(ok({ ...valid, country: 'GB', phone1: '020 7946 0958', postalCode: 'sw1a1aa' }).postalCode).toBe('SW1A 1AA');
  });

  it('drops ethnicity -1 (decline) and keeps the others', () => {
    expect(ok({ ...valid, ethnicities: [1, -1, 6] }).ethnicities).toEqual([1, 6]);
    expect(ok({ ...valid, ethnicities: [-1] }).ethnicities).toEqual([]);
  });

  it('trims the email and drops an empty one', () => {
    expect(ok({ ...valid, email: '  jane@example.com ' }).email).toBe('jane@example.com');
    expect(ok({ ...valid, email: '   ' }).email).toBeUndefined();
  });

  it('stores an age only when greater than 0 and under 110', () => {
    expect(ok({ ...valid, age: 45 }).age).toBe(45);
    expect(ok({ ...valid, age: 109 }).age).toBe(109);
    expect(ok({ ...valid, age: 110 }).age).toBeUndefined();
    expect(ok({ ...valid, age: 0 }).age).toBeUndefined();
    expect(ok(valid).age).toBeUndefined();
  });

  it('keeps the other fields of the body', () => {
    const lead = ok({ ...valid, gender: 'female', dateOfBirth: '1990-03-15', indications: [3, 4], preferredLanguage: 'es' });
    expect(lead).toMatchObject({ gender: 'female', dateOfBirth: '1990-03-15', indications: [3, 4], preferredLanguage: 'es' });
  });
});

describe('checkLead: dates', () => {
  it('refuses a date of birth that is not a real calendar date', () => {
    const result = checkLead({ ...valid, dateOfBirth: '2023-02-31' });
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.problem).toEqual({ code: 'INVALID_LEAD_DATE', message: 'dateOfBirth is not a valid date' });
    expect(checkLead({ ...valid, dateOfBirth: '2024-02-29' }).ok).toBe(true);
  });
});

describe("checkLead: the page's field rules (spec §5), which a script could skip", () => {
  const refused = (body: LeadSaveRequest) => problem({ ...valid, ...body });
  const field = (message: string) => ({ code: 'INVALID_LEAD_FIELD', message });

  it('refuses names that are not a full name: an emoji, no letter at all', () => {
    for (const names of [{ firstName: '😀😀', lastName: 'Doe' }, { firstName: 'Jane', lastName: '💉' }, { firstName: 'Jane', lastName: 'Doe 🇺🇸' }, { firstName: '123', lastName: '456' }]) {
      expect(refused(names), JSON.stringify(names)).toEqual(field('firstName and lastName are not a valid full name'));
    }
    expect(ok({ ...valid, firstName: 'María José', lastName: "O'Brien-Núñez" })).toMatchObject({ firstName: 'María José', lastName: "O'Brien-Núñez" });
    // The page's rule reads the whole name: one word without a letter beside one with letters is a name there.
    expect(ok({ ...valid, firstName: 'Jo', lastName: '3rd' }).lastName).toBe('3rd');
    expect(ok({ ...valid, firstName: 'Jo', lastName: '3' }).lastName).toBe('3');
  });

  it('refuses a part of a name made of joiners alone, which nobody reads; keeps a joiner inside a name', () => {
    for (const names of [{ firstName: 'Ann', lastName: '\u200d\u200d' }, { firstName: '\u200c', lastName: 'Lee' }]) {
      expect(refused(names), JSON.stringify(names)).toEqual(field('firstName and lastName are not a valid full name'));
    }
    expect(refused({ caregiver: { sourceId: 'lead-1', firstName: 'Ann', lastName: '\u200d' } })).toEqual(field('caregiver.firstName and caregiver.lastName are not a valid full name'));
    expect(ok({ ...valid, firstName: 'शर्\u200dमा', lastName: 'Lee' }).firstName).toBe('शर्\u200dमा');
  });

  it("refuses a caregiver's names the same way, once both are given", () => {
    const caregiver = { sourceId: 'lead-1', firstName: 'Ann', lastName: '😀' };
    expect(refused({ caregiver })).toEqual(field('caregiver.firstName and caregiver.lastName are not a valid full name'));
    // An emoji beside letters: each part has a letter, the full name is still none.
    expect(refused({ caregiver: { sourceId: 'lead-1', firstName: 'Ann', lastName: 'Lee 😀' } })).toEqual(field('caregiver.firstName and caregiver.lastName are not a valid full name'));
    expect(ok({ ...valid, caregiver: { sourceId: 'lead-1', firstName: 'Ann' } }).caregiver?.firstName).toBe('Ann');
    // A name left blank is no full name to judge, as a missing one is.
    expect(ok({ ...valid, caregiver: { sourceId: 'lead-1', firstName: '  ', lastName: 'Lee' } }).caregiver?.lastName).toBe('Lee');
    expect(ok({ ...valid, caregiver: { sourceId: 'lead-1', firstName: 'Ann', lastName: '  ' } }).caregiver?.firstName).toBe('Ann');
    expect(ok({ ...valid, caregiver: { sourceId: 'lead-1', firstName: 'Ann', lastName: 'Lee' } }).caregiver?.lastName).toBe('Lee');
  });

  it('refuses an email that is not an address, the caregiver\'s too; none at all is no email', () => {
    expect(refused({ email: 'not an email' })).toEqual(field('email is not a valid email address'));
    expect(refused({ caregiver: { sourceId: 'lead-1', email: 'ann@' } })).toEqual(field('caregiver.email is not a valid email address'));
    expect(ok({ ...valid, email: ' jane@example.com ' }).email).toBe('jane@example.com');
    expect(ok({ ...valid, email: '   ' }).email).toBeUndefined();
  });

  it("refuses a postal code that does not match its country's pattern, or that the directory does not know", () => {
    expect(refused({ postalCode: 'ABCDEFG' })).toEqual(field('postalCode is not a valid postal code in US'));
    expect(refused({ postalCode: '99999' })).toEqual(field('postalCode is not a valid postal code in US'));
    expect(refused({ postalCode: '10001', country: 'CA' })).toEqual(field('postalCode is not a valid postal code in CA'));
    expect(ok({ ...valid, postalCode: 'm5v 3l9', country: 'CA' }).postalCode).toBe('M5V 3L9');
  });

  it('refuses a date of birth after today or of someone over 120, allowing a day for the visitor\'s time zone', () => {
    const dob = (message = 'dateOfBirth is not the birth date of someone aged 0 to 120') => ({ code: 'INVALID_LEAD_DATE', message });
    expect(refused({ dateOfBirth: '2900-01-01' })).toEqual(dob());
    expect(refused({ dateOfBirth: '2026-11-30' })).toEqual(dob());
    expect(refused({ dateOfBirth: '1800-01-01' })).toEqual(dob());
    expect(refused({ dateOfBirth: '1905-11-28' })).toEqual(dob());
    expect(refused({ caregiver: { sourceId: 'lead-1', dateOfBirth: '2027-01-01' } })).toEqual(dob('caregiver.dateOfBirth is not the birth date of someone aged 0 to 120'));
    for (const dateOfBirth of ['2026-11-29', '2026-11-28', '1905-11-29', '1990-03-15']) expect(ok({ ...valid, dateOfBirth }).dateOfBirth).toBe(dateOfBirth);
  });

  it('refuses a CT-scan appointment in the past, allowing a day for the visitor\'s time zone', () => {
    expect(refused({ additionalFields: { ctScanAppointmentDate: '1900-01-01' } })).toEqual({ code: 'INVALID_LEAD_DATE', message: 'additionalFields.ctScanAppointmentDate is in the past' });
    expect(refused({ additionalFields: { ctScanAppointmentDate: '2026-11-26' } })).toMatchObject({ code: 'INVALID_LEAD_DATE' });
    for (const ctScanAppointmentDate of ['2026-11-27', '2026-11-28', '2027-02-01']) expect(ok({ ...valid, additionalFields: { ctScanAppointmentDate } }).additionalFields?.ctScanAppointmentDate).toBe(ctScanAppointmentDate);
  });
});

describe('checkLead: what the page sends beside the participant', () => {
  const carer = { firstName: 'Carla', lastName: 'Oddfield', sourceId: 'visit-1' };
  const field = (body: LeadSaveRequest) => problem(body).message;

  it("takes a caregiver with the lead's own phone, postal code and country, however written, and none of them", () => {
    expect(ok({ ...valid, caregiver: { ...carer, phone1: '212-555-0123', postalCode: ' 10001 ', country: 'us' } }).caregiver?.firstName).toBe('Carla');
    expect(ok({ ...valid, caregiver: carer }).caregiver?.lastName).toBe('Oddfield');
  });

  it("refuses a caregiver's phone, postal code or country that is not the lead's", () => {
    expect(field({ ...valid, caregiver: { ...carer, phone1: '(212) 555-0124' } })).toBe("caregiver.phone1 is not the lead's phone");
    expect(field({ ...valid, caregiver: { ...carer, phone1: 'not a phone' } })).toBe("caregiver.phone1 is not the lead's phone");
    expect(field({ ...valid, caregiver: { ...carer, postalCode: '10002' } })).toBe("caregiver.postalCode is not the lead's postal code");
    expect(field({ ...valid, caregiver: { ...carer, country: 'CA' } })).toBe("caregiver.country is not the lead's country");
    expect(field({ ...valid, caregiver: { ...carer, country: 'QQQ' } })).toBe("caregiver.country is not the lead's country");
  });

  it("takes a doctor with a full name and the country's phone in E.164, and refuses any other", () => {
    expect(ok({ ...valid, additionalFields: { obGyn: { firstName: 'Ada', lastName: 'Lovelace', phone: '+12125550100' } } }).additionalFields?.obGyn?.lastName).toBe('Lovelace');
    const wrong = 'additionalFields.obGyn is not a full name and a phone of the country';
    expect(field({ ...valid, additionalFields: { obGyn: { firstName: '😀', lastName: '', phone: '+12125550100' } } })).toBe(wrong);
    expect(field({ ...valid, additionalFields: { obGyn: { firstName: 'Ada', lastName: 'Lovelace', phone: '(212) 555-0100' } } })).toBe(wrong);
    expect(field({ ...valid, additionalFields: { obGyn: { firstName: 'Ada', lastName: 'Lovelace', phone: 'abc' } } })).toBe(wrong);
  });

  it("takes only the partner screener's opt-out as a status", () => {
    expect(ok({ ...valid, additionalFields: { leadSpecialStatus: 'Partner Screener Opt-out' } }).additionalFields?.leadSpecialStatus).toBe('Partner Screener Opt-out');
    expect(field({ ...valid, additionalFields: { leadSpecialStatus: 'VIP' } })).toBe("additionalFields.leadSpecialStatus is not 'Partner Screener Opt-out'");
    expect(field({ ...valid, additionalFields: { leadSpecialStatus: '' } })).toBe("additionalFields.leadSpecialStatus is not 'Partner Screener Opt-out'");
  });

  it('takes condition and study ids from 1, and refuses any below', () => {
    expect(ok({ ...valid, indications: [1, 117], sourceStudyIds: [1], sourceInfo: { studyId: 1 } }).indications).toEqual([1, 117]);
    expect(field({ ...valid, indications: [1, 0] })).toBe('indications holds an id below 1');
    expect(field({ ...valid, sourceStudyIds: [1001, 0] })).toBe('a source study id is below 1');
    expect(field({ ...valid, sourceInfo: { studyId: 0 } })).toBe('a source study id is below 1');
    expect(field({ ...valid, sourceInfo: { studyId: -7 } })).toBe('a source study id is below 1');
    expect(ok({ ...valid, sourceInfo: { campaign: 's6' } }).sourceInfo).toEqual({ campaign: 's6' });
  });
});
