import { describe, expect, it } from 'vitest';
import { errorSummaryEntries, namedEntries, summaryTitleKey } from './errorSummary.ts';
import type { Field } from './campaign.ts';

const fields: Field[] = [{ kind: 'FullName' }, { kind: 'Heading', text: 'x' }, { kind: 'PostalCode' }, { kind: 'Phone' }];

describe('errorSummaryEntries', () => {
  it('lists the named fields still in error, in the step\'s order, whatever order they were named in', () => {
    expect(errorSummaryEntries(fields, { phone: 'invalidPhone', fullName: 'required' }, { fullName: 'required', phone: 'invalidPhone' })).toEqual([
      { key: 'fullName', code: 'required' }, { key: 'phone', code: 'invalidPhone' },
    ]);
  });

  it('drops a field once it is fixed, and never adds one the failed submit did not name', () => {
    expect(errorSummaryEntries(fields, { fullName: 'required', phone: 'invalidPhone' }, { phone: 'invalidPhone' })).toEqual([{ key: 'phone', code: 'invalidPhone' }]);
    expect(errorSummaryEntries(fields, { fullName: 'required' }, { fullName: 'required', postalCode: 'required' })).toEqual([{ key: 'fullName', code: 'required' }]);
    expect(errorSummaryEntries(fields, {}, { fullName: 'required' })).toEqual([]);
  });

  it('keeps the words a field was named with while it stays wrong, whatever is wrong with it now', () => {
    expect(errorSummaryEntries(fields, { postalCode: 'required' }, { postalCode: 'invalidPostal' })).toEqual([{ key: 'postalCode', code: 'required' }]);
    expect(errorSummaryEntries(fields, { fullName: 'required' }, { fullName: 'invalidFullName' })).toEqual([{ key: 'fullName', code: 'required' }]);
  });

  it("names a field by the server's finding, for as long as the server's or the page's judgement still finds it wrong", () => {
    expect(errorSummaryEntries(fields, { postalCode: 'invalidPostal' }, {}, { postalCode: 'invalidPostal' })).toEqual([{ key: 'postalCode', code: 'invalidPostal' }]);
    expect(errorSummaryEntries(fields, { postalCode: 'invalidPostal' }, { postalCode: 'required' })).toEqual([{ key: 'postalCode', code: 'invalidPostal' }]);
    expect(errorSummaryEntries(fields, { postalCode: 'invalidPostal' }, {}, {})).toEqual([]);
  });

  it('names a field without an answer by its kind and place, as the form does', () => {
    expect(errorSummaryEntries(fields, { heading1: 'required' } as never, { heading1: 'required' } as never)).toEqual([{ key: 'heading1', code: 'required' }]);
  });
});

describe('summaryTitleKey', () => {
  const withChoices: Field[] = [...fields, { kind: 'IndicationMultiSelect' }, { kind: 'GenericConsent' }, { kind: 'HealthQuestions' }, { kind: 'SiteBooking' }];

  it("asks to complete the required fields when it names a field left without an answer, in its kind's words", () => {
    expect(summaryTitleKey(fields, [{ key: 'fullName', code: 'required' }], false)).toBe('validation.completeRequired');
    expect(summaryTitleKey(withChoices, [{ key: 'indicationIds', code: 'selectOption' }], false)).toBe('validation.completeRequired');
    expect(summaryTitleKey(withChoices, [{ key: 'consent', code: 'consentRequired' }], false)).toBe('validation.completeRequired');
    expect(summaryTitleKey(withChoices, [{ key: 'healthAnswers', code: 'questionUnanswered' }], false)).toBe('validation.completeRequired');
    expect(summaryTitleKey(withChoices, [{ key: 'booking', code: 'selectTime' }], false)).toBe('validation.completeRequired');
    expect(summaryTitleKey(fields, [{ key: 'phone', code: 'invalidPhone' }, { key: 'postalCode', code: 'required' }], false)).toBe('validation.completeRequired');
    // The criteria left unanswered, judged by their rule; a field of a kind with its own word, named 'required' by the server.
    expect(summaryTitleKey([{ kind: 'StudyCriteria' }] as Field[], [{ key: 'criteria', code: 'questionUnanswered' }], false)).toBe('validation.completeRequired');
    expect(summaryTitleKey(withChoices, [{ key: 'indicationIds', code: 'required' }], false)).toBe('validation.completeRequired');
  });

  it('says there is a problem with the answer when every field it names holds an answer that is refused', () => {
    expect(summaryTitleKey(fields, [{ key: 'postalCode', code: 'invalidPostal' }], false)).toBe('validation.errorSummary');
    expect(summaryTitleKey(fields, [{ key: 'fullName', code: 'invalidFullName' }, { key: 'phone', code: 'invalidPhone' }], false)).toBe('validation.errorSummary');
    // Another kind's missing words name no missing answer here.
    expect(summaryTitleKey(withChoices, [{ key: 'phone', code: 'selectOption' }], false)).toBe('validation.errorSummary');
  });

  it("gives a one-page screener its own words, whatever it names", () => {
    expect(summaryTitleKey(fields, [{ key: 'postalCode', code: 'invalidPostal' }], true)).toBe('validation.screenIncomplete');
    expect(summaryTitleKey(fields, [{ key: 'fullName', code: 'required' }], true)).toBe('validation.screenIncomplete');
  });
});

describe('namedEntries', () => {
  it('lists what a failed submit named, each with its code, for a title that holds until the next failed submit', () => {
    expect(namedEntries({ fullName: 'invalidFullName', postalCode: 'required' })).toEqual([{ key: 'fullName', code: 'invalidFullName' }, { key: 'postalCode', code: 'required' }]);
    expect(namedEntries({})).toEqual([]);
    // The postal code fixed since: the title still asks to complete the required fields.
    expect(summaryTitleKey(fields, namedEntries({ fullName: 'invalidFullName', postalCode: 'required' }), false)).toBe('validation.completeRequired');
  });
});
