import { describe, expect, it } from 'vitest';
import { typedValuesOf, withoutTypedValues } from './typedValues.ts';

describe('withoutTypedValues', () => {
  it('takes out a typed name as a whole and by its first and last names, in any case', () => {
    const values = ['Zenobia Quixley'];
    expect(withoutTypedValues('could not format Zenobia Quixley', values)).toBe('could not format [typed]');
    expect(withoutTypedValues('Hello ZENOBIA, and quixley.', values)).toBe('Hello [typed], and [typed].');
  });

  it('takes out whole words only: a name inside another word stays', () => {
    expect(withoutTypedValues('Annotated Ann; ann2 stays', ['Ann'])).toBe('Annotated [typed]; ann2 stays');
    expect(withoutTypedValues('TypeError: Lee is missing', ['Lee'])).toBe('TypeError: [typed] is missing');
  });

  it('takes out letters in other scripts and values holding pattern characters as they were typed', () => {
    expect(withoutTypedValues('para José Núñez', ['José Núñez'])).toBe('para [typed]');
    expect(withoutTypedValues('a (b) c+d and a.b', ['(b)', 'c+d', 'a.b'])).toBe('a [typed] [typed] and [typed]');
  });

  it('leaves numbers alone, and what is shorter than two characters, so a stack keeps its positions', () => {
    expect(withoutTypedValues('at index.js:1:176 for 5', ['176', '5', 'J', null, undefined, '  '])).toBe('at index.js:1:176 for 5');
    expect(typedValuesOf(['176', '5', 'J', null, undefined, '  ', 'A1'])).toEqual(['A1']);
  });

  it('takes out a hyphenated name or address, and a name run together', () => {
    expect(withoutTypedValues('for Ana Nunez-Olvera at x@my-mail.com', ['Ana Nunez-Olvera', 'x@my-mail.com'])).toBe('for [typed] at [typed]');
    expect(withoutTypedValues('T5 ZebulonQuixotic', ['Zebulon Quixotic'])).toBe('T5 [typed]');
    expect(withoutTypedValues("Mary and Jane, O'Neil and Smith", ["Mary-Jane O'Neil-Smith"])).toBe('[typed] and [typed], [typed] and [typed]');
    // Every character a pattern gives meaning to, as typed.
    const odd = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o/p-q';
    expect(withoutTypedValues(`x ${odd} y`, [odd])).toBe('x [typed] y');
  });

  it("takes out a hyphenated name run together, and an apostrophe typed straight where the text has a curly one", () => {
    const name = ["Mary-Jane O'Neil-Smith"];
    expect(withoutTypedValues("for MaryJaneO'NeilSmith", name)).toBe('for [typed]');
    expect(withoutTypedValues('for O\u2019Neil-Smith and O\u2018Neil', name)).toBe('for [typed] and [typed]');
  });

  it('takes out a code of five digits or more (a postal code), where a shorter number stays', () => {
    expect(withoutTypedValues('no site near 77030 (ZIP 77030-1234), 2 km', ['77030-1234'])).toBe('no site near [typed] (ZIP [typed]), 2 km');
    expect(typedValuesOf(['77030', '1234', '12'])).toEqual(['77030']);
  });

  it('leaves the text as it was without values, or with none worth taking out', () => {
    expect(withoutTypedValues('nothing typed: - (see below)', [])).toBe('nothing typed: - (see below)');
    expect(withoutTypedValues('nothing typed: - (see below)', ['5', ' '])).toBe('nothing typed: - (see below)');
  });

  it('gives each value once, trimmed, longest first whatever the order typed', () => {
    expect(typedValuesOf([' Ann ', 'Ann', 'ann'])).toEqual(['Ann', 'ann']);
    expect(typedValuesOf(['Bo', 'Ann Lee'])).toEqual(['Ann Lee', 'AnnLee', 'Ann', 'Lee', 'Bo']);
  });

  it('takes a code for five digits or more alone, not one with other signs around them', () => {
    expect(typedValuesOf(['+12345', '12345.6', '(77030)'])).toEqual([]);
    expect(typedValuesOf(['770 30', '77030-1234'])).toEqual(['77030-1234', '770301234', '770 30', '77030']);
  });

  it('takes the longer value first: a full name is one mark, not two', () => {
    expect(typedValuesOf(['Ann Lee', 'Bo'])).toEqual(['Ann Lee', 'AnnLee', 'Ann', 'Lee', 'Bo']);
    expect(withoutTypedValues('for Ann Lee', ['Ann Lee'])).toBe('for [typed]');
  });
});
