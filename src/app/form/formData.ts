/**
 * The form data a step starts with: every answer the candidate already gave, shown the way it was typed, and for a
 * field not answered yet the default its widget shows. What a page shows is then what its form holds, validates and
 * submits, and a visitor who comes back to a step (Back, the browser's back, a reload) finds their answers there.
 */
import type { Candidate } from '../../core/candidate.ts';
import type { CountrySettings } from '../../core/countries.ts';
import { formatCountryDate } from '../../core/dates.ts';
import { phoneForInput } from '../../core/phone.ts';
import { heightCmOf, syncHeight, syncWeight, weightKgOf, cmToFeetInches, defaultHeightUnit, defaultWeightUnit, kgToLb } from '../../core/units.ts';
import type { HeightValue, WeightValue } from '../../core/units.ts';
import { logOnly } from '../errors/logOnly.ts';
import type { Field } from '../../engine/campaign.ts';
import { answerKeyOf, BUILT_IN_ANSWER_KEYS, kindSpec } from '../../engine/fieldKinds.ts';
import type { StepAnswers } from '../../engine/validateStep.ts';
import { stepAsksPhone } from '../../engine/widgetChunks.ts';

/**
 * The answers of `fields` (and of any field: keys of other steps are dropped on submit) as the step starts. The phone,
 * the costliest answer to show (formatted as typed: 5-13 ms of a step's first render at 4x), only on a step that asks
 * for it: nothing else reads a form's phone, and the steps after the one that asks it (the screeners' conditions or
 * calendar) render without formatting it.
 */
export function initialAnswers(candidate: Candidate, country: CountrySettings, fields: readonly Field[]): StepAnswers {
  const answers = answersOf(candidate, country, stepAsksPhone({ fields }));
  for (const field of fields) {
    const key = answerKeyOf(field);
    const shownDefault = kindSpec(field.kind).shownDefault;
    // A question's or a module kind's answer from an earlier visit of the step (Back) shows as given.
    if (key && answers[key] === undefined && !BUILT_IN_ANSWER_KEYS.has(key) && candidate.answers[key] !== undefined) answers[key] = candidate.answers[key];
    if (key && answers[key] === undefined && shownDefault) answers[key] = shownDefault({ country });
  }
  return answers;
}

/** The candidate's answers as form values: the inverse of applyAnswers for every answer a visitor types or picks. */
function answersOf(candidate: Candidate, country: CountrySettings, withPhone: boolean): StepAnswers {
  const answers: StepAnswers = {};
  if (candidate.participant) answers.participant = candidate.participant;
  if (candidate.caregiver?.firstName && candidate.caregiver.lastName) answers.caregiverName = `${candidate.caregiver.firstName} ${candidate.caregiver.lastName}`;
  if (candidate.caregiver) answers.caregiverRelationship = candidate.caregiver.relationship;
  if (candidate.caregiverBirthDate) answers.caregiverBirthDate = formatCountryDate(candidate.caregiverBirthDate, country);
  if (candidate.firstName && candidate.lastName) answers.fullName = `${candidate.firstName} ${candidate.lastName}`;
  if (withPhone && candidate.phone !== null) {
    const phone = phoneAnswer(candidate.phone);
    if (phone) answers.phone = phone;
  }
  if (candidate.postalCode) answers.postalCode = candidate.postalCode;
  if (candidate.email) answers.email = candidate.email;
  if (candidate.birthDate) answers.birthDate = formatCountryDate(candidate.birthDate, country);
  if (candidate.age !== null) answers.age = candidate.age;
  if (candidate.gender) answers.gender = candidate.gender;
  if (candidate.indicationIds.length) answers.indicationIds = candidate.indicationIds;
  if (candidate.consentGiven) answers.consent = true;
  // A consent choice already sent shows as made: shown unticked, going on again would have stored a refusal never made.
  if (candidate.medicalRecordsConsent !== null) answers.healthDataConsent = candidate.medicalRecordsConsent;
  if (candidate.commercialConsent !== null) answers.commercialConsent = candidate.commercialConsent;
  if (Object.keys(candidate.criteriaAnswers).length) answers.criteria = candidate.criteriaAnswers;
  if (candidate.ethnicities.length) answers.ethnicities = candidate.ethnicities;
  if (candidate.healthAnswers) answers.healthAnswers = candidate.healthAnswers;
  const height = heightAnswer(candidate, country);
  if (height) answers.height = height;
  const weight = weightAnswer(candidate, country);
  if (weight) answers.weight = weight;
  if (candidate.ctScanAppointmentDate) answers.ctScanDate = formatCountryDate(candidate.ctScanAppointmentDate, country);
  return answers;
}

/** The last phone shown as typed: a step that asks for it renders more than once with the same number. */
let shownPhone: { e164: string; shown: string } | null = null;

function phoneAnswer(e164: string): string {
  if (shownPhone?.e164 === e164) return shownPhone.shown;
  // An empty stored phone is formatted too, so formatPhone's notice reaches the console (spec §8; once a page).
  const shown = phoneForInput(e164, (message) => logOnly('notice', message));
  shownPhone = { e164, shown };
  return shown;
}

/** The height as entered when it is still the stored one; else the stored cm in the country's unit. */
function heightAnswer(candidate: Candidate, country: CountrySettings): HeightValue | null {
  if (candidate.heightCm === null) return null;
  if (candidate.heightEntered && heightCmOf(candidate.heightEntered) === candidate.heightCm) return candidate.heightEntered;
  return defaultHeightUnit(country.useMetricSystem) === 'cm'
    ? syncHeight({ unit: 'cm', cm: candidate.heightCm })
    : syncHeight({ unit: 'ftin', ...cmToFeetInches(candidate.heightCm) });
}

/** The weight as entered when it is still the stored one; else the stored kg in the country's unit. */
function weightAnswer(candidate: Candidate, country: CountrySettings): WeightValue | null {
  if (candidate.weightKg === null) return null;
  if (candidate.weightEntered && weightKgOf(candidate.weightEntered) === candidate.weightKg) return candidate.weightEntered;
  return defaultWeightUnit(country.useMetricSystem) === 'kg'
    ? syncWeight({ unit: 'kg', kg: candidate.weightKg })
    : syncWeight({ unit: 'lbs', lb: kgToLb(candidate.weightKg) });
}
