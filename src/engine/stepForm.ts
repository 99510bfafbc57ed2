/** The JSON Schema of a step's form: one property per field, keyed by the field's answer. */
import type { Campaign, Field } from './campaign.ts';
import { answerKeyOf, fieldKinds } from './fieldKinds.ts';
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
