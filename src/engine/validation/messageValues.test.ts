import { describe, expect, it } from 'vitest';
import { messageValues } from './messageValues.ts';
import type { Field } from '../campaign.ts';

describe('messageValues', () => {
  it("gives a number question's bounds, those it has", () => {
    expect(messageValues({ kind: 'Number', answer: 'perDay', min: 1, max: 100 } as Field)).toEqual({ min: 1, max: 100 });
    expect(messageValues({ kind: 'Number', answer: 'perDay', min: 5 } as Field)).toEqual({ min: 5 });
    expect(messageValues({ kind: 'Number', answer: 'perDay', max: 0 } as Field)).toEqual({ max: 0 });
    expect(messageValues({ kind: 'Number', answer: 'perDay' } as Field)).toEqual({});
  });

  it('gives the count of options an atLeastOne asks for, and nothing for another rule or none', () => {
    expect(messageValues({ kind: 'Ethnicity', rules: [{ rule: 'length', min: 2 }, { rule: 'atLeastOne', min: 3 }] } as Field)).toEqual({ min: 3 });
    expect(messageValues({ kind: 'Ethnicity', rules: [{ rule: 'atLeastOne' }] } as Field)).toEqual({});
    expect(messageValues({ kind: 'Ethnicity', rules: [{ rule: 'length', min: 2 }] } as Field)).toEqual({});
    expect(messageValues({ kind: 'FullName' } as Field)).toEqual({});
    expect(messageValues(undefined)).toEqual({});
  });
});
