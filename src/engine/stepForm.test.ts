import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CampaignDocument } from './campaign.ts';
import { fieldKinds } from './fieldKinds.ts';
import { resolveCampaign } from './resolveCampaign.ts';
import { consentsToGiveAgain, draftAnswersKept, fieldKey, stepFormSchema, stepSchemaId } from './stepForm.ts';

const s6 = resolveCampaign('s6', new Map([['s6', JSON.parse(readFileSync('campaigns/s6.json', 'utf8')) as CampaignDocument]]));

describe('fieldKey', () => {
  it("is the field's answer key", () => {
    expect(fieldKey({ kind: 'FullName' }, 0)).toBe('fullName');
    expect(fieldKey({ kind: 'GenderSelect' }, 3)).toBe('gender');
    expect(fieldKey({ kind: 'IndicationMultiSelect' }, 0)).toBe('indicationIds');
    expect(fieldKey({ kind: 'GenericConsent' }, 1)).toBe('consent');
  });

  it('is a unique key by position for display-only kinds', () => {
    expect(fieldKey({ kind: 'Heading' }, 0)).toBe('heading0');
    expect(fieldKey({ kind: 'Heading' }, 2)).toBe('heading2');
    expect(fieldKey({ kind: 'ThankYouPage' }, 0)).toBe('thankyoupage0');
  });
});

describe('stepSchemaId', () => {
  it('names the campaign and step', () => {
    expect(stepSchemaId('s6', 'postal')).toBe('step:s6/postal');
  });
});

describe('stepFormSchema', () => {
  it('has one property per field, typed by kind', () => {
    expect(stepFormSchema(s6, 'indications')).toEqual({
      $id: 'step:s6/indications',
      type: 'object',
      properties: {
        indicationIds: { type: 'array', items: { type: 'integer' }, uniqueItems: true },
        consent: { type: 'boolean' },
      },
    });
  });

  it('types the s6 single-field steps', () => {
    expect(stepFormSchema(s6, 'diagnosis').properties).toEqual({ diagnosis: { type: 'boolean' } });
    expect(stepFormSchema(s6, 'dob').properties).toEqual({ birthDate: { type: 'string' } });
    expect(stepFormSchema(s6, 'thankyou').properties).toEqual({ thankyoupage0: { type: 'string' } });
  });

  it('lists no required fields (decided by validateStep)', () => {
    expect(stepFormSchema(s6, 'name')).not.toHaveProperty('required');
  });

  it('copies the kind schema rather than sharing it', () => {
    const schema = stepFormSchema(s6, 'diagnosis');
    expect(schema.properties.diagnosis).not.toBe(fieldKinds.Diagnosis.schema);
  });

  it('throws for an unknown step', () => {
    expect(() => stepFormSchema(s6, 'nope')).toThrow('campaign s6 has no step nope');
  });
});

describe('draftAnswersKept', () => {
  it("gives back the step's own answers typed and not sent, a consent's excepted", () => {
    const indications = s6.steps.indications?.fields ?? [];
    expect(draftAnswersKept(indications, { indicationIds: [101, 102], consent: true, email: 'not@this.step' })).toStrictEqual({ indicationIds: [101, 102] });
    const name = s6.steps.name?.fields ?? [];
    expect(draftAnswersKept(name, { fullName: 'Ana Diaz', caregiverName: '', postalCode: '77030' })).toStrictEqual({ fullName: 'Ana Diaz', caregiverName: '' });
  });

  it('gives back an answer held as nothing, and no key the draft does not hold (it would blank what the step starts with)', () => {
    const dob = s6.steps.dob?.fields ?? [];
    expect(draftAnswersKept(dob, { birthDate: null })).toStrictEqual({ birthDate: null });
    expect(draftAnswersKept(dob, {})).toStrictEqual({});
    expect(draftAnswersKept([], { birthDate: '01/02/1980' })).toStrictEqual({});
  });
});

describe('consentsToGiveAgain', () => {
  const indications = s6.steps.indications?.fields ?? [];

  it('is true when the draft held a consent answer the step no longer starts with: a box ticked, a choice made', () => {
    expect(consentsToGiveAgain(indications, { consent: true, indicationIds: [101] }, { indicationIds: [101] })).toBe(true);
    expect(consentsToGiveAgain(indications, { consent: true }, { consent: false })).toBe(true);
    expect(consentsToGiveAgain([{ kind: 'HealthDataConsent' }], { healthDataConsent: false }, {})).toBe(true);
    expect(consentsToGiveAgain([{ kind: 'PartnerConsent' }], { partnerConsent: { connect: 'yes' } }, {})).toBe(true);
  });

  it('is false with no consent answer in the draft, one the step starts with anyway, or a draft of other fields only', () => {
    expect(consentsToGiveAgain(indications, { indicationIds: [101] }, {})).toBe(false);
    expect(consentsToGiveAgain(indications, { consent: undefined }, {})).toBe(false);
    expect(consentsToGiveAgain(indications, { consent: undefined }, { consent: false })).toBe(false);
    // The terms box ticked and unticked before the reload: unticked is no answer of that kind, so nothing was lost.
    expect(consentsToGiveAgain(indications, { consent: false }, {})).toBe(false);
    // An unticked brand box is an answer of its kind (a refusal): one other than the step starts with is asked again.
    expect(consentsToGiveAgain([{ kind: 'BrandConnectConsent' }], { commercialConsent: false }, { commercialConsent: true })).toBe(true);
    // A consent emptied (the e-signature's Yes waits for the signing) is kept as null: nothing was chosen.
    expect(consentsToGiveAgain(indications, { consent: null }, { consent: false })).toBe(false);
    expect(consentsToGiveAgain(indications, { consent: false }, { consent: false })).toBe(false);
    expect(consentsToGiveAgain([{ kind: 'BrandConnectConsent' }], { commercialConsent: true }, { commercialConsent: true })).toBe(false);
    expect(consentsToGiveAgain(s6.steps.name?.fields ?? [], { fullName: 'Ana Diaz' }, {})).toBe(false);
  });
});
