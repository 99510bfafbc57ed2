import { describe, expect, it } from 'vitest';
import { emptyCandidate } from '../../core/candidate.ts';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../../core/countries.ts';
import type { RuleContext, StudyBounds } from '../ruleContext.ts';
import type { Criterion } from '../../core/eligibility/criteria.ts';
import { CT_SCAN_QUESTION_ID } from '../../core/eligibility/ctScan.ts';
import { consentRequired, ctScanDateShown, isCaregiver, notCaregiver, riskAssessmentShown } from './visibility.ts';

function ctx(country: CountryCode, caregiver = false): RuleContext {
  return {
    candidate: emptyCandidate(country),
    path: { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver },
    country: COUNTRIES[country],
    study: null,
  };
}

describe('consentRequired', () => {
  it('is a visibility rule', () => {
    expect(consentRequired.kind).toBe('visibility');
  });

  it('does not hold for US visitors (consent implied)', () => {
    expect(consentRequired.holds(ctx('US'))).toBe(false);
  });

  it('holds for every international (GDPR) country', () => {
    for (const code of COUNTRY_CODES.filter((c) => c !== 'US')) expect(consentRequired.holds(ctx(code)), code).toBe(true);
  });
});

describe('isCaregiver / notCaregiver', () => {
  it('are visibility rules', () => {
    expect(isCaregiver.kind).toBe('visibility');
    expect(notCaregiver.kind).toBe('visibility');
  });

  it('follow the caregiver flag of the path, as opposites', () => {
    expect(isCaregiver.holds(ctx('US', true))).toBe(true);
    expect(notCaregiver.holds(ctx('US', true))).toBe(false);
    expect(isCaregiver.holds(ctx('US', false))).toBe(false);
    expect(notCaregiver.holds(ctx('US', false))).toBe(true);
  });
});

describe('ctScanDateShown', () => {
  const TODAY = '2026-03-02';
  const ctQuestion: Criterion = {
    id: 30, questionId: CT_SCAN_QUESTION_ID, question: 'Do you have a CT scan appointment?', hint: null, questionType: 'yes_no_unsure', gender: null,
    responses: [{ id: 301, text: 'Yes', position: 'A' }, { id: 302, text: 'No', position: 'B' }, { id: 303, text: 'Not sure', position: 'C' }],
  };
  const smoking: Criterion = {
    id: 25, questionId: 9025, question: 'Do you smoke?', hint: null, questionType: 'yes_no_unsure', gender: null,
    responses: [{ id: 85, text: 'Yes', position: 'A' }, { id: 86, text: 'No', position: 'B' }, { id: 87, text: 'Not sure', position: 'C' }],
  };
  const ctStudy: StudyBounds = { id: 1007, minAge: 50, maxAge: 80, isSimulation: false, ctScanAppointment: true, gender: 'any' };
  /** Every condition holds: a CT-scan appointment study, 'yes' to its CT-scan question, a man of 65 (bounds 50–80). */
  function shownCtx(over: Partial<RuleContext> = {}, answers: Record<string, unknown> = {}): RuleContext {
    return {
      ...ctx('US'), study: ctStudy, criteria: [smoking, ctQuestion], today: TODAY,
      answers: { birthDate: '05/05/1960', gender: 'male', criteria: { 25: [85], 30: [301] }, ...answers }, ...over,
    };
  }

  it('is a visibility rule', () => {
    expect(ctScanDateShown.kind).toBe('visibility');
  });

  it('is shown for a CT-scan appointment study, a visitor with a CT appointment, bio-qualified on the answers so far', () => {
    expect(ctScanDateShown.holds(shownCtx())).toBe(true);
  });

  it('is hidden when the study is not a CT-scan appointment study, all else holding', () => {
    expect(ctScanDateShown.holds(shownCtx({ study: { ...ctStudy, ctScanAppointment: false } }))).toBe(false);
    expect(ctScanDateShown.holds(shownCtx({ study: { id: 1007, minAge: 50, maxAge: 80, isSimulation: false } }))).toBe(false);
    expect(ctScanDateShown.holds(shownCtx({ study: null }))).toBe(false);
  });

  it('is hidden when the visitor says they have no CT appointment, all else holding', () => {
    expect(ctScanDateShown.holds(shownCtx({}, { criteria: { 25: [85], 30: [302] } }))).toBe(false);
    expect(ctScanDateShown.holds(shownCtx({}, { criteria: { 25: [85], 30: [303] } }))).toBe(false);
    expect(ctScanDateShown.holds(shownCtx({}, { criteria: { 25: [85] } }))).toBe(false);
  });

  it('leaves the CT appointment to the optional field when the study does not ask the CT-scan question', () => {
    expect(ctScanDateShown.holds(shownCtx({ criteria: [smoking] }, { criteria: { 25: [85] } }))).toBe(true);
  });

  it('waits while the criteria are loading: whether the study asks about a CT appointment is not known yet', () => {
    expect(ctScanDateShown.holds(shownCtx({ criteria: null }))).toBe(false);
    expect(ctScanDateShown.holds(shownCtx({ criteria: undefined }))).toBe(false);
  });

  it('is hidden when the visitor is not bio-qualified, all else holding', () => {
    // Over the maximum age, under the minimum, and the wrong gender for a women-only study.
    expect(ctScanDateShown.holds(shownCtx({}, { birthDate: '05/05/1940' }))).toBe(false);
    expect(ctScanDateShown.holds(shownCtx({}, { birthDate: '05/05/1990' }))).toBe(false);
    expect(ctScanDateShown.holds(shownCtx({ study: { ...ctStudy, gender: 'female' } }))).toBe(false);
  });

  it('is hidden until the answers show the visitor qualifies: no birth date yet, one that does not parse, no gender for a one-gender study', () => {
    expect(ctScanDateShown.holds(shownCtx({}, { birthDate: '' }))).toBe(false);
    expect(ctScanDateShown.holds(shownCtx({}, { birthDate: '05/05/19' }))).toBe(false);
    expect(ctScanDateShown.holds(shownCtx({ study: { ...ctStudy, gender: 'male' } }, { gender: undefined }))).toBe(false);
    expect(ctScanDateShown.holds(shownCtx({ study: { ...ctStudy, gender: 'male' } }))).toBe(true);
  });

  it('reads the age at today from the birth date typed on the step, before one given earlier', () => {
    const candidate = { ...emptyCandidate('US'), age: 90, gender: 'male' as const };
    expect(ctScanDateShown.holds(shownCtx({ candidate }))).toBe(true);
    // 50 on 5 May 2026, so still 49 on 2 March 2026.
    expect(ctScanDateShown.holds(shownCtx({}, { birthDate: '05/05/1976' }))).toBe(false);
    expect(ctScanDateShown.holds(shownCtx({}, { birthDate: '03/02/1976' }))).toBe(true);
  });

  it('reads the age, gender and criteria given on earlier steps when the step does not ask them', () => {
    const candidate = { ...emptyCandidate('US'), age: 65, gender: 'female' as const, criteriaAnswers: { 30: [301] } };
    expect(ctScanDateShown.holds(shownCtx({ candidate, answers: {} }))).toBe(true);
    expect(ctScanDateShown.holds(shownCtx({ candidate: { ...candidate, age: 81 }, answers: {} }))).toBe(false);
    expect(ctScanDateShown.holds(shownCtx({ candidate: { ...candidate, criteriaAnswers: { 30: [302] } }, answers: {} }))).toBe(false);
  });

  it('reads a birth date in the country\'s format', () => {
    const gb = { ...ctx('GB'), study: ctStudy, criteria: [ctQuestion], today: TODAY };
    expect(ctScanDateShown.holds({ ...gb, answers: { birthDate: '25/12/1960', gender: 'female', criteria: { 30: [301] } } })).toBe(true);
  });
});

describe('riskAssessmentShown', () => {
  it("holds for a study that asks the exposure-risk questions, and for no other", () => {
    const study: StudyBounds = { id: 1005, minAge: 50, maxAge: 85, isSimulation: false };
    expect(riskAssessmentShown.holds({ ...ctx('US'), study: { ...study, showRiskAssessment: true } })).toBe(true);
    expect(riskAssessmentShown.holds({ ...ctx('US'), study: { ...study, showRiskAssessment: false } })).toBe(false);
    expect(riskAssessmentShown.holds({ ...ctx('US'), study })).toBe(false);
    expect(riskAssessmentShown.holds(ctx('US'))).toBe(false);
  });
});
