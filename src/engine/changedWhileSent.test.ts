import { describe, expect, it } from 'vitest';
import { changedWhileSent } from './changedWhileSent.ts';

describe('changedWhileSent', () => {
  it('is false for the same answers, object answers given anew and emptied ones alike', () => {
    expect(changedWhileSent({ a1c: 'above', height: { feet: 5, inches: 8 } }, { a1c: 'above', height: { feet: 5, inches: 8 } })).toBe(false);
    expect(changedWhileSent({ email: '', phone: null }, { phone: undefined })).toBe(false);
    expect(changedWhileSent({}, {})).toBe(false);
  });

  it('is true for an answer changed, one given where none was sent, and one emptied', () => {
    expect(changedWhileSent({ a1c: 'above' }, { a1c: 'between' })).toBe(true);
    expect(changedWhileSent({ height: { feet: 5, inches: 8 } }, { height: { feet: 5, inches: 9 } })).toBe(true);
    expect(changedWhileSent({}, { firstName: 'Mia' })).toBe(true);
    expect(changedWhileSent({ firstName: 'Mia' }, {})).toBe(true);
    expect(changedWhileSent({ firstName: 'Mia' }, { firstName: '' })).toBe(true);
    expect(changedWhileSent({ firstName: '' }, { firstName: 'Mia' })).toBe(true);
  });
});
