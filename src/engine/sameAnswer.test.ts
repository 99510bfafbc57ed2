import { describe, expect, it } from 'vitest';
import { sameAnswer } from './sameAnswer.ts';

describe('sameAnswer', () => {
  it('takes equal values as the same, whether given anew or not', () => {
    expect(sameAnswer('yes', 'yes')).toBe(true);
    expect(sameAnswer(undefined, undefined)).toBe(true);
    expect(sameAnswer(null, null)).toBe(true);
    expect(sameAnswer({ unit: 'ftin', feet: 5, inches: 5 }, { unit: 'ftin', feet: 5, inches: 5 })).toBe(true);
    expect(sameAnswer({ 1: [1], 2: [5, 6] }, { 1: [1], 2: [5, 6] })).toBe(true);
    expect(sameAnswer([], [])).toBe(true);
    expect(sameAnswer({}, {})).toBe(true);
  });

  it('tells any difference apart: a value, a key, an order, a length, a kind', () => {
    expect(sameAnswer('yes', 'no')).toBe(false);
    expect(sameAnswer(1, '1')).toBe(false);
    expect(sameAnswer(undefined, null)).toBe(false);
    expect(sameAnswer(null, {})).toBe(false);
    expect(sameAnswer({}, null)).toBe(false);
    expect(sameAnswer(undefined, {})).toBe(false);
    expect(sameAnswer({ feet: 5, inches: 5 }, { feet: 5, inches: 6 })).toBe(false);
    expect(sameAnswer({ feet: 5 }, { feet: 5, inches: 6 })).toBe(false);
    expect(sameAnswer({ feet: 5, inches: 6 }, { feet: 5 })).toBe(false);
    expect(sameAnswer({ feet: 5, inches: undefined }, { feet: 5, cm: undefined })).toBe(false);
    expect(sameAnswer({ 1: [1] }, { 1: [1, 2] })).toBe(false);
    expect(sameAnswer([5, 6], [6, 5])).toBe(false);
    expect(sameAnswer([], {})).toBe(false);
    expect(sameAnswer({}, [])).toBe(false);
    expect(sameAnswer({}, 5)).toBe(false);
    expect(sameAnswer({}, '')).toBe(false);
    expect(sameAnswer({ connect: 'yes' }, { connect: 'no' })).toBe(false);
    expect(sameAnswer({ a: { b: 1 } }, { a: { b: 2 } })).toBe(false);
  });
});
