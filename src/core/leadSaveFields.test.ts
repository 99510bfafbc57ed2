import { describe, expect, it } from 'vitest';
import { REQUIRED_LEAD_FIELDS, leadFieldsMissing } from './leadSaveFields.ts';

describe('leadFieldsMissing', () => {
  it('names each field a lead save needs (spec §5) that the body leaves empty, blank or out, in order', () => {
    expect([...REQUIRED_LEAD_FIELDS]).toEqual(['firstName', 'lastName', 'phone1', 'postalCode']);
    expect(leadFieldsMissing({})).toEqual(['firstName', 'lastName', 'phone1', 'postalCode']);
    expect(leadFieldsMissing({ firstName: 'Ana', lastName: '  ', phone1: '', postalCode: '77030' })).toEqual(['lastName', 'phone1']);
  });

  it('names none when every one is given', () => {
    expect(leadFieldsMissing({ firstName: 'Ana', lastName: 'Diaz', phone1: '+17135550101', postalCode: '77030' })).toEqual([]);
  });
});
