/** A campaign's `rules` on its fields, read from a campaign file (tests/fixtures/campaigns/s6-field-rules.json). */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { COUNTRIES } from '../../core/countries.ts';
import type { CampaignDocument } from '../campaign.ts';
import { resolveCampaign } from '../resolveCampaign.ts';
import { validateStep } from '../validateStep.ts';

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as CampaignDocument;
const documents = new Map([['s6', read('campaigns/s6.json')], ['s6-field-rules', read('tests/fixtures/campaigns/s6-field-rules.json')]]);
const ctx = { country: COUNTRIES.US, today: '2026-03-02' };
const errorsOn = (campaign: string, step: string, answers: Record<string, unknown>) =>
  validateStep(resolveCampaign(campaign, documents).steps[step]?.fields ?? [], answers, ctx);

describe("a field's rules from the campaign", () => {
  it('pattern: a ZIP+4 the shipped s6 accepts, the variant refuses with the message it names', () => {
    expect(errorsOn('s6', 'postal', { postalCode: '10001-1234' })).toEqual({});
    expect(errorsOn('s6-field-rules', 'postal', { postalCode: '10001-1234' })).toEqual({ postalCode: 'invalidPostal' });
    expect(errorsOn('s6-field-rules', 'postal', { postalCode: '10001' })).toEqual({});
  });

  it("runs after the kind's own rules: a code in no country's pattern still reads as the kind says", () => {
    expect(errorsOn('s6-field-rules', 'postal', { postalCode: 'ABCDE' })).toEqual({ postalCode: 'invalidPostal' });
    expect(errorsOn('s6-field-rules', 'postal', {})).toEqual({ postalCode: 'required' });
  });

  it('ageRange: 18 to 99 on the birth date, on the birthday itself', () => {
    expect(errorsOn('s6', 'dob', { birthDate: '03/02/2010' })).toEqual({});
    expect(errorsOn('s6-field-rules', 'dob', { birthDate: '03/03/2008' })).toEqual({ birthDate: 'ageOutOfRange' });
    expect(errorsOn('s6-field-rules', 'dob', { birthDate: '03/02/2008' })).toEqual({});
    expect(errorsOn('s6-field-rules', 'dob', { birthDate: '03/02/1926' })).toEqual({ birthDate: 'ageOutOfRange' });
    expect(errorsOn('s6-field-rules', 'dob', { birthDate: '03/03/1926' })).toEqual({});
    // The kind's own rule comes first: a date in the future is not a valid birth date at all.
    expect(errorsOn('s6-field-rules', 'dob', { birthDate: '03/03/2026' })).toEqual({ birthDate: 'invalidBirthDate' });
  });

  it('length: 5 to 40 characters on the full name', () => {
    expect(errorsOn('s6-field-rules', 'name', { fullName: 'Al Bo' }).fullName).toBeUndefined();
    expect(errorsOn('s6-field-rules', 'name', { fullName: 'Al B' }).fullName).toBe('tooShort');
    expect(errorsOn('s6-field-rules', 'name', { fullName: `Jane ${'x'.repeat(36)}` }).fullName).toBe('tooLong');
    expect(errorsOn('s6-field-rules', 'name', { fullName: `Jane ${'x'.repeat(35)}` }).fullName).toBeUndefined();
  });

  it('required and a pattern on the email the shipped s6 leaves optional', () => {
    expect(errorsOn('s6', 'email', {})).toEqual({});
    expect(errorsOn('s6-field-rules', 'email', {})).toEqual({ email: 'required' });
    expect(errorsOn('s6-field-rules', 'email', { email: 'jane@example.com' })).toEqual({ email: 'invalidEmail' });
    expect(errorsOn('s6-field-rules', 'email', { email: 'jane@example.org' })).toEqual({});
  });
});
