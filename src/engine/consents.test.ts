import { describe, expect, it } from 'vitest';
import { consentsToSend } from './consents.ts';
import { COUNTRIES } from '../core/countries.ts';

const all = [{ type: 'sms', granted: true }, { type: 'call', granted: true }, { type: 'email', granted: true }, { type: 'clinic', granted: true }];

describe('consentsToSend', () => {
  it('sends sms, call, email and clinic for US visitors without the checkbox (implied consent)', () => {
    expect(consentsToSend(COUNTRIES.US, false, [])).toEqual(all);
  });

  it('sends nothing for international visitors until they tick the consent, then all four', () => {
    expect(consentsToSend(COUNTRIES.GB, false, [])).toEqual([]);
    expect(consentsToSend(COUNTRIES.GB, true, [])).toEqual(all);
  });

  it('skips consents already sent', () => {
    expect(consentsToSend(COUNTRIES.US, false, ['sms', 'call'])).toEqual(all.slice(2));
  });

  it('adds the medical-records choice once made, granted or refused', () => {
    expect(consentsToSend(COUNTRIES.US, false, ['sms', 'call', 'email', 'clinic'], true)).toEqual([{ type: 'medicalRecords', granted: true }]);
    expect(consentsToSend(COUNTRIES.GB, false, [], false)).toEqual([{ type: 'medicalRecords', granted: false }]);
    expect(consentsToSend(COUNTRIES.US, false, ['sms', 'call', 'email', 'clinic', 'medicalRecords'], true)).toEqual([]);
  });
});
