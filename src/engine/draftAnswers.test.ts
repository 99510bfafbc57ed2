import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CampaignDocument, Field } from './campaign.ts';
import { clearedInDraft, consentsToGiveAgain, withConsentsToGiveAgain, draftAnswersKept, draftToKeep, draftChangesAnswers, stepWithUnsentChanges, type StepDraft } from './draftAnswers.ts';
import { resolveCampaign } from './resolveCampaign.ts';

const s6 = resolveCampaign('s6', new Map([['s6', JSON.parse(readFileSync('campaigns/s6.json', 'utf8')) as CampaignDocument]]));

describe('draftToKeep', () => {
  const step: Field[] = [{ kind: 'PostalCode' }, { kind: 'Email' }, { kind: 'FullName' }, { kind: 'Phone' }, { kind: 'GenericConsent' }, { kind: 'Heading' }];
  it('keeps each answer the visitor changed, one left empty as null, so storage keeps it', () => {
    const answers = { postalCode: undefined, email: '', fullName: 'Ana Ruiz', phone: undefined, consent: false };
    const kept = draftToKeep(step, answers, new Set(['postalCode', 'email', 'fullName', 'consent']), {});
    expect(kept).toStrictEqual({ answers: { postalCode: null, email: null, fullName: 'Ana Ruiz', consent: false }, base: {} });
    expect(answers.postalCode).toBeUndefined();
  });

  it('keeps an answer emptied though the form no longer holds it at all: a second reload gave back what it had emptied', () => {
    expect(draftToKeep(step, { fullName: 'Ana Ruiz' }, new Set(['email']), { email: 'eva@example.com' })).toStrictEqual({ answers: { email: null }, base: { email: 'eva@example.com' } });
  });

  it('keeps beside each answer what the step started with, when it started with one', () => {
    const indications = s6.steps.indications?.fields ?? [];
    expect(draftToKeep(indications, { indicationIds: [101, 113] }, new Set(['indicationIds']), { indicationIds: [101] }))
      .toStrictEqual({ answers: { indicationIds: [101, 113] }, base: { indicationIds: [101] } });
    expect(draftToKeep(step, { email: 'ana@x.org', fullName: 'Ana' }, new Set(['email', 'fullName']), { email: '', fullName: null, phone: '+17135550100' }))
      .toStrictEqual({ answers: { email: 'ana@x.org', fullName: 'Ana' }, base: {} });
  });

  it('keeps no answer the visitor did not change, empty or not: the step starts with it anyway', () => {
    expect(draftToKeep(step, { postalCode: undefined, email: '', fullName: 'Ana Ruiz', consent: true }, new Set(), { fullName: 'Ana Ruiz' })).toStrictEqual({ answers: {}, base: {} });
    // The condition a diagnosis Yes ticked, untouched on the conditions step, does not outlive a No given after it.
    const indications = s6.steps.indications?.fields ?? [];
    expect(draftToKeep(indications, { indicationIds: [101], consent: false }, new Set(['consent']), { indicationIds: [101] })).toStrictEqual({ answers: { consent: false }, base: {} });
  });

  it("keeps only the step's own fields' answers, not the person's others the form holds", () => {
    expect(draftToKeep([{ kind: 'FullName' }], { fullName: 'Ana Ruiz', dateOfBirth: '1980-04-12', email: 'ana@example.org' }, new Set(['fullName', 'email']), { email: 'a@b.c' }).answers).toStrictEqual({ fullName: 'Ana Ruiz' });
    expect(Object.keys(draftToKeep([{ kind: 'Heading' }, { kind: 'Email' }, { kind: 'FullName' }], { heading0: 'x', fullName: 'Ana Ruiz' }, new Set(['heading0', 'fullName']), {}).answers)).toEqual(['fullName']);
  });
});

describe('clearedInDraft', () => {
  it('names the answers kept as emptied, and no other', () => {
    expect(clearedInDraft({ postalCode: null, email: '', fullName: 'Ana', phone: undefined })).toEqual(['postalCode']);
    expect(clearedInDraft({})).toEqual([]);
  });
});

describe('draftAnswersKept', () => {
  const indications = s6.steps.indications?.fields ?? [];
  const d = (answers: Record<string, unknown>, base: Record<string, unknown> = {}) => ({ answers, base });

  it("gives back the step's own answers typed and not sent, a consent's excepted, while the step starts as it did", () => {
    expect(draftAnswersKept(indications, d({ indicationIds: [101, 102], consent: true, email: 'not@this.step' }), {})).toStrictEqual({ indicationIds: [101, 102] });
    const name = s6.steps.name?.fields ?? [];
    expect(draftAnswersKept(name, d({ fullName: 'Ana Diaz', caregiverName: '', postalCode: '77030' }, { fullName: 'Ana' }), { fullName: 'Ana', postalCode: '10001' }))
      .toStrictEqual({ fullName: 'Ana Diaz', caregiverName: '' });
  });

  it('gives back an answer held as nothing, and no key the draft does not hold (it would blank what the step starts with)', () => {
    const dob = s6.steps.dob?.fields ?? [];
    expect(draftAnswersKept(dob, d({ birthDate: null }, { birthDate: '01/02/1980' }), { birthDate: '01/02/1980' })).toStrictEqual({ birthDate: null });
    expect(draftAnswersKept(dob, d({}), { birthDate: '01/02/1980' })).toStrictEqual({});
    expect(draftAnswersKept([], d({ birthDate: '01/02/1980' }), {})).toStrictEqual({});
    // Nothing then, nothing now, held as undefined, null or '' alike: the same start.
    expect(draftAnswersKept(dob, d({ birthDate: '03/04/1990' }), { birthDate: '' })).toStrictEqual({ birthDate: '03/04/1990' });
  });

  it('lets an answer changed elsewhere since the draft stand; a list keeps the visitor\'s own changes made on top of it', () => {
    // Yes ticked Type 2 diabetes (101); the visitor ticked Migraine (113) too, went back and said No: Migraine alone.
    expect(draftAnswersKept(indications, d({ indicationIds: [101, 113] }, { indicationIds: [101] }), { indicationIds: [] })).toStrictEqual({ indicationIds: [113] });
    // Unticked what Yes ticked, then No: nothing, and nothing added twice when the start already has it.
    expect(draftAnswersKept(indications, d({ indicationIds: [] }, { indicationIds: [101] }), { indicationIds: [] })).toStrictEqual({ indicationIds: [] });
    expect(draftAnswersKept(indications, d({ indicationIds: [113] }), { indicationIds: [101, 113] })).toStrictEqual({ indicationIds: [101, 113] });
    expect(draftAnswersKept(indications, d({ indicationIds: [113, 109] }, { indicationIds: [109] }), { indicationIds: [101, 109] })).toStrictEqual({ indicationIds: [101, 109, 113] });
    expect(draftAnswersKept(indications, d({ indicationIds: [113] }, { indicationIds: [101, 113] }), { indicationIds: [101, 120] })).toStrictEqual({ indicationIds: [120] });
    // The step starting with no answer at all is a list emptied: the visitor's own ticks stay.
    expect(draftAnswersKept(indications, d({ indicationIds: [101, 113] }, { indicationIds: [101] }), {})).toStrictEqual({ indicationIds: [113] });
    // A list of values, null among them, is a list; one of objects, or beside a single answer, is one answer.
    expect(draftAnswersKept(indications, d({ indicationIds: [113, null] }, { indicationIds: [101] }), { indicationIds: [120] })).toStrictEqual({ indicationIds: [120, 113, null] });
    expect(draftAnswersKept(indications, d({ indicationIds: [{ id: 113 }] }, { indicationIds: [{ id: 101 }] }), { indicationIds: [{ id: 120 }] })).toStrictEqual({});
    expect(draftAnswersKept(indications, d({ indicationIds: [113] }, { indicationIds: 'x' }), { indicationIds: [101] })).toStrictEqual({});
    expect(draftAnswersKept(indications, d({ indicationIds: [113] }, { indicationIds: [101] }), { indicationIds: 'x' })).toStrictEqual({});
    // A single answer changed elsewhere stands over the draft's.
    const email = [{ kind: 'Email' }] as Field[];
    expect(draftAnswersKept(email, d({ email: null }, { email: 'eva@example.com' }), { email: 'new@example.com' })).toStrictEqual({});
    expect(draftAnswersKept(email, d({ email: 'typo@x' }, { email: 'eva@example.com' }), { email: 'new@example.com' })).toStrictEqual({});
    expect(draftAnswersKept(email, d({ email: 'typo@x' }, { email: 'eva@example.com' }), {})).toStrictEqual({});
    // Typed where the step had none: the visitor's own, over one that came since (a located postal code).
    const postal = [{ kind: 'PostalCode' }] as Field[];
    expect(draftAnswersKept(postal, d({ postalCode: '02115' }), { postalCode: '77030' })).toStrictEqual({ postalCode: '02115' });
  });
});

describe('consentsToGiveAgain', () => {
  const indications = s6.steps.indications?.fields ?? [];

  it('names each consent answer the draft held that the step does not start with: a box ticked, a choice made, one of two', () => {
    expect(consentsToGiveAgain(indications, { consent: true, indicationIds: [101] }, { indicationIds: [101] })).toEqual(['consent']);
    expect(consentsToGiveAgain(indications, { consent: true }, { consent: false })).toEqual(['consent']);
    expect(consentsToGiveAgain([{ kind: 'HealthDataConsent' }], { healthDataConsent: false }, {})).toEqual(['healthDataConsent']);
    expect(consentsToGiveAgain([{ kind: 'PartnerConsent' }], { partnerConsent: { connect: 'yes' } }, {})).toEqual(['partnerConsent']);
    // The medical-records box unticked after its grant was sent: the step starts with it unanswered, not ticked.
    expect(consentsToGiveAgain([{ kind: 'MedicalRecordsConsent' }], { healthDataConsent: false }, { healthDataConsent: true })).toEqual(['healthDataConsent']);
    expect(consentsToGiveAgain([{ kind: 'BrandConnectConsent' }, { kind: 'MedicalRecordsConsent' }], { commercialConsent: true, healthDataConsent: false }, { commercialConsent: true, healthDataConsent: true })).toEqual(['healthDataConsent']);
  });

  it('names none with no consent answer in the draft, one the step starts with anyway, or a draft of other fields only', () => {
    expect(consentsToGiveAgain(indications, { indicationIds: [101] }, {})).toEqual([]);
    expect(consentsToGiveAgain(indications, { consent: undefined }, {})).toEqual([]);
    expect(consentsToGiveAgain(indications, { consent: undefined }, { consent: false })).toEqual([]);
    // The terms box ticked and unticked before the reload: unticked is no answer of that kind, so nothing was lost.
    expect(consentsToGiveAgain(indications, { consent: false }, {})).toEqual([]);
    // An unticked brand box is an answer of its kind (a refusal): one other than the step starts with is asked again.
    expect(consentsToGiveAgain([{ kind: 'BrandConnectConsent' }], { commercialConsent: false }, { commercialConsent: true })).toEqual(['commercialConsent']);
    // A consent emptied (the e-signature's Yes waits for the signing) is kept as null: nothing was chosen.
    expect(consentsToGiveAgain(indications, { consent: null }, { consent: false })).toEqual([]);
    expect(consentsToGiveAgain(indications, { consent: false }, { consent: false })).toEqual([]);
    expect(consentsToGiveAgain([{ kind: 'BrandConnectConsent' }], { commercialConsent: true }, { commercialConsent: true })).toEqual([]);
    expect(consentsToGiveAgain(s6.steps.name?.fields ?? [], { fullName: 'Ana Diaz' }, {})).toEqual([]);
  });
});

describe('withConsentsToGiveAgain', () => {
  it('starts the consents to give again unanswered, keeps every other answer, and says whether any was cleared', () => {
    const fields = [{ kind: 'MedicalRecordsConsent' as const }, { kind: 'FullName' as const }];
    expect(withConsentsToGiveAgain(fields, { healthDataConsent: false }, { healthDataConsent: true, fullName: 'Ana Diaz' })).toEqual({ answers: { fullName: 'Ana Diaz' }, cleared: true });
    expect(withConsentsToGiveAgain(fields, { healthDataConsent: true }, { healthDataConsent: true, fullName: 'Ana Diaz' })).toEqual({ answers: { healthDataConsent: true, fullName: 'Ana Diaz' }, cleared: false });
    expect(withConsentsToGiveAgain(fields, {}, {})).toEqual({ answers: {}, cleared: false });
  });
});

describe('draftChangesAnswers', () => {
  it('is a change where an answer differs from what the step started with', () => {
    expect(draftChangesAnswers({ answers: { phone: '7135550946' }, base: { phone: '7135550945' } })).toBe(true);
    expect(draftChangesAnswers({ answers: { criteria: { 2: [5] } }, base: { criteria: { 2: [7] } } })).toBe(true);
    // Typed where the step had nothing, and emptied where it had an answer.
    expect(draftChangesAnswers({ answers: { email: 'a@b.co' }, base: {} })).toBe(true);
    expect(draftChangesAnswers({ answers: { email: null }, base: { email: 'a@b.co' } })).toBe(true);
  });

  it('is none where every answer is what the step started with (changed back), or emptied where it had none', () => {
    expect(draftChangesAnswers({ answers: { phone: '7135550945', criteria: { 2: [7] } }, base: { phone: '7135550945', criteria: { 2: [7] } } })).toBe(false);
    expect(draftChangesAnswers({ answers: { email: null }, base: {} })).toBe(false);
    expect(draftChangesAnswers({ answers: { email: '' }, base: {} })).toBe(false);
    expect(draftChangesAnswers({ answers: {}, base: {} })).toBe(false);
  });
});

describe('stepWithUnsentChanges', () => {
  const changed: StepDraft = { answers: { phone: '2' }, base: { phone: '1' } };
  const drafts: Record<string, StepDraft> = { home: { answers: { criteria: { 2: [5] } }, base: { criteria: { 2: [7] } } }, phone: changed, same: { answers: { phone: '1' }, base: { phone: '1' } } };
  const draftOf = (step: string): StepDraft => drafts[step] ?? { answers: {}, base: {} };
  const s6 = ['postal', 'dob', 'name', 'phone', 'email', 'indications'];

  it('sends a visitor come forward past the step they left, whose draft changes its answers, back to it', () => {
    expect(stepWithUnsentChanges(['home'], 'indications', ['home', 'indications'], draftOf)).toBe('home');
    expect(stepWithUnsentChanges(['postal', 'dob', 'home'], 'indications', [], draftOf)).toBe('home');
  });

  it('and one who jumped past a step they had gone back past with changes unsent, back to the first such step', () => {
    expect(stepWithUnsentChanges(['postal', 'dob', 'name'], 'email', s6, draftOf)).toBe('phone');
    expect(stepWithUnsentChanges(['postal', 'dob', 'name'], 'indications', s6, draftOf)).toBe('phone');
    // Not a step the visit stands on, nor one after the step come to, nor the step itself.
    expect(stepWithUnsentChanges(['postal', 'phone', 'name'], 'email', s6, draftOf)).toBeNull();
    expect(stepWithUnsentChanges(['postal', 'dob'], 'name', s6, draftOf)).toBeNull();
    expect(stepWithUnsentChanges(['postal', 'dob', 'name'], 'phone', s6, draftOf)).toBeNull();
    expect(stepWithUnsentChanges(['postal'], 'email', ['postal', 'same', 'email'], draftOf)).toBeNull();
    expect(stepWithUnsentChanges(['postal'], 'gone', ['postal', 'phone'], draftOf)).toBeNull();
  });

  it('lets the step show where nothing was left unsent, or the visitor goes back to a step on the trail', () => {
    expect(stepWithUnsentChanges(['home', 'same'], 'email', ['home', 'same', 'email'], draftOf)).toBeNull();
    expect(stepWithUnsentChanges(['postal'], 'dob', s6, draftOf)).toBeNull();
    expect(stepWithUnsentChanges(['home', 'indications'], 'home', [], draftOf)).toBeNull();
    expect(stepWithUnsentChanges(['home', 'indications'], 'indications', [], draftOf)).toBeNull();
    expect(stepWithUnsentChanges([], 'home', [], draftOf)).toBeNull();
    // Going back with changes unsent on the step left keeps them there for when the visitor comes forward again.
    expect(stepWithUnsentChanges(['postal', 'phone'], 'postal', s6, draftOf)).toBeNull();
    // A visit that stands nowhere yet has gone past nothing.
    expect(stepWithUnsentChanges([], 'email', s6, draftOf)).toBeNull();
  });
});
