import { describe, expect, it } from 'vitest';
import { answersReadAcrossFields, sameItemsOr } from './stableValues.ts';

describe('sameItemsOr', () => {
  const a = { id: 1 };
  const b = { id: 2 };
  it('keeps the previous array when the items are the same', () => {
    const previous = [a, b];
    expect(sameItemsOr(previous, [a, b])).toBe(previous);
  });
  it('takes the new array when an item, the order or the length differs', () => {
    const next = [b, a];
    expect(sameItemsOr([a, b], next)).toBe(next);
    const shorter = [a];
    expect(sameItemsOr([a, b], shorter)).toBe(shorter);
    const copy = [a, { id: 2 }];
    expect(sameItemsOr([a, b], copy)).toBe(copy);
  });
  it('takes the new array the first time', () => {
    const next = [a];
    expect(sameItemsOr(undefined, next)).toBe(next);
  });
});

describe('answersReadAcrossFields', () => {
  it('holds the gender, the participant and none of the typed answers', () => {
    expect(answersReadAcrossFields(undefined, { gender: 'female', fullName: 'Wendy', postalCode: '770' })).toEqual({ gender: 'female' });
    expect(answersReadAcrossFields(undefined, { participant: 'someone_else', caregiverName: 'Nell H' })).toEqual({ participant: 'someone_else' });
  });
  it('keeps its identity while only other answers change', () => {
    const first = answersReadAcrossFields(undefined, { gender: 'female', fullName: 'W' });
    expect(answersReadAcrossFields(first, { gender: 'female', fullName: 'We' })).toBe(first);
    const none = answersReadAcrossFields(undefined, { fullName: 'W' });
    expect(answersReadAcrossFields(none, { fullName: 'We' })).toBe(none);
  });
  it('changes when the gender is given, changed or cleared', () => {
    const none = answersReadAcrossFields(undefined, {});
    const female = answersReadAcrossFields(none, { gender: 'female' });
    expect(female).toEqual({ gender: 'female' });
    const male = answersReadAcrossFields(female, { gender: 'male' });
    expect(male).toEqual({ gender: 'male' });
    expect(answersReadAcrossFields(male, {})).toEqual({});
  });
});
