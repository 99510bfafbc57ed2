/** The JSON Schema of a step's form: one property per field, keyed by the field's answer. */
import type { Campaign, Field } from './campaign.ts';
import { answerKeyOf, fieldKinds, kindSpec } from './fieldKinds.ts';
import type { StepAnswers } from './validateStep.ts';

export interface StepFormSchema {
  $id: string;
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
}

/** The form-data key of a field: its answer, or a unique key for display-only kinds. */
export function fieldKey(field: Field, index: number): string {
  return answerKeyOf(field) ?? `${field.kind.toLowerCase()}${index}`;
}

export function stepSchemaId(campaignName: string, stepId: string): string {
  return `step:${campaignName}/${stepId}`;
}

/** Types only: which fields are required depends on the visitor (visibility, country) and is decided by validateStep. */
export function stepFormSchema(campaign: Campaign, stepId: string): StepFormSchema {
  const step = campaign.steps[stepId];
  if (!step) throw new Error(`campaign ${campaign.name} has no step ${stepId}`);
  const properties: Record<string, Record<string, unknown>> = {};
  step.fields.forEach((field, index) => {
    properties[fieldKey(field, index)] = { ...fieldKinds[field.kind].schema };
  });
  return { $id: stepSchemaId(campaign.name, stepId), type: 'object', properties };
}

/** The answers of the fields a step shows: a hidden or absent field's value never reaches the candidate. */
export function answersOfShownFields(shown: readonly Field[], data: StepAnswers): StepAnswers {
  const out: StepAnswers = {};
  for (const field of shown) {
    const key = answerKeyOf(field);
    if (key) out[key] = data[key];
  }
  return out;
}

/**
 * Whether a step's draft held a consent answer that draftAnswersKept does not give back, one other than the step starts
 * with anyway (`starting`: a box's default, a choice already sent): the visitor is told to give it again, or a box they
 * had ticked would be found unticked (and an unticked medical-records box is a refusal).
 */
export function consentsToGiveAgain(fields: readonly Field[], draft: StepAnswers, starting: StepAnswers): boolean {
  return fields.some((field) => {
    const key = answerKeyOf(field);
    const spec = kindSpec(field.kind);
    if (!key || !spec.asksConsent || !Object.hasOwn(draft, key) || draft[key] === undefined || draft[key] === null) return false;
    // A box ticked and unticked again is no choice where the kind says so (the terms box): nothing was given to lose. A
    // choice in parts (the partner's two questions) counts once one part is made, though the kind wants both.
    if (typeof draft[key] === 'boolean' && spec.answered && !spec.answered(draft[key])) return false;
    return JSON.stringify(draft[key]) !== JSON.stringify(starting[key]);
  });
}

/**
 * What a step's draft gives back (answers typed and not sent before a refresh or a language switch): each of the step's
 * fields' but a consent's. A consent is given again, to the words on the page now (in the other language, say): a
 * stored consent is the choice made beside the words it is stored with.
 */
export function draftAnswersKept(fields: readonly Field[], draft: StepAnswers): StepAnswers {
  const kept: StepAnswers = {};
  for (const field of fields) {
    const key = answerKeyOf(field);
    if (key && Object.hasOwn(draft, key) && !kindSpec(field.kind).asksConsent) kept[key] = draft[key];
  }
  return kept;
}
