/**
 * What the error summary of a failed submit lists: the fields that submit named, in the step's order, for as long as
 * each is still wrong, in the words it was named with. Fixed fields leave it; nothing is added and no words change
 * until the next failed submit, so the summary, an alert, never announces itself again while the visitor types (a
 * postal code named 'required' became 'invalid' at its first digit, and a screen reader read the whole summary out).
 */
import type { Field } from './campaign.ts';
import { kindSpec } from './fieldKinds.ts';
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

/** What a failed submit named, as entries: the summary's title is of these, and holds until the next failed submit. */
export function namedEntries(named: StepErrors): SummaryEntry[] {
  return Object.entries(named).map(([key, code]) => ({ key, code: code as ValidationCode }));
}

export type SummaryTitleKey = 'validation.screenIncomplete' | 'validation.completeRequired' | 'validation.errorSummary';

/**
 * The summary's title: a one-page screener's own words (spec §5); 'Please complete the required fields.' when it names
 * a question left unanswered; otherwise the words for an answer given but refused. An unknown postal code typed in
 * full was summed up as a required field left empty, above the field that held it.
 */
export function summaryTitleKey(fields: readonly Field[], entries: readonly SummaryEntry[], screen: boolean): SummaryTitleKey {
  if (screen) return 'validation.screenIncomplete';
  // A field left empty is named 'required', its kind's own word for it, or (the criteria, judged by their rule)
  // 'questionUnanswered'; the server names any field left empty 'required'.
  const missingCodes = new Map(fields.map((field, index) => [fieldKey(field, index), kindSpec(field.kind).missingCode]));
  const asksForAnswer = entries.some(({ key, code }) => code === 'required' || code === 'questionUnanswered' || code === missingCodes.get(key));
  return asksForAnswer ? 'validation.completeRequired' : 'validation.errorSummary';
}
