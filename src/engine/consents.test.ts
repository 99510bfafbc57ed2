import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '../core/countries.ts';
import { consentsToSend } from './consents.ts';

describe('consentsToSend', () => {
  it('sends sms, call, email and clinic for US visitors without the checkbox (implied consent)', () => {
    expect(consentsToSend(COUNTRIES.US, false, [])).toEqual(['sms', 'call', 'email', 'clinic']);
  });

  it('sends nothing for international visitors who have not consented', () => {
    for (const code of COUNTRY_CODES.filter((c) => c !== 'US')) expect(consentsToSend(COUNTRIES[code], false, []), code).toEqual([]);
  });

  it('sends all four for international visitors who consented', () => {
    expect(consentsToSend(COUNTRIES.GB, true, [])).toEqual(['sms', 'call', 'email', 'clinic']);
  });

  it('skips consents already sent', () => {
    expect(consentsToSend(COUNTRIES.US, false, ['sms', 'email'])).toEqual(['call', 'clinic']);
    expect(consentsToSend(COUNTRIES.AU, true, ['sms', 'call', 'email', 'clinic'])).toEqual([]);
  });
});
