/** The visitor's answers as the flow gathers them (spec §3 "Candidate"), limited to what sign-up uses so far. */
import type { CountryCode } from './countries.ts';
import type { Gender } from './gender.ts';
import type { Relationship } from './relationship.ts';
import type { HeightValue, WeightValue } from './units.ts';
import type { OncologyResponse } from './oncologyResponse.ts';
import type { RiskAssessment } from './riskAssessment.ts';
import type { ObGyn } from './obGyn.ts';

/** The person answering for the participant. */
export interface CaregiverAnswers {
  firstName: string | null;
  lastName: string | null;
  relationship: Relationship;
}

/** One answer of the demographic questionnaire, stored as a survey question of the lead. */
export interface SurveyAnswer {
  questionId: number;
  questionResponseText: string;
  questionText: string;
}

export interface Candidate {
  firstName: string | null;
  lastName: string | null;
  gender: Gender | null;
  age: number | null;
  /** ISO date, date only. */
  birthDate: string | null;
  email: string | null;
  /** E.164 once valid. */
  phone: string | null;
  phoneValid: boolean;
  postalCode: string | null;
  postalCodeValid: boolean;
  country: CountryCode;
  indicationIds: number[];
  studyId: number | null;
  /** Consent given on a step that shows the consent checkbox. */
  consentGiven: boolean;
  subjectSaved: boolean;
  caregiver: CaregiverAnswers | null;
  heightCm: number | null;
  weightKg: number | null;
  /** Height and weight as the visitor entered them (unit and numbers): going back shows what was typed, not a round trip through cm and kg. */
  heightEntered: HeightValue | null;
  weightEntered: WeightValue | null;
  /** Ethnicity ids (spec §3); -1 is 'decline' and is dropped on save. */
  ethnicities: number[];
  surveyQuestions: SurveyAnswer[];
  /** The questionnaire's answers as chosen (answer keys), which the form shows again on Back; the lead stores surveyQuestions. */
  healthAnswers: Record<string, string> | null;
  /** Chosen response ids per criterion id (web screeners). */
  criteriaAnswers: Record<number, number[]>;
  /** The health-data (medical records) consent choice; null until asked and answered. */
  medicalRecordsConsent: boolean | null;
  /** Consent to automated commercial texts (brand connect). */
  commercialConsent: boolean | null;
  /** Adult-caregiver campaigns: who the participant is. */
  participant: 'myself' | 'someone_else' | null;
  /** The caregiver's own birth date (ISO) when answering for someone else. */
  caregiverBirthDate: string | null;
  /** CT-scan appointment date (ISO), kept only when later than today. */
  ctScanAppointmentDate: string | null;
  /** Set by the partner screener when the patient declines to be connected or transferred. */
  leadSpecialStatus: string | null;
  /** The ad-security platform's answer to this visit's click: sent with the lead and its conversion. */
  adSecurity: { responses: string[]; transactionId: string } | null;
  /** The cancer questions (cancer-indications step), once complete. */
  oncologyResponse: OncologyResponse | null;
  /** The exposure-risk questions, once each has an answer. */
  riskAssessment: RiskAssessment | null;
  /** The participant's OB/GYN, once name and phone are valid. */
  obGyn: ObGyn | null;
  /** The campaign's own questions' answers, by the campaign's answer key (a choice's value, values, yes/no, a number, an ISO date, text). */
  answers: Record<string, string | string[] | boolean | number>;
}

/** Fields that identify a person: kept in local storage (and only 24 h), never in URLs, logs or analytics. */
export const PERSONAL_FIELDS = ['firstName', 'lastName', 'gender', 'age', 'birthDate', 'email', 'phone', 'postalCode', 'caregiver', 'heightCm', 'weightKg', 'heightEntered', 'weightEntered', 'ethnicities', 'surveyQuestions', 'healthAnswers', 'criteriaAnswers', 'caregiverBirthDate', 'oncologyResponse', 'riskAssessment', 'obGyn', 'answers'] as const satisfies readonly (keyof Candidate)[];

export function emptyCandidate(country: CountryCode): Candidate {
  return {
    firstName: null, lastName: null, gender: null, age: null, birthDate: null, email: null,
    phone: null, phoneValid: false, postalCode: null, postalCodeValid: false, country,
    indicationIds: [], studyId: null, consentGiven: false, subjectSaved: false,
    caregiver: null, heightCm: null, weightKg: null, heightEntered: null, weightEntered: null, ethnicities: [], surveyQuestions: [], healthAnswers: null, criteriaAnswers: {},
    medicalRecordsConsent: null, commercialConsent: null, participant: null, caregiverBirthDate: null, ctScanAppointmentDate: null, leadSpecialStatus: null, adSecurity: null,
    oncologyResponse: null, riskAssessment: null, obGyn: null, answers: {},
  };
}

/**
 * The first name a thank-you addresses: the caregiver's in a caregiver's visit, who filled the form for the participant
 * and reads the page ("Leo, thank you for your interest" greeted the child a parent had signed up), else the person's.
 */
export function thankedName(candidate: Pick<Candidate, 'firstName' | 'caregiver'>, caregiverVisit: boolean): string | null {
  return (caregiverVisit ? candidate.caregiver?.firstName : null) || candidate.firstName || null;
}
