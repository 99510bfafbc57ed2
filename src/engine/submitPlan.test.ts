import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { CampaignDocument, Field } from './campaign.ts';
import type { Brand } from '../generated/brand.ts';
import type { Copy } from './catalogueText.ts';
import { resolveCampaign } from './resolveCampaign.ts';
import { planSubmit, type SubmitInput } from './submitPlan.ts';
import { leadSignature } from './leadBody.ts';
import { emptyCandidate } from '../core/candidate.ts';
import { resolveCountry } from '../core/countries.ts';
import { stepOf } from './flow.ts';

const docs = new Map([
  ...['s6', 'ws10', 'ws11', 'ws16', 'ws19', 'ws21', 'ws23', 'ss6', 'ss7', 'ps1', 'ps2'].map((n) => [n, JSON.parse(readFileSync(`campaigns/${n}.json`, 'utf8')) as CampaignDocument] as const),
  ['s6-labelled-answers', JSON.parse(readFileSync('tests/fixtures/campaigns/s6-labelled-answers.json', 'utf8')) as CampaignDocument] as const,
  ['ws10-survey-screens', withHomeMeta('ws10-survey-screens', { saveSurvey: true })] as const,
  ['ws10-search-screens', withHomeMeta('ws10-search-screens', { search: true })] as const,
]);

/** ws10 with more settings on its home step (a step that screens and also saves a survey, or searches). */
function withHomeMeta(name: string, meta: Record<string, unknown>): CampaignDocument {
  const doc = JSON.parse(readFileSync('campaigns/ws10.json', 'utf8')) as CampaignDocument & { steps: { home: { meta?: object } } };
  doc.name = name;
  doc.steps.home.meta = { ...doc.steps.home.meta, ...meta };
  return doc;
}
const campaign = (name: string) => resolveCampaign(name, docs);
const brand = JSON.parse(readFileSync('campaigns/brands/trial-search.json', 'utf8')) as Brand;
const t = (key: Copy) => `[${typeof key === 'string' ? key : key.en}]`;

function input(name: string, stepId: string, over: Partial<SubmitInput> = {}): SubmitInput {
  const c = campaign(name);
  return {
    campaign: c, stepId, candidate: emptyCandidate('US'), path: { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false },
    answers: {}, shown: stepOf(c, stepId).fields, country: resolveCountry('US'), today: '2026-11-22', finishedSteps: [], storedLead: null, pendingConsents: [],
    statements: { campaign: c, brand, locale: 'en', t }, caregiver: false, context: { study: null }, ...over,
  };
}
const kinds = (plan: ReturnType<typeof planSubmit>) => plan.work.map((w) => w.kind);

describe('planSubmit', () => {
  it("drops the answer to a follow-up question its step no longer shows, and keeps the shown ones' (ws23: a former smoker's cigarettes a day)", () => {
    const ws23 = campaign('ws23');
    const home = stepOf(ws23, 'home').fields;
    const current = planSubmit(input('ws23', 'home', { answers: { smokingStatus: 'current', cigarettesPerDay: 20 } })).candidate;
    expect(current.answers).toMatchObject({ smokingStatus: 'current', cigarettesPerDay: 20 });
    const shownToFormer = home.filter((field) => field.answer !== 'cigarettesPerDay');
    const former = planSubmit(input('ws23', 'home', { candidate: current, answers: { smokingStatus: 'former' }, shown: shownToFormer })).candidate;
    expect(former.answers).toStrictEqual({ smokingStatus: 'former' });
    // Shown again and answered, it is kept.
    expect(planSubmit(input('ws23', 'home', { candidate: former, answers: { smokingStatus: 'current', cigarettesPerDay: 5 } })).candidate.answers).toMatchObject({ cigarettesPerDay: 5 });
  });

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

  it('going back saves what changed since the last save, and nothing when the lead stored is the lead as it stands', () => {
    const saved = planSubmit(input('s6', 'phone', { answers: { phone: '(212) 555-0199' } })).candidate;
    const stored = leadSignature(saved);
    const back = (phone: string, storedLead: string | null) => planSubmit(input('s6', 'phone', { candidate: saved, answers: { phone }, finishedSteps: ['email'], storedLead })).work;
    expect(back('(212) 555-0199', stored)).toEqual([]);
    expect(back('(212) 555-0123', stored)).toEqual([{ kind: 'save', what: 'lead' }]);
    // No save yet to compare with: going back saves nothing, as before.
    expect(back('(212) 555-0123', null)).toEqual([]);
    // A change made on an earlier step, which does not save, is saved by the next step that does, going back or not.
    const renamed = { ...saved, firstName: 'Ana' };
    expect(planSubmit(input('s6', 'phone', { candidate: renamed, answers: { phone: '(212) 555-0199' }, finishedSteps: ['email'], storedLead: stored })).work).toEqual([{ kind: 'save', what: 'lead' }]);
  });

  it('a screening step going back with a changed answer saves with its screening, in one request', () => {
    const answers = { postalCode: '77030', fullName: 'Una Test', phone: '(713) 555-0100' };
    const shown = [{ kind: 'PostalCode' }, { kind: 'FullName' }, { kind: 'Phone' }] as Field[];
    const first = planSubmit(input('ws10', 'home', { answers, shown })).candidate;
    const again = (fullName: string) => planSubmit(input('ws10', 'home', { candidate: first, answers: { ...answers, fullName }, shown, finishedSteps: ['home', 'indications'], storedLead: leadSignature(first) })).work;
    expect(again('Una Test')).toEqual([{ kind: 'verifyPostalCode', postalCode: '77030' }, { kind: 'screen' }]);
    expect(again('Una Prueba')).toEqual([{ kind: 'verifyPostalCode', postalCode: '77030' }, { kind: 'saveAndScreen' }]);
  });

  it('the questionnaire saves as a survey', () => {
    expect(planSubmit(input('s6', 'healthQuestions', { answers: { healthAnswers: {} } })).work).toEqual([{ kind: 'save', what: 'survey' }]);
  });

  it('the one-page screener verifies the postal code, then saves and screens in one request, and screens nothing apart', () => {
    const plan = planSubmit(input('ws10', 'home', { answers: { postalCode: '77030', fullName: 'Una Test', phone: '(713) 555-0100' }, shown: [{ kind: 'PostalCode' }, { kind: 'FullName' }, { kind: 'Phone' }] as Field[] }));
    expect(plan.work).toEqual([{ kind: 'verifyPostalCode', postalCode: '77030' }, { kind: 'saveAndScreen' }]);
  });

  it('a screening step that saves a survey, not the lead, saves and screens apart', () => {
    expect(planSubmit(input('ws10-survey-screens', 'home', { shown: [] })).work).toEqual([{ kind: 'save', what: 'survey' }, { kind: 'screen' }]);
  });

  it('a search step never screens with its save: it stays on the page with its results', () => {
    const plan = planSubmit(input('ws10-search-screens', 'home', { shown: [] }));
    expect(plan.work).toEqual([{ kind: 'save', what: 'lead' }, { kind: 'search' }]);
    expect(plan.staysOnStep).toBe(true);
  });

  it('a screening step that does not save (going back past it) screens apart', () => {
    expect(planSubmit(input('ws10', 'home', { shown: [], finishedSteps: ['home', 'indications'] })).work).toEqual([{ kind: 'screen' }]);
  });

  it('no postal code, no verification', () => {
    expect(kinds(planSubmit(input('ws10', 'home', { shown: [] })))).not.toContain('verifyPostalCode');
  });

  it('a search stays on its page and does nothing after it', () => {
    const plan = planSubmit(input('ss7', 'home', { answers: { postalCode: '10001' }, shown: [{ kind: 'PostalCode' }] as Field[] }));
    expect(plan.staysOnStep).toBe(true);
    expect(kinds(plan).at(-1)).toBe('search');
  });

  it("a search that saves nothing stores the consent its page shows (on the visit's lead) after the search; one that saves sends it with the save", () => {
    const shown = [{ kind: 'PostalCode' }, { kind: 'GenericConsent' }] as Field[];
    const gb = { candidate: emptyCandidate('GB'), country: resolveCountry('GB'), shown };
    const ticked = planSubmit(input('ss6', 'home', { ...gb, answers: { postalCode: 'SW1A 1AA', consent: true } }));
    expect(kinds(ticked)).toEqual(['search', 'storeConsents']);
    expect(ticked.pendingConsents.map((c) => [c.type, c.granted])).toEqual([['sms', true], ['call', true], ['email', true], ['clinic', true]]);
    expect(ticked.staysOnStep).toBe(true);
    // Unticked: nothing given, nothing to store.
    expect(kinds(planSubmit(input('ss6', 'home', { ...gb, answers: { postalCode: 'SW1A 1AA' } })))).toEqual(['search']);
    // A search that saves carries the consents in its save.
    expect(kinds(planSubmit(input('ws10-search-screens', 'home', { ...gb, answers: { consent: true } })))).toEqual(['save', 'search']);
  });

  it('US: the consent shown on the step is given with its text and stored with the save', () => {
    const plan = planSubmit(input('ws10', 'home', { shown: [{ kind: 'GenericConsent' }] as Field[] }));
    expect(plan.pendingConsents.map((c) => [c.type, c.granted, c.step])).toEqual([['sms', true, 'home'], ['call', true, 'home'], ['email', true, 'home'], ['clinic', true, 'home']]);
    expect(plan.pendingConsents[0]?.text).toMatch(/^By finishing, I agree to be contacted/);
    expect(kinds(plan).at(-1)).toBe('storeConsents');
  });

  it("'Someone else' chosen on the step, or earlier, or a caregiver's flow, stores the caregiver's words of a consent, as shown", () => {
    const shown = [{ kind: 'ParticipantChoice' }, { kind: 'MedicalRecordsConsent' }] as Field[];
    const text = (over: Partial<SubmitInput>) => planSubmit(input('ws21', 'home', { shown, ...over })).pendingConsents.map((c) => c.text);
    expect(text({ answers: { participant: 'someone_else', healthDataConsent: true } })).toEqual(['[screener.healthData.consentTextCaregiver]\n[screener.healthData.checkboxCaregiver]']);
    expect(text({ answers: { participant: 'myself', healthDataConsent: true } })).toEqual(['[screener.healthData.consentText]\n[screener.healthData.checkbox]']);
    const chosenBefore = { ...emptyCandidate('US'), participant: 'someone_else' as const };
    expect(text({ candidate: chosenBefore, shown: [{ kind: 'MedicalRecordsConsent' }] as Field[], answers: { healthDataConsent: true } })).toEqual(['[screener.healthData.consentTextCaregiver]\n[screener.healthData.checkboxCaregiver]']);
    expect(text({ caregiver: true, shown: [{ kind: 'MedicalRecordsConsent' }] as Field[], answers: { healthDataConsent: false } })).toEqual(['[screener.healthData.consentTextCaregiver]\n[screener.healthData.checkboxCaregiver]']);
  });

  it('a country chosen on the step decides the consent wording, and an unticked box gives none', () => {
    const shown = [{ kind: 'GenericConsent' }] as Field[];
    expect(planSubmit(input('ws10', 'home', { shown, answers: { country: 'GB' } })).pendingConsents).toEqual([]);
    const ticked = planSubmit(input('ws10', 'home', { shown, answers: { country: 'GB', consent: true } }));
    expect(ticked.pendingConsents[0]?.text).toBe("I agree to be contacted by phone, text message and email about this study and other clinical trials, and I agree that my answers may be shared with the study site and with my doctor's office.\n[fields.consent.label]");
  });

  it("the visit's country governs a step that asks none: an international visitor's unticked box gives no consent", () => {
    const shown = [{ kind: 'GenericConsent' }] as Field[];
    const gb = { candidate: emptyCandidate('GB'), country: resolveCountry('GB'), shown };
    expect(planSubmit(input('ws10', 'home', { ...gb, answers: {} })).pendingConsents).toEqual([]);
    const ticked = planSubmit(input('ws10', 'home', { ...gb, answers: { consent: true } }));
    expect(ticked.pendingConsents.map((c) => c.text.endsWith('\n[fields.consent.label]'))).toEqual([true, true, true, true]);
  });

  it('a step giving several consent types replaces each pending one of those types, and only those', () => {
    const earlier = [{ type: 'sms' as const, granted: false, text: 'old', step: 'home' }, { type: 'medicalRecords' as const, granted: true, text: 'mr', step: 'home' }];
    const plan = planSubmit(input('ws10', 'home', { pendingConsents: earlier, shown: [{ kind: 'GenericConsent' }] as Field[] }));
    expect(plan.pendingConsents.map((c) => [c.type, c.granted, c.text === 'old'])).toEqual([
      ['medicalRecords', true, false], ['sms', true, false], ['call', true, false], ['email', true, false], ['clinic', true, false],
    ]);
  });

  it("a newer choice replaces a pending one of the same type; others stay pending", () => {
    const earlier = [{ type: 'medicalRecords' as const, granted: true, text: 'old', step: 'home' }, { type: 'sms' as const, granted: true, text: 'sms', step: 'home' }];
    const plan = planSubmit(input('ws16', 'indications', { pendingConsents: earlier, shown: [{ kind: 'HealthDataConsent' }] as Field[], answers: { healthDataConsent: false } }));
    expect(plan.pendingConsents).toEqual([earlier[1], { type: 'medicalRecords', granted: false, text: '[screener.healthData.question]\n[screener.healthData.consentText]', step: 'indications' }]);
    expect(kinds(plan)).toContain('storeConsents');
  });

  it("the records box's choice as stored is the person's answer: left unticked, a refusal; a step without the box leaves the answer as it was", () => {
    const box = [{ kind: 'MedicalRecordsConsent' }] as Field[];
    const answer = (over: Partial<SubmitInput>) => planSubmit(input('ws21', 'home', { shown: box, ...over })).candidate.medicalRecordsConsent;
    expect(answer({ answers: {} })).toBe(false);
    expect(answer({ answers: { healthDataConsent: true } })).toBe(true);
    expect(answer({ candidate: { ...emptyCandidate('US'), medicalRecordsConsent: true }, answers: {} })).toBe(false);
    // Not shown (hidden by its rule), no choice is made on it: the answer stays.
    expect(answer({ candidate: { ...emptyCandidate('US'), medicalRecordsConsent: true }, shown: [], answers: {} })).toBe(true);
    expect(answer({ shown: [], answers: {} })).toBeNull();
    // A step's other consents (contact, granted by going on) are no answer to the records question.
    expect(planSubmit(input('ws10', 'home', { shown: [{ kind: 'GenericConsent' }] as Field[], answers: {} })).candidate.medicalRecordsConsent).toBeNull();
    // ws16's choice: made, it is the answer; not yet made, none.
    const choice = [{ kind: 'HealthDataConsent' }] as Field[];
    expect(planSubmit(input('ws16', 'indications', { shown: choice, answers: { healthDataConsent: false } })).candidate.medicalRecordsConsent).toBe(false);
    expect(planSubmit(input('ws16', 'indications', { shown: choice, answers: {} })).candidate.medicalRecordsConsent).toBeNull();
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

  it('a booking step with no choice made books an empty slot id (it matches no offered slot, so nothing is booked), never skips', () => {
    expect(planSubmit(input('ws21', 'siteScheduling', { shown: [] })).work).toEqual([{ kind: 'book', calendar: 'site', slotId: '' }]);
    expect(planSubmit(input('ws21', 'secondaryScreeningScheduling', { answers: { booking: {} }, shown: [] })).work).toEqual([{ kind: 'book', calendar: 'secondary', slotId: '' }]);
  });

  it('ws19 home records the ad-security conversion after the save that screens; not when going back', () => {
    expect(planSubmit(input('ws19', 'home', { shown: [] })).work).toEqual([{ kind: 'saveAndScreen' }, { kind: 'adSecurityConversion' }]);
    expect(planSubmit(input('ws19', 'home', { shown: [], finishedSteps: ['home', 'indications'] })).work).toEqual([{ kind: 'screen' }]);
  });

  it('ws11 relays the screening after screening on home, and the chosen indications after saving them', () => {
    expect(planSubmit(input('ws11', 'home', { shown: [] })).work).toEqual([{ kind: 'saveAndScreen' }, { kind: 'relayScreening' }]);
    expect(planSubmit(input('ws11', 'indications', { shown: [] })).work).toEqual([{ kind: 'save', what: 'lead' }, { kind: 'relayIndications' }]);
  });

  it("ws21 home fetches the site's scheduling status after screening; the rules' next step decides whether leaving is going back", () => {
    const qualified = { study: null, screening: { passed: true, fullyQualified: true }, siteSchedulingEnabled: true };
    // Fully qualified with site scheduling: home leads to siteScheduling; with it finished, leaving home again is going back.
    expect(planSubmit(input('ws21', 'home', { shown: [], context: qualified, finishedSteps: ['home', 'siteScheduling'] })).work)
      .toEqual([{ kind: 'screen' }, { kind: 'fetchSiteSchedulingStatus' }]);
    expect(planSubmit(input('ws21', 'home', { shown: [], context: qualified, finishedSteps: ['home', 'indications'] })).work)
      .toEqual([{ kind: 'saveAndScreen' }, { kind: 'fetchSiteSchedulingStatus' }]);
    // Not qualified: home leads to indications.
    expect(planSubmit(input('ws21', 'home', { shown: [], context: { study: null }, finishedSteps: ['home', 'indications'] })).work)
      .toEqual([{ kind: 'screen' }, { kind: 'fetchSiteSchedulingStatus' }]);
  });

  it("a step that verifies the postal code still hands the navigation rules the candidate with the step's answers", () => {
    // s6 home, made to verify a postal code and save: its rule sends a visitor with a gender on to postal.
    const s6 = campaign('s6');
    const home = s6.steps.home!;
    const c = { ...s6, steps: { ...s6.steps, home: { ...home, saveSubject: true, meta: { ...home.meta, verifyPostalCode: true } } } };
    const path = { indicationId: null, skipDiagnosis: false, genderRequired: true, caregiver: false };
    const base = input('s6', 'home', { campaign: c, path, answers: { gender: 'female', postalCode: '10001' }, shown: [] });
    expect(planSubmit({ ...base, finishedSteps: ['home', 'postal'] }).work).toEqual([{ kind: 'verifyPostalCode', postalCode: '10001' }]);
    expect(planSubmit({ ...base, finishedSteps: ['home', 'genderSelect'] }).work).toEqual([{ kind: 'verifyPostalCode', postalCode: '10001' }, { kind: 'save', what: 'lead' }]);
  });

  it("stores questionnaire answers as the campaign's surveyAnswersAs says: labels for ws10, values for s6 and ps2 (which extends ws10), labels for a sign-up that asks for them", () => {
    const answerLabel = (key: string) => `Label of ${key}`;
    const answered = (name: string, stepId: string) => planSubmit(input(name, stepId, { answers: { healthAnswers: { insurance: 'yes' } }, shown: [{ kind: 'HealthQuestions' }] as Field[], answerLabel })).candidate.surveyQuestions;
    const insurance = (name: string, stepId: string) => answered(name, stepId).find((q) => q.questionText.includes('insurance'))?.questionResponseText;
    expect(insurance('ws10', 'webScreenerHealth')).toBe('Label of yes');
    expect(insurance('s6', 'healthQuestions')).toBe('yes');
    expect(insurance('ps2', 'webScreenerHealth')).toBe('yes');
    expect(insurance('s6-labelled-answers', 'healthQuestions')).toBe('Label of yes');
  });
});
