import { describe, expect, it } from 'vitest';
import { errorSummaryEntries } from './errorSummary.ts';
import type { Field } from './campaign.ts';

const fields: Field[] = [{ kind: 'FullName' }, { kind: 'Heading', text: 'x' }, { kind: 'PostalCode' }, { kind: 'Phone' }];

describe('errorSummaryEntries', () => {
  it('lists the named fields still in error, in the step\'s order, whatever order they were named in', () => {
    expect(errorSummaryEntries(fields, ['phone', 'fullName'], { fullName: 'required', phone: 'invalidPhone' })).toEqual([
      { key: 'fullName', code: 'required' }, { key: 'phone', code: 'invalidPhone' },
    ]);
  });

  it('drops a field once it is fixed, and never adds one the failed submit did not name', () => {
    expect(errorSummaryEntries(fields, ['fullName', 'phone'], { phone: 'invalidPhone' })).toEqual([{ key: 'phone', code: 'invalidPhone' }]);
    expect(errorSummaryEntries(fields, ['fullName'], { fullName: 'required', postalCode: 'required' })).toEqual([{ key: 'fullName', code: 'required' }]);
    expect(errorSummaryEntries(fields, [], { fullName: 'required' })).toEqual([]);
  });

  it('says what is wrong now, the server\'s finding before the page\'s', () => {
    expect(errorSummaryEntries(fields, ['fullName'], { fullName: 'invalidFullName' })).toEqual([{ key: 'fullName', code: 'invalidFullName' }]);
    expect(errorSummaryEntries(fields, ['postalCode'], {}, { postalCode: 'invalidPostal' })).toEqual([{ key: 'postalCode', code: 'invalidPostal' }]);
    expect(errorSummaryEntries(fields, ['postalCode'], { postalCode: 'required' }, { postalCode: 'invalidPostal' })).toEqual([{ key: 'postalCode', code: 'invalidPostal' }]);
  });

  it('names a field without an answer by its kind and place, as the form does', () => {
    expect(errorSummaryEntries(fields, ['heading1'], { heading1: 'required' } as never)).toEqual([{ key: 'heading1', code: 'required' }]);
  });
});
