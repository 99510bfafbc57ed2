/** The form data a step starts with: what the candidate already answered, shown the way it was typed. */
import type { Candidate } from '../../core/candidate.ts';
import type { CountrySettings } from '../../core/countries.ts';
import { formatCountryDate } from '../../core/dates.ts';
import { phoneForInput } from '../../core/phone.ts';
import { logOnly } from '../errors/logOnly.ts';
import type { StepAnswers } from '../../engine/validateStep.ts';

export function initialAnswers(candidate: Candidate, country: CountrySettings): StepAnswers {
  const answers: StepAnswers = {};
  if (candidate.firstName && candidate.lastName) answers.fullName = `${candidate.firstName} ${candidate.lastName}`;
  if (candidate.phone !== null) {
    // An empty stored phone is formatted too, so formatPhone's notice reaches the console (spec §8).
    const phone = phoneForInput(candidate.phone, (message) => logOnly('notice', message));
    if (phone) answers.phone = phone;
  }
  if (candidate.postalCode) answers.postalCode = candidate.postalCode;
  if (candidate.email) answers.email = candidate.email;
  if (candidate.birthDate) answers.birthDate = formatCountryDate(candidate.birthDate, country);
  if (candidate.age !== null) answers.age = candidate.age;
  if (candidate.gender) answers.gender = candidate.gender;
  if (candidate.indicationIds.length) answers.indicationIds = candidate.indicationIds;
  if (candidate.consentGiven) answers.consent = true;
  return answers;
}
