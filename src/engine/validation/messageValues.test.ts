import { describe, expect, it } from 'vitest';
import { messageValues } from './messageValues.ts';
import type { Field } from '../campaign.ts';

describe('messageValues', () => {
  it("gives a number question's bounds, those it has", () => {
    expect(messageValues({ kind: 'Number', answer: 'perDay', min: 1, max: 100 } as Field)).toStrictEqual({ min: 1, max: 100 });
    expect(messageValues({ kind: 'Number', answer: 'perDay', min: 5 } as Field)).toStrictEqual({ min: 5 });
    expect(messageValues({ kind: 'Number', answer: 'perDay', max: 0 } as Field)).toStrictEqual({ max: 0 });
    expect(messageValues({ kind: 'Number', answer: 'perDay' } as Field)).toStrictEqual({});
  });

  it('gives the count of options an atLeastOne asks for, and nothing for another rule or none', () => {
    expect(messageValues({ kind: 'Ethnicity', rules: [{ rule: 'length', min: 2 }, { rule: 'atLeastOne', min: 3 }] } as Field)).toStrictEqual({ min: 3 });
    expect(messageValues({ kind: 'Ethnicity', rules: [{ rule: 'atLeastOne' }] } as Field)).toStrictEqual({});
    expect(messageValues({ kind: 'Ethnicity', rules: [{ rule: 'length', min: 2 }] } as Field)).toStrictEqual({});
    expect(messageValues({ kind: 'FullName' } as Field)).toStrictEqual({});
    expect(messageValues(undefined)).toStrictEqual({});
  });
});
