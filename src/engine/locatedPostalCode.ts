/**
 * The postal code the CDN places the visitor in (initial payload) starts the postal code field when the visitor has
 * given none and it is well formed for their country; they can change it like any answer. It is not verified until
 * the step is submitted, as a typed code is.
 */
import type { Candidate } from '../core/candidate.ts';
import { normalisePostalCode, validatePostalPattern } from '../core/postal.ts';
import type { Field } from './campaign.ts';
import { answerKeyOf, isFieldKind, kindSpec } from './fieldKinds.ts';
import { clearedInDraft } from './draftAnswers.ts';
import type { StepAnswers } from './validateStep.ts';

export function withLocatedPostalCode(candidate: Candidate, payload: { postalCode: string | null; country: string | null }): Candidate {
  const code = payload.postalCode;
  if (candidate.postalCode || !code || (payload.country !== null && payload.country !== candidate.country)) return candidate;
  return validatePostalPattern(code, candidate.country) ? candidate : { ...candidate, postalCode: normalisePostalCode(code, candidate.country), postalCodeValid: false };
}

/**
 * The located code arrives with the initial payload, which on a first visit comes after the step's first render: the
 * form has read its answers by then. It is put in the step's postal code field while that is still empty and the
 * visitor has not typed in it (a code typed and cleared stays cleared), unless the step's country is now another.
 * Null when nothing is to be filled.
 */
export function locatedCodeToFill(fields: readonly Field[], answers: StepAnswers, located: { code: string | null; country: string }, changed: ReadonlySet<string>): { key: string; code: string } | null {
  if (!located.code) return null;
  // A country chosen on the step (CountrySelect) other than the code's: the code is not one of that country.
  if (typeof answers.country === 'string' && answers.country !== located.country) return null;
  const field = fields.find((f) => isFieldKind(f.kind) && kindSpec(f.kind).holdsPostalCode === true);
  const key = field ? answerKeyOf(field) : null;
  if (!key || changed.has(key)) return null;
  const given = answers[key];
  return given === undefined || given === null || given === '' ? { key, code: located.code } : null;
}

/**
 * A step's starting answers: the person's, then what was typed on the step before the page was loaded again (its
 * draft). The person's postal code is left out when the draft chose another country: it is not one of that country
 * (s15 asks both; a code the edge located, or one given before, came back beside the other country after a reload).
 */
export function startingAnswers(person: StepAnswers, draft: StepAnswers, personCountry: string): StepAnswers {
  const answers = { ...person, ...draft };
  if (typeof draft.country === 'string' && draft.country !== personCountry && !Object.hasOwn(draft, 'postalCode')) delete answers.postalCode;
  // An answer the visitor emptied (draftToKeep) starts empty, not as the person's or the located one.
  for (const key of clearedInDraft(draft)) delete answers[key];
  return answers;
}
