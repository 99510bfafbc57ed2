import { describe, expect, it } from 'vitest';
import { withContact } from './consentContact.ts';

const contact = { phone: '+13125550100', postalCode: '60601', country: 'USA' };

describe('withContact', () => {
  it("gives brand connect's choice the lead's phone, postal code and country beside the details the page sent", () => {
    const rows = [{ type: 'commercial', granted: true, text: 't', details: { isInternational: false, studySiteExternalId: 'SS-1' } }];
    expect(withContact(rows, contact)).toEqual([{ type: 'commercial', granted: true, text: 't', details: { isInternational: false, studySiteExternalId: 'SS-1', phone: '+13125550100', postalCode: '60601', country: 'USA' } }]);
  });

  it('gives it the contact when the page sent no details', () => {
    expect(withContact([{ type: 'commercial', granted: false }], contact)).toEqual([{ type: 'commercial', granted: false, details: contact }]);
  });

  it("keeps the lead's contact over one the page put in the details", () => {
    const rows = [{ type: 'commercial', details: { phone: '+13125550999', postalCode: '10001', country: 'GBR' } }];
    expect(withContact(rows, contact)[0]!.details).toEqual(contact);
  });

  it('leaves every other consent as it is, in order', () => {
    const rows = [{ type: 'sms', granted: true }, { type: 'commercial' }, { type: 'medicalRecords', details: undefined }];
    const out = withContact(rows, contact);
    expect(out[0]).toBe(rows[0]);
    expect(out[1]).toEqual({ type: 'commercial', details: contact });
    expect(out[2]).toBe(rows[2]);
    expect(out).toHaveLength(3);
  });
});
