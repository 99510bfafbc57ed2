import { describe, expect, it } from 'vitest';
import { jsonEqual } from './jsonEqual.ts';

describe('jsonEqual', () => {
  it('holds JSON values of the same parts equal, however built', () => {
    expect(jsonEqual({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
    expect(jsonEqual([], [])).toBe(true);
    expect(jsonEqual(Number.NaN, Number.NaN)).toBe(true);
  });

  it("compares arrays by their length and items, as Ajv's equality does, not by their own keys", () => {
    // A hole is an undefined item; a property beside the items is not an item.
    // eslint-disable-next-line no-sparse-arrays
    expect(jsonEqual([, 1], [undefined, 1])).toBe(true);
    expect(jsonEqual(Object.assign([1, 2], { note: 'x' }), [1, 2])).toBe(true);
  });

  it('tells apart values, lengths, keys, arrays from objects, and functions that are not the same one', () => {
    expect(jsonEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(jsonEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual({ a: undefined }, { b: undefined })).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual({ a: null }, { a: {} })).toBe(false);
    expect(jsonEqual(1, '1')).toBe(false);
    expect(jsonEqual(Number.NaN, 'NaN')).toBe(false);
    // A string is not the object that wraps it, though both have the same characters under the same keys.
    expect(jsonEqual('x', Object('x'))).toBe(false);
    expect(jsonEqual(Object('x'), 'x')).toBe(false);
    // Not JSON: a Map, a Date or a boxed value equals only itself, whatever it holds.
    expect(jsonEqual(new Map([['id', 1001]]), new Map([['id', 1002]]))).toBe(false);
    expect(jsonEqual({ study: new Map([['id', 1001]]) }, { study: new Map([['id', 1001]]) })).toBe(false);
    const map = new Map([['id', 1001]]);
    expect(jsonEqual({ study: map }, { study: map })).toBe(true);
    expect(jsonEqual(new Date(0), new Date(0))).toBe(false);
    expect(jsonEqual(Object('x'), Object('x'))).toBe(false);
    expect(jsonEqual(Object.assign(Object.create(null), { a: 1 }), { a: 1 })).toBe(true);
    const f = () => 1;
    expect(jsonEqual({ f }, { f })).toBe(true);
    expect(jsonEqual({ f }, { f: () => 1 })).toBe(false);
  });
});
