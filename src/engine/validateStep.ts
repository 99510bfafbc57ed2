/** Validates a step's answers with the rules of spec §5. Returns one error code per failing answer. */
import type { Field } from './campaign.ts';
import { fieldKinds, type AnswerKey } from './fieldKinds.ts';
import type { CountrySettings } from '../core/countries.ts';
import { validateFullName } from '../core/fullName.ts';
import { validatePhone } from '../core/phone.ts';
import { validatePostalPattern } from '../core/postal.ts';
import { validateEmail } from '../core/email.ts';
import { validateBirthDate, validateDateNotInPast } from '../core/dates.ts';
import { isValidAge } from '../core/age.ts';
import { isGender } from '../core/gender.ts';
import { isCountryCode } from '../core/countries.ts';
import { CAREGIVER_RELATIONSHIPS } from '../core/relationship.ts';
import { validateHeightCm, validateHeightFeet, validateHeightInches, validateWeight, type HeightValue, type WeightValue } from '../core/units.ts';
import { HOW_HEARD, invalidHealthAnswers, type HealthAnswers } from '../core/healthQuestions.ts';
import { unansweredCriteria, type CriteriaAnswers, type Criterion } from '../core/eligibility/criteria.ts';

export type ValidationCode =
  | 'required' | 'invalidFullName' | 'invalidPhone' | 'invalidPostal' | 'invalidEmail' | 'invalidBirthDate'
  | 'invalidAge' | 'invalidGender' | 'selectOption' | 'consentRequired' | 'selectOneOption'
  | 'invalidCentimeters' | 'invalidFeet' | 'invalidInches' | 'invalidWeight' | 'questionUnanswered' | 'invalidCountry'
  | 'invalidDate' | 'dateInFuture' | 'dateInPast' | 'selectTime';

export type StepAnswers = Partial<Record<AnswerKey, unknown>>;
export type StepErrors = Partial<Record<AnswerKey, ValidationCode>>;

export interface ValidationContext {
  country: CountrySettings;
  /** ISO date of today in the visitor's calendar. */
  today: string;
  /** The study's criteria, for a StudyCriteria field (absent until loaded). */
  criteria?: readonly Criterion[];
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function validateAnswer(field: Field, value: unknown, ctx: ValidationContext): ValidationCode | null {
  const spec = fieldKinds[field.kind];
  const required = field.required ?? spec.requiredByDefault;
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  switch (spec.answer) {
    case null: return null;
    case 'fullName': return empty && !required ? null : validateFullName(asText(value));
    case 'phone': return empty && !required ? null : validatePhone(asText(value), ctx.country.alpha2);
    case 'postalCode': return empty && !required ? null : validatePostalPattern(asText(value), ctx.country.alpha2);
    case 'email': return validateEmail(asText(value), required);
    case 'birthDate': return empty && !required ? null : validateBirthDate(asText(value), ctx.country, ctx.today);
    case 'age':
      if (empty) return required ? 'required' : null;
      return isValidAge(Number(value)) ? null : 'invalidAge';
    case 'gender':
      if (empty) return required ? 'required' : null;
      return isGender(value) ? null : 'invalidGender';
    case 'diagnosis': return empty && required ? 'required' : null;
    case 'indicationIds': return empty && required ? 'selectOption' : null;
    // US visitors consent by going on past the text (no box); international visitors must tick it.
    case 'consent': return required && ctx.country.gdprConsentRequired && value !== true ? 'consentRequired' : null;
    case 'country': return empty ? (required ? 'required' : null) : isCountryCode(value) ? null : 'invalidCountry';
    case 'caregiverName': return empty && !required ? null : validateFullName(asText(value));
    case 'caregiverRelationship': return empty ? (required ? 'required' : null) : (CAREGIVER_RELATIONSHIPS as readonly unknown[]).includes(value) ? null : 'required';
    case 'height': return validateHeight(value as HeightValue | undefined, required);
    case 'weight': {
      const w = value as WeightValue | undefined;
      if (!w || (w.kg === undefined && w.lb === undefined)) return required ? 'required' : null;
      return validateWeight(w.unit === 'kg' ? w.kg : w.lb, w.unit === 'kg' ? 'kg' : 'lbs');
    }
    case 'ethnicities': return empty && required ? 'selectOneOption' : null;
    case 'healthAnswers': return invalidHealthAnswers((value ?? {}) as HealthAnswers).length ? 'questionUnanswered' : null;
    case 'criteria': return null;
    case 'healthDataConsent': return typeof value === 'boolean' || !required ? null : 'required';
    case 'commercialConsent': return null;
    case 'referringGroup': return empty ? (required ? 'required' : null) : (HOW_HEARD as readonly unknown[]).includes(value) ? null : 'required';
    case 'participant': return empty ? (required ? 'required' : null) : value === 'myself' || value === 'someone_else' ? null : 'required';
    case 'partnerCheck': return null;
    case 'partnerConsent': {
      const c = value as { connect?: string; transfer?: string } | undefined;
      // Answered once both questions are answered, or as soon as either is 'no'.
      return c && (c.connect === 'no' || c.transfer === 'no' || (c.connect === 'yes' && c.transfer === 'yes')) ? null : required ? 'questionUnanswered' : null;
    }
    case 'booking': {
      const b = value as { slotId?: string; skip?: string } | undefined;
      return b && (b.slotId || b.skip) ? null : required ? 'selectTime' : null;
    }
    case 'ctScanDate': return validateDateNotInPast(asText(value), ctx.country, ctx.today);
    case 'caregiverBirthDate': return empty && !required ? null : validateBirthDate(asText(value), ctx.country, ctx.today);
  }
}

function validateHeight(h: HeightValue | undefined, required: boolean): ValidationCode | null {
  if (!h || (h.cm === undefined && h.feet === undefined && h.inches === undefined)) return required ? 'required' : null;
  if (h.unit === 'cm') return validateHeightCm(h.cm);
  return validateHeightFeet(h.feet) ?? validateHeightInches(h.inches);
}

export function validateStep(fields: readonly Field[], answers: StepAnswers, ctx: ValidationContext): StepErrors {
  const errors: StepErrors = {};
  // Each applicable criterion needs an answer; which ones apply depends on the gender given on the same step.
  if (fields.some((f) => f.kind === 'StudyCriteria')) {
    const gender = typeof answers.gender === 'string' ? answers.gender : null;
    if (!ctx.criteria || unansweredCriteria(ctx.criteria, (answers.criteria ?? {}) as CriteriaAnswers, gender).length) errors.criteria = 'questionUnanswered';
  }
  for (const field of fields) {
    const key = fieldKinds[field.kind].answer;
    if (!key) continue;
    const code = validateAnswer(field, answers[key], ctx);
    if (code) errors[key] = code;
  }
  return errors;
}
