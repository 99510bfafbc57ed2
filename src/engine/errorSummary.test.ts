import { describe, expect, it } from 'vitest';
import { errorSummaryEntries } from './errorSummary.ts';
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
