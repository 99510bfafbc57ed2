import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { emptyCandidate } from '../core/candidate.ts';
import type { CampaignDocument } from '../generated/campaign.ts';
import { resolveCampaign } from './resolveCampaign.ts';
import { prefillFromRelay, type PrePopFields } from './relayPrefill.ts';
import { slugFrom, usesRelay } from './relayLink.ts';

const doc = (name: string) => JSON.parse(readFileSync(`campaigns/${name}.json`, 'utf8')) as CampaignDocument;
const docs = new Map([['ws10', doc('ws10')], ['ws11', doc('ws11')]]);
const ctx = { today: '2026-11-22', path: { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false } };
const none: PrePopFields = { firstName: null, lastName: null, phone: null, email: null, postalCode: null, country: null, birthDate: null, gender: null };

describe('usesRelay', () => {
  it('is true for ws11, whose steps carry relay flags, and false for ws10', () => {
    const ws11 = resolveCampaign('ws11', docs);
    expect(usesRelay(ws11)).toBe(true);
    expect(ws11.steps.home?.meta).toMatchObject({ screen: true, relayPrefill: true, relayScreening: true, checkPhoneMatch: true });
    expect(ws11.steps.indications?.meta).toEqual({ relayIndications: true });
    expect(usesRelay(resolveCampaign('ws10', docs))).toBe(false);
  });
});

describe('slugFrom', () => {
  it('takes a slug that can be one, and nothing else', () => {
    expect(slugFrom({ slug: 'Abc_def-0123456789xyz' })).toBe('Abc_def-0123456789xyz');
    expect(slugFrom({ slug: 'short' })).toBeNull();
    expect(slugFrom({ slug: 'has spaces in it, see here' })).toBeNull();
    expect(slugFrom({})).toBeNull();
  });
});

describe('prefillFromRelay', () => {
  it("fills the candidate with the lead's valid details", () => {
    const out = prefillFromRelay(emptyCandidate('US'), {
      firstName: 'Ana', lastName: 'Diaz', phone: '+17135550142', email: 'ana@example.com', postalCode: '77030', country: 'US', birthDate: '1970-05-05', gender: 'female',
    }, ctx);
    expect(out).toMatchObject({ firstName: 'Ana', lastName: 'Diaz', phone: '+17135550142', phoneValid: true, email: 'ana@example.com', postalCode: '77030', birthDate: '1970-05-05', age: 56, gender: 'female', country: 'US' });
  });

  it("reads the details in the lead's country", () => {
    const out = prefillFromRelay(emptyCandidate('US'), { ...none, postalCode: 'm5g 2c4', phone: '+14165550100', country: 'ca' }, ctx);
    expect(out).toMatchObject({ country: 'CA', postalCode: 'M5G 2C4', phone: '+14165550100' });
  });

  it('keeps what the candidate has where the lead has nothing valid, and ignores an unsupported country', () => {
    const before = { ...emptyCandidate('US'), firstName: 'Zoe', lastName: 'Ng', postalCode: '10001' };
    const out = prefillFromRelay(before, { ...none, firstName: '  ', postalCode: 'ABCDE', email: 'not-an-email', birthDate: '2099-01-01', gender: 'alien', country: 'FR' }, ctx);
    expect(out).toEqual(before);
  });
});
