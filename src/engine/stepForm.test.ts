import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CampaignDocument } from './campaign.ts';
import { fieldKinds } from './fieldKinds.ts';
import { resolveCampaign } from './resolveCampaign.ts';
import { answersOfShownFields, fieldKey, stepFormSchema, stepSchemaId } from './stepForm.ts';

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

describe('answersOfShownFields', () => {
  it("gives the shown fields' answers, as undefined where none was given, and nothing for a display-only field or a field not shown", () => {
    const shown = [{ kind: 'Heading' }, { kind: 'FullName' }, { kind: 'Email' }] as const;
    expect(answersOfShownFields(shown, { fullName: 'Ana Ruiz', heading0: 'x', phone: '7135550142' })).toStrictEqual({ fullName: 'Ana Ruiz', email: undefined });
  });
});
