/**
 * What the error summary of a failed submit lists: the fields that submit named, in the step's order, for as long as
 * each is still wrong, in the words it was named with. Fixed fields leave it; nothing is added and no words change
 * until the next failed submit, so the summary, an alert, never announces itself again while the visitor types (a
 * postal code named 'required' became 'invalid' at its first digit, and a screen reader read the whole summary out).
 */
import type { Field } from './campaign.ts';
import { fieldKey } from './stepForm.ts';
import type { StepErrors, ValidationCode } from './validateStep.ts';

export interface SummaryEntry {
  key: string;
  code: ValidationCode;
}

/** `named`: what the failed submit found wrong (the page's errors, or the server's); `current` and `fromServer`: now. */
export function errorSummaryEntries(fields: readonly Field[], named: StepErrors, current: StepErrors, fromServer: StepErrors = {}): SummaryEntry[] {
  const wrongNow = { ...current, ...fromServer } as Record<string, ValidationCode | undefined>;
  return fields.map((field, index) => fieldKey(field, index)).flatMap((key) => {
    const code = (named as Record<string, ValidationCode | undefined>)[key];
    return code && wrongNow[key] ? [{ key, code }] : [];
  });
}
