/**
 * What the error summary of a failed submit lists: the fields that submit named, in the step's order, for as long as
 * each is still wrong, with what is wrong now (a server's finding first). Fixed fields leave it; nothing is added
 * until the next failed submit, so the summary never announces a change while the visitor types.
 */
import type { Field } from './campaign.ts';
import { fieldKey } from './stepForm.ts';
import type { StepErrors, ValidationCode } from './validateStep.ts';

export interface SummaryEntry {
  key: string;
  code: ValidationCode;
}

export function errorSummaryEntries(fields: readonly Field[], named: readonly string[], current: StepErrors, fromServer: StepErrors = {}): SummaryEntry[] {
  const errors = { ...current, ...fromServer } as Record<string, ValidationCode | undefined>;
  return fields.map((field, index) => fieldKey(field, index)).flatMap((key) => {
    const code = named.includes(key) ? errors[key] : undefined;
    return code ? [{ key, code }] : [];
  });
}
