import { describe, expect, it } from 'vitest';
import { emptyCandidate, type Candidate } from '../../core/candidate.ts';
import { COUNTRIES } from '../../core/countries.ts';
import { applyAnswers } from '../../engine/applyAnswers.ts';
import { stepOf, visibleFields } from '../../engine/flow.ts';
import { loadCampaigns } from '../../engine/node/campaignFiles.ts';
import { answersOfShownFields } from '../../engine/stepForm.ts';
import { validateStep, type StepAnswers } from '../../engine/validateStep.ts';
import { initialAnswers } from './formData.ts';
import type { phoneForInput } from '../../core/phone.ts';
import { withWatchedExport } from '../../../tests/support/watchedExport.ts';

const TODAY = '2026-03-02';
const campaigns = loadCampaigns();
const s15Home = stepOf(campaigns.get('s15')!, 'home');
const ws10Home = stepOf(campaigns.get('ws10')!, 'home');
// ws10's caregiver type is adult: the visitor first says who the participant is.
const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false, caregiverType: 'adult' as const };

describe('initialAnswers: the defaults widgets show are held by the form', () => {
  it("starts s15's first step with the visitor's country, so Next with only a postal code is valid", () => {
    for (const code of ['US', 'GB', 'CA'] as const) {
      const answers = initialAnswers(emptyCandidate(code), COUNTRIES[code], s15Home.fields);
      expect(answers.country).toBe(code);
    }
    const answers = { ...initialAnswers(emptyCandidate('US'), COUNTRIES.US, s15Home.fields), postalCode: '10001' };
    expect(validateStep(s15Home.fields, answers, { country: COUNTRIES.US, today: TODAY })).toEqual({});
  });

  it("starts height and weight in the country's units, still unanswered", () => {
    expect(initialAnswers(emptyCandidate('US'), COUNTRIES.US, ws10Home.fields)).toMatchObject({ height: { unit: 'ftin' }, weight: { unit: 'lbs' } });
    expect(initialAnswers(emptyCandidate('GB'), COUNTRIES.GB, ws10Home.fields)).toMatchObject({ height: { unit: 'cm' }, weight: { unit: 'kg' } });
    const errors = validateStep(ws10Home.fields, initialAnswers(emptyCandidate('US'), COUNTRIES.US, ws10Home.fields), { country: COUNTRIES.US, today: TODAY });
    expect(errors).toMatchObject({ height: 'required', weight: 'required' });
  });

  it('gives defaults only to the fields of the step, and never over an answer', () => {
    expect(initialAnswers(emptyCandidate('US'), COUNTRIES.US, [])).not.toHaveProperty('country');
    expect(initialAnswers({ ...emptyCandidate('US'), heightCm: 180, heightEntered: { unit: 'cm', cm: 180, feet: 5, inches: 11 } }, COUNTRIES.US, ws10Home.fields).height)
      .toEqual({ unit: 'cm', cm: 180, feet: 5, inches: 11 });
  });
});

describe('initialAnswers: coming back to a step shows every answer as it was typed', () => {
  /** The qualifying ws10 answers of the end-to-end test: a man of 55 near Houston, 5 ft 6 in, 170 lb. */
  const typed: StepAnswers = {
    participant: 'myself', fullName: 'Pat Back', postalCode: '77030', phone: '(713) 555-0188', email: 'pat@example.com',
    birthDate: '05/05/1970', gender: 'male', criteria: { 1: [1], 2: [5], 3: [9] }, ethnicities: [1],
    height: { unit: 'ftin', feet: 5, inches: 6, cm: 167.6 }, weight: { unit: 'lbs', lb: 170, kg: 77.1 },
  };
  const answered = (answers: StepAnswers, country = COUNTRIES.US, from: Candidate = emptyCandidate(country.alpha2)) => {
    const shown = visibleFields(ws10Home, { candidate: from, path, country, study: null, answers });
    return applyAnswers(from, answersOfShownFields(shown, answers), { country, today: TODAY, path });
  };

  it('shows a consent choice already sent as made (a medical-records tick, a refusal, the brand connect box), and none not yet made', () => {
    const base = emptyCandidate('US');
    expect(initialAnswers({ ...base, medicalRecordsConsent: true }, COUNTRIES.US, []).healthDataConsent).toBe(true);
    expect(initialAnswers({ ...base, medicalRecordsConsent: false }, COUNTRIES.US, []).healthDataConsent).toBe(false);
    expect(initialAnswers({ ...base, commercialConsent: true }, COUNTRIES.US, []).commercialConsent).toBe(true);
    expect(initialAnswers(base, COUNTRIES.US, [])).not.toHaveProperty('healthDataConsent');
    expect(initialAnswers(base, COUNTRIES.US, [])).not.toHaveProperty('commercialConsent');
  });

  it("restores every answer of ws10's one-page screener after Finish", () => {
    const back = initialAnswers(answered(typed), COUNTRIES.US, ws10Home.fields);
    for (const [key, value] of Object.entries(typed)) expect(back[key as keyof StepAnswers], key).toEqual(value);
  });

  it("restores the questionnaire's answers as chosen after Submit, the optional one left unanswered still unanswered", () => {
    const s6 = campaigns.get('s6')!;
    const questionnaire = stepOf(s6, 'healthQuestions');
    const chosen = { insurance: 'yes', education: 'GED', income: '0-15k', isLGBTQMember: 'no', isVeteran: 'no', mentalHealth: 'prefer_not_to_answer', physicalDisability: 'no' };
    const submitted = applyAnswers(emptyCandidate('US'), { healthAnswers: chosen }, { country: COUNTRIES.US, today: TODAY, path });
    expect(initialAnswers(submitted, COUNTRIES.US, questionnaire.fields).healthAnswers).toStrictEqual(chosen);
    expect(initialAnswers(emptyCandidate('US'), COUNTRIES.US, questionnaire.fields)).not.toHaveProperty('healthAnswers');
  });

  it('restores pounds exactly as typed, though 171 lb is 77.6 kg and 77.6 kg is 171.1 lb', () => {
    const back = initialAnswers(answered({ ...typed, weight: { unit: 'lbs', lb: 171 } }), COUNTRIES.US, ws10Home.fields);
    expect(back.weight).toEqual({ unit: 'lbs', lb: 171, kg: 77.6 });
  });

  it('keeps the unit the visitor chose, not the country default', () => {
    const back = initialAnswers(answered({ ...typed, height: { unit: 'cm', cm: 170 }, weight: { unit: 'kg', kg: 70 } }), COUNTRIES.US, ws10Home.fields);
    expect(back.height).toEqual({ unit: 'cm', cm: 170, feet: 5, inches: 7 });
    expect(back.weight).toEqual({ unit: 'kg', kg: 70, lb: 154.3 });
  });

  it('restores the caregiver block of someone answering for another person', () => {
    const caregiving = { ...typed, participant: 'someone_else', caregiverName: 'Nell Helper', caregiverBirthDate: '01/02/1960' };
    const back = initialAnswers(answered(caregiving), COUNTRIES.US, ws10Home.fields);
    expect(back).toMatchObject({ participant: 'someone_else', caregiverName: 'Nell Helper', caregiverBirthDate: '01/02/1960', fullName: 'Pat Back' });
  });

  it("writes dates in the country's format", () => {
    const gb = answered({ ...typed, postalCode: 'SW1A 1AA', phone: '020 7946 0018', birthDate: '25/12/1970' }, COUNTRIES.GB);
    expect(initialAnswers(gb, COUNTRIES.GB, ws10Home.fields).birthDate).toBe('25/12/1970');
  });

  it('shows a height or weight stored without an entered value (or a stale one) in the country units', () => {
    const stored = { ...emptyCandidate('US'), heightCm: 167.6, weightKg: 77.1, heightEntered: { unit: 'cm' as const, cm: 150 } };
    expect(initialAnswers(stored, COUNTRIES.US, ws10Home.fields)).toMatchObject({ height: { unit: 'ftin', feet: 5, inches: 6 }, weight: { unit: 'lbs', lb: 170 } });
    expect(initialAnswers(stored, COUNTRIES.GB, ws10Home.fields)).toMatchObject({ height: { unit: 'cm', cm: 167.6 }, weight: { unit: 'kg', kg: 77.1 } });
  });

  it('starts a new visitor with nothing but the defaults', () => {
    expect(initialAnswers(emptyCandidate('US'), COUNTRIES.US, ws10Home.fields)).toEqual({ height: { unit: 'ftin' }, weight: { unit: 'lbs' } });
  });
});

describe('initialAnswers: the phone as typed', () => {
  const withPhone = (phone: string | null): Candidate => ({ ...emptyCandidate('US'), phone });
  const phoneStep = stepOf(campaigns.get('s6')!, 'phone').fields;
  const emailStep = stepOf(campaigns.get('s6')!, 'email').fields;

  it('shows each stored phone as its own, however often and in whatever order steps that ask for it start', () => {
    expect(initialAnswers(withPhone('+17135550188'), COUNTRIES.US, phoneStep).phone).toBe('(713) 555-0188');
    expect(initialAnswers(withPhone('+17135550188'), COUNTRIES.US, phoneStep).phone).toBe('(713) 555-0188');
    expect(initialAnswers(withPhone('+12125550123'), COUNTRIES.US, phoneStep).phone).toBe('(212) 555-0123');
    expect(initialAnswers(withPhone('+442079460018'), COUNTRIES.GB, phoneStep).phone).toBe('+44 20 7946 0018');
    expect(initialAnswers(withPhone('+17135550188'), COUNTRIES.US, ws10Home.fields).phone).toBe('(713) 555-0188');
    expect(initialAnswers(withPhone(null), COUNTRIES.US, phoneStep)).not.toHaveProperty('phone');
  });

  it('formats the phone only for a step that asks for it, once for the same number', async () => {
    // The phone's formatting, counted.
    await withWatchedExport<typeof phoneForInput>(new URL('../../core/phone.ts', import.meta.url), 'phoneForInput', async (formatted) => {
      const fresh = await import('./formData.ts');
      // A step after the phone's (s6's email, a screener's conditions) neither shows nor formats it.
      const email = fresh.initialAnswers({ ...withPhone('+13125550177'), email: 'pat@example.com' }, COUNTRIES.US, emailStep);
      expect(email).not.toHaveProperty('phone');
      expect(email.email).toBe('pat@example.com');
      expect(fresh.initialAnswers(withPhone('+13125550177'), COUNTRIES.US, [])).not.toHaveProperty('phone');
      expect(formatted).not.toHaveBeenCalled();
      expect(fresh.initialAnswers(withPhone('+13125550177'), COUNTRIES.US, phoneStep).phone).toBe('(312) 555-0177');
      expect(fresh.initialAnswers(withPhone('+13125550177'), COUNTRIES.US, phoneStep).phone).toBe('(312) 555-0177');
      expect(formatted.mock.calls.map(([e164]) => e164)).toEqual(['+13125550177']);
      // Another number is formatted as its own.
      expect(fresh.initialAnswers(withPhone('+13125550178'), COUNTRIES.US, phoneStep).phone).toBe('(312) 555-0178');
      expect(formatted).toHaveBeenCalledTimes(2);
    });
  });
});

