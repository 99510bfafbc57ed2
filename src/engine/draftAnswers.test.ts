import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CampaignDocument, Field } from './campaign.ts';
import { clearedInDraft, consentsToGiveAgain, draftAnswersKept, draftToKeep } from './draftAnswers.ts';
import { resolveCampaign } from './resolveCampaign.ts';

const s6 = resolveCampaign('s6', new Map([['s6', JSON.parse(readFileSync('campaigns/s6.json', 'utf8')) as CampaignDocument]]));

describe('draftToKeep', () => {
  const step: Field[] = [{ kind: 'PostalCode' }, { kind: 'Email' }, { kind: 'FullName' }, { kind: 'Phone' }, { kind: 'GenericConsent' }, { kind: 'Heading' }];
  it('keeps each answer the visitor changed and left empty as null, so storage keeps it', () => {
    const answers = { postalCode: undefined, email: '', fullName: 'Ana Ruiz', phone: undefined, consent: false };
    const kept = draftToKeep(step, answers, new Set(['postalCode', 'email', 'fullName', 'consent']));
    expect(kept).toEqual({ postalCode: null, email: null, fullName: 'Ana Ruiz', phone: undefined, consent: false });
    expect(JSON.parse(JSON.stringify(kept))).toEqual({ postalCode: null, email: null, fullName: 'Ana Ruiz', consent: false });
    expect(answers.postalCode).toBeUndefined();
  });

  it('keeps no answer the visitor did not change, empty or not: the step starts with it anyway', () => {
    expect(draftToKeep(step, { postalCode: undefined, email: '', fullName: 'Ana Ruiz', consent: true }, new Set())).toStrictEqual({});
    // The condition a diagnosis Yes ticked, untouched on the conditions step, does not outlive a No given after it.
    const indications = s6.steps.indications?.fields ?? [];
    expect(draftToKeep(indications, { indicationIds: [101], consent: false }, new Set(['consent']))).toStrictEqual({ consent: false });
    expect(draftToKeep(indications, { indicationIds: [101, 102] }, new Set(['indicationIds']))).toStrictEqual({ indicationIds: [101, 102] });
  });

  it("keeps only the step's own fields' answers, not the person's others the form holds", () => {
    expect(draftToKeep([{ kind: 'FullName' }], { fullName: 'Ana Ruiz', dateOfBirth: '1980-04-12', email: 'ana@example.org' }, new Set(['fullName', 'email']))).toStrictEqual({ fullName: 'Ana Ruiz' });
    expect(Object.keys(draftToKeep([{ kind: 'Heading' }, { kind: 'Email' }, { kind: 'FullName' }], { heading0: 'x', fullName: 'Ana Ruiz' }, new Set(['heading0', 'fullName'])))).toEqual(['fullName']);
  });
});

describe('clearedInDraft', () => {
  it('names the answers kept as emptied, and no other', () => {
    expect(clearedInDraft({ postalCode: null, email: '', fullName: 'Ana', phone: undefined })).toEqual(['postalCode']);
    expect(clearedInDraft({})).toEqual([]);
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
