import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { CampaignDocument, Field } from './campaign.ts';
import type { Brand } from '../generated/brand.ts';
import { resolveCampaign } from './resolveCampaign.ts';
import { planSubmit, type SubmitInput } from './submitPlan.ts';
import { emptyCandidate } from '../core/candidate.ts';
import { resolveCountry } from '../core/countries.ts';
import { stepOf } from './flow.ts';

const docs = new Map(['s6', 'ws10', 'ws16', 'ws21', 'ss6', 'ss7', 'ps1'].map((n) => [n, JSON.parse(readFileSync(`campaigns/${n}.json`, 'utf8')) as CampaignDocument]));
const campaign = (name: string) => resolveCampaign(name, docs);
const brand = JSON.parse(readFileSync('campaigns/brands/trial-search.json', 'utf8')) as Brand;
const t = (key: string) => `[${key}]`;

function input(name: string, stepId: string, over: Partial<SubmitInput> = {}): SubmitInput {
  const c = campaign(name);
  return {
    campaign: c, stepId, candidate: emptyCandidate('US'), path: { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false },
    answers: {}, shown: stepOf(c, stepId).fields, country: resolveCountry('US'), today: '2026-11-22', finishedSteps: [], pendingConsents: [],
    statements: { campaign: c, brand, locale: 'en', t }, caregiver: false, context: { study: null }, ...over,
  };
}
const kinds = (plan: ReturnType<typeof planSubmit>) => plan.work.map((w) => w.kind);

describe('planSubmit', () => {
  it('applies the answers to the candidate', () => {
    const plan = planSubmit(input('s6', 'name', { answers: { fullName: 'Ana Maria Diaz' } }));
    expect(plan.candidate).toMatchObject({ firstName: 'Ana Maria', lastName: 'Diaz' });
    expect(plan.work).toEqual([]);
    expect(plan.staysOnStep).toBe(false);
  });

  it('a step that saves the subject saves the lead, unless the visitor is going back to a finished step', () => {
    expect(kinds(planSubmit(input('s6', 'phone', { answers: { phone: '(212) 555-0199' } })))).toEqual(['save']);
    expect(planSubmit(input('s6', 'phone', { answers: { phone: '(212) 555-0199' } })).work).toEqual([{ kind: 'save', what: 'lead' }]);
    // From phone the flow goes to email; with email already finished, leaving phone is going back.
    expect(kinds(planSubmit(input('s6', 'phone', { answers: { phone: '(212) 555-0199' }, finishedSteps: ['email'] })))).toEqual([]);
  });

  it('the questionnaire saves as a survey', () => {
    expect(planSubmit(input('s6', 'healthQuestions', { answers: { healthAnswers: {} } })).work).toEqual([{ kind: 'save', what: 'survey' }]);
  });

  it('the one-page screener verifies the postal code, saves, then screens, in that order', () => {
    const plan = planSubmit(input('ws10', 'home', { answers: { postalCode: '77030', fullName: 'Una Test', phone: '(713) 555-0100' }, shown: [{ kind: 'PostalCode' }, { kind: 'FullName' }, { kind: 'Phone' }] as Field[] }));
    expect(plan.work.slice(0, 3)).toEqual([{ kind: 'verifyPostalCode', postalCode: '77030' }, { kind: 'save', what: 'lead' }, { kind: 'screen' }]);
  });

  it('no postal code, no verification', () => {
    expect(kinds(planSubmit(input('ws10', 'home', { shown: [] })))).not.toContain('verifyPostalCode');
  });

  it('a search stays on its page and does nothing after it', () => {
    const plan = planSubmit(input('ss7', 'home', { answers: { postalCode: '10001' }, shown: [{ kind: 'PostalCode' }] as Field[] }));
    expect(plan.staysOnStep).toBe(true);
    expect(kinds(plan).at(-1)).toBe('search');
  });

  it('US: the consent shown on the step is given with its text and stored with the save', () => {
    const plan = planSubmit(input('ws10', 'home', { shown: [{ kind: 'GenericConsent' }] as Field[] }));
    expect(plan.pendingConsents.map((c) => [c.type, c.granted, c.step])).toEqual([['sms', true, 'home'], ['call', true, 'home'], ['email', true, 'home'], ['clinic', true, 'home']]);
    expect(plan.pendingConsents[0]?.text).toMatch(/^By finishing, I agree to be contacted/);
    expect(kinds(plan).at(-1)).toBe('storeConsents');
  });

  it('a country chosen on the step decides the consent wording, and an unticked box gives none', () => {
    const shown = [{ kind: 'GenericConsent' }] as Field[];
    expect(planSubmit(input('ws10', 'home', { shown, answers: { country: 'GB' } })).pendingConsents).toEqual([]);
    const ticked = planSubmit(input('ws10', 'home', { shown, answers: { country: 'GB', consent: true } }));
    expect(ticked.pendingConsents[0]?.text).toBe("I agree to be contacted by phone, text message and email about this study and other clinical trials, and I agree that my answers may be shared with the study site and with my doctor's office.\n[fields.consent.label]");
  });

  it("a newer choice replaces a pending one of the same type; others stay pending", () => {
    const earlier = [{ type: 'medicalRecords' as const, granted: true, text: 'old', step: 'home' }, { type: 'sms' as const, granted: true, text: 'sms', step: 'home' }];
    const plan = planSubmit(input('ws16', 'indications', { pendingConsents: earlier, shown: [{ kind: 'HealthDataConsent' }] as Field[], answers: { healthDataConsent: false } }));
    expect(plan.pendingConsents).toEqual([earlier[1], { type: 'medicalRecords', granted: false, text: '[screener.healthData.question]\n[screener.healthData.consentText]', step: 'indications' }]);
    expect(kinds(plan)).toContain('storeConsents');
  });

  it('nothing to store means no consent work', () => {
    expect(kinds(planSubmit(input('s6', 'name', { answers: { fullName: 'Ana Diaz' } })))).not.toContain('storeConsents');
  });

  it('a booking step books the chosen slot, or records why it was skipped', () => {
    const c = campaign('ws21');
    const bookingStep = c.stepOrder.find((id) => c.steps[id]?.meta?.book);
    expect(bookingStep).toBeDefined();
    const id = bookingStep as string;
    const calendar = c.steps[id]?.meta?.book;
    expect(planSubmit(input('ws21', id, { answers: { booking: { slotId: '7:2026-11-23T15:00:00Z' } }, shown: [] })).work).toEqual([{ kind: 'book', calendar, slotId: '7:2026-11-23T15:00:00Z' }]);
    expect(planSubmit(input('ws21', id, { answers: { booking: { skip: 'noTime' } }, shown: [] })).work).toEqual([{ kind: 'skipBooking', reason: 'noTime' }]);
    expect(planSubmit(input('ws21', id, { answers: { booking: { skip: 'notInterested' } }, shown: [] })).work).toEqual([{ kind: 'skipBooking', reason: 'notInterested' }]);
  });

  it('web screeners store questionnaire labels; sign-ups store keys', () => {
    const answerLabel = (key: string) => `Label of ${key}`;
    const ws = planSubmit(input('ws10', 'webScreenerHealth', { answers: { healthAnswers: { insurance: 'yes' } }, shown: [{ kind: 'HealthQuestions' }] as Field[], answerLabel }));
    const su = planSubmit(input('s6', 'healthQuestions', { answers: { healthAnswers: { insurance: 'yes' } }, shown: [{ kind: 'HealthQuestions' }] as Field[], answerLabel }));
    expect(JSON.stringify(ws.candidate.surveyQuestions)).toContain('Label of yes');
    expect(JSON.stringify(su.candidate.surveyQuestions)).not.toContain('Label of');
  });
});
