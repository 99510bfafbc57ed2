import { describe, expect, it } from 'vitest';
import { emptyCandidate, thankedName } from './candidate.ts';

describe('thankedName', () => {
  const leo = { firstName: 'Leo', caregiver: { firstName: 'Maria', lastName: 'Lopez', relationship: 'Parent' as const } };

  it("thanks the caregiver in a caregiver's visit: the one who filled the form and reads the page", () => {
    expect(thankedName(leo, true)).toBe('Maria');
  });

  it("thanks the person in a visit of their own, even with a caregiver block left from before", () => {
    expect(thankedName(leo, false)).toBe('Leo');
    expect(thankedName({ firstName: 'Leo', caregiver: null }, false)).toBe('Leo');
  });

  it('falls back to the person where the caregiver gave no name, and to none where nobody did', () => {
    expect(thankedName({ firstName: 'Leo', caregiver: { ...leo.caregiver, firstName: null } }, true)).toBe('Leo');
    expect(thankedName({ firstName: 'Leo', caregiver: { ...leo.caregiver, firstName: '' } }, true)).toBe('Leo');
    expect(thankedName({ firstName: 'Leo', caregiver: null }, true)).toBe('Leo');
    expect(thankedName({ firstName: null, caregiver: null }, true)).toBeNull();
    expect(thankedName({ firstName: '', caregiver: null }, false)).toBeNull();
  });
});

describe('emptyCandidate', () => {
  it('starts with nothing given, nothing consented and nothing saved', () => {
    const c = emptyCandidate('US');
    expect(c).toMatchObject({ country: 'US', firstName: null, consentGiven: false, subjectSaved: false, phoneValid: false, postalCodeValid: false, caregiver: null, indicationIds: [], answers: {} });
  });
});

