import { describe, expect, it } from 'vitest';
import { statementNames } from './statementNames.ts';

describe('names of prepared statements', () => {
  it('gives one text one name, and another text another', () => {
    const names = statementNames();
    const a = names.nameOf('SELECT $1::int');
    expect(a).toBeTruthy();
    expect(names.nameOf('SELECT $1::int')).toBe(a);
    const b = names.nameOf('SELECT $1::text');
    expect(b).toBeTruthy();
    expect(b).not.toBe(a);
  });

  it('names only the first texts up to its limit; the rest run unnamed, and the named keep their names', () => {
    const names = statementNames(2);
    const first = names.nameOf('one');
    const second = names.nameOf('two');
    expect([first, second].every(Boolean)).toBe(true);
    expect(names.nameOf('three')).toBeUndefined();
    expect(names.nameOf('three')).toBeUndefined();
    expect(names.nameOf('one')).toBe(first);
    expect(names.nameOf('two')).toBe(second);
  });

  it('runs a text unnamed for good once its prepared form went stale, and gives its name to no other text', () => {
    const names = statementNames(2);
    const first = names.nameOf('one');
    names.unname('one');
    expect(names.nameOf('one')).toBeUndefined();
    const second = names.nameOf('two');
    expect(second).not.toBe(first);
    // The unnamed text still counts: the limit is reached.
    expect(names.nameOf('three')).toBeUndefined();
  });
});
