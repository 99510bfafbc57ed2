import { describe, expect, it } from 'vitest';
import type { Campaign, Field } from './campaign.ts';
import { brand, t, ws10 } from '../../tests/support/consentTestContext.ts';
import { recordableConsents, recordKey, sendableHere } from './recordableConsents.ts';
import { CONTACT_CONSENTS } from './consentRecords.ts';

const US_TEXT = 'By finishing, I agree to be contacted by phone, text message and email about this study and other clinical trials, and I agree that my answers may be shared with the study site.';
const INTL_TEXT = "I agree to be contacted by phone, text message and email about this study and other clinical trials, and I agree that my answers may be shared with the study site and with my doctor's office.";
/** What a caregiver reads there: the participant's doctor's office. */
const INTL_CAREGIVER_TEXT = INTL_TEXT.replace("with my doctor's office", "with the participant's doctor's office");

/** ws10 whose home shows only `fields`. */
const withHome = (...fields: Field[]): Campaign => ({ ...ws10, steps: { ...ws10.steps, home: { ...ws10.steps.home!, fields } } });
const field = (kind: Field['kind'], extra: Partial<Field> = {}) => ({ kind, ...extra }) as Field;
const recordable = (campaign: Campaign, step = 'home') => [...recordableConsents(campaign, step, { brand, locale: 'en', t })].sort();
const keys = (records: Array<[string, boolean, string]>) => records.map(([type, granted, text]) => recordKey({ type: type as never, granted, text })).sort();
const contact = (granted: boolean, text: string): Array<[string, boolean, string]> => CONTACT_CONSENTS.map((type) => [type, granted, text]);

describe('recordableConsents', () => {
  it('the contact wording grants calls, texts, email and the clinic, in either region and wording, and never refuses them', () => {
    const f = field('GenericConsent', { label: 'fields.consent.label', labelCaregiver: 'caregiver.consent' } as Partial<Field>);
    expect(recordable(withHome(f))).toEqual(keys([
      ...contact(true, US_TEXT), ...contact(true, `${INTL_TEXT}\nI agree`), ...contact(true, `${INTL_CAREGIVER_TEXT}\nI agree for them`),
    ]));
  });

  it('the medical-records authorization records only that consent, given or refused', () => {
    // The person's own records, or, for a caregiver, the participant's.
    expect(recordable(withHome(field('MedicalRecordsConsent')))).toEqual(keys([
      ['medicalRecords', true, 'I authorise my records.\nI authorise'], ['medicalRecords', false, 'I authorise my records.\nI authorise'],
      ['medicalRecords', true, "I authorise the participant's records.\nI authorise for them"], ['medicalRecords', false, "I authorise the participant's records.\nI authorise for them"],
    ]));
    expect(recordable(withHome(field('HealthDataConsent')))).toEqual(keys([
      ['medicalRecords', true, 'Share your health data?\nI authorise my records.'], ['medicalRecords', false, 'Share your health data?\nI authorise my records.'],
      ['medicalRecords', true, "Share the participant's health data?\nI authorise the participant's records."], ['medicalRecords', false, "Share the participant's health data?\nI authorise the participant's records."],
    ]));
  });

  it("the partner's first question alone only refuses; both questions grant or refuse", () => {
    expect(recordable(withHome(field('PartnerConsent')))).toEqual(keys([
      ...contact(false, 'Connect you?'), ...contact(true, 'Connect you?\nTransfer your information?'), ...contact(false, 'Connect you?\nTransfer your information?'),
    ]));
  });

  it("the e-signature's choice records only its refusal: its yes is the signature, which the server records", () => {
    expect(recordable(withHome(field('ESignConsent')))).toEqual(keys([
      ['medicalRecords', false, 'Share your health data?\nI authorise my records.'], ['medicalRecords', false, "Share the participant's health data?\nI authorise the participant's records."],
    ]));
  });

  it('brand connect records commercial texts either way, with its label', () => {
    expect(recordable(withHome(field('BrandConnectConsent')))).toEqual(keys([['commercial', true, 'Send me texts'], ['commercial', false, 'Send me texts']]));
  });

  it('several consent fields on one step each record their own', () => {
    expect(recordable(withHome(field('GenericConsent'), field('MedicalRecordsConsent')))).toEqual(keys([
      ...contact(true, US_TEXT), ...contact(true, `${INTL_TEXT}\nI agree`), ...contact(true, `${INTL_CAREGIVER_TEXT}\nI agree`),
      ['medicalRecords', true, 'I authorise my records.\nI authorise'], ['medicalRecords', false, 'I authorise my records.\nI authorise'],
      ['medicalRecords', true, "I authorise the participant's records.\nI authorise for them"], ['medicalRecords', false, "I authorise the participant's records.\nI authorise for them"],
    ]));
  });

  it('a step without a consent field, or no such step, records nothing', () => {
    expect(recordable(withHome(field('FullName'), field('Phone')))).toEqual([]);
    expect(recordable(ws10, 'indications')).toEqual([]);
    expect(recordable(ws10, 'nope')).toEqual([]);
  });
});

describe('sendableHere', () => {
  const campaign = withHome(field('GenericConsent', { label: 'fields.consent.label' } as Partial<Field>));
  const here = (records: Parameters<typeof sendableHere>[0], region: 'us' | 'international' = 'us') => sendableHere(records, campaign, { brand, locale: 'en', t, region });

  it("keeps the waiting records this page's step can give in its words, and drops those it cannot (other words, another step)", () => {
    const shown = { type: 'sms' as const, granted: true, text: US_TEXT, step: 'home' };
    const spanish = { ...shown, type: 'call' as const, text: 'Al finalizar, acepto que me contacten…' };
    const elsewhere = { ...shown, type: 'email' as const, step: 'indications' };
    const refused = { ...shown, type: 'clinic' as const, granted: false };
    expect(here([shown, spanish, elsewhere, refused])).toEqual([shown]);
    expect(here([])).toEqual([]);
  });

  it("drops a record shown to the other region: the visitor's country changed after the choice, and the server would refuse it", () => {
    const us = { type: 'sms' as const, granted: true, text: US_TEXT, step: 'home' };
    const international = { ...us, text: `${INTL_TEXT}\nI agree` };
    expect(here([us, international], 'us')).toEqual([us]);
    expect(here([us, international], 'international')).toEqual([international]);
  });
});
