import { describe, expect, it } from 'vitest';
import { EVERYTHING_REVEALED, fieldControlId, fieldOfControl, isRevealed, NOTHING_REVEALED, revealOnLeaving } from './revealedErrors.ts';

const keys = ['fullName', 'postalCode', 'phone', 'phoneConfirm', 'height', 'participant'];

describe('fieldOfControl', () => {
  it('names the field of its own control and of a widget part', () => {
    expect(fieldOfControl('root_fullName', keys)).toBe('fullName');
    expect(fieldOfControl('root_height-feet', keys)).toBe('height');
    expect(fieldOfControl('root_height_inches', keys)).toBe('height');
    expect(fieldOfControl('root_participant-myself', keys)).toBe('participant');
  });

  it('gives a key that starts another key only its own controls, whatever order the keys come in', () => {
    expect(fieldOfControl('root_phoneConfirm', keys)).toBe('phoneConfirm');
    expect(fieldOfControl('root_phoneConfirm', [...keys].reverse())).toBe('phoneConfirm');
    expect(fieldOfControl('root_phone', [...keys].reverse())).toBe('phone');
    expect(fieldOfControl('root_phone-country', keys)).toBe('phone');
    // Two keys can both claim a control only when one is the other with a separator after it: the longer one is meant.
    for (const order of [['height', 'height_unit'], ['height_unit', 'height']]) {
      expect(fieldOfControl('root_height_unit', order)).toBe('height_unit');
      expect(fieldOfControl('root_height_unit-cm', order)).toBe('height_unit');
      expect(fieldOfControl('root_height-feet', order)).toBe('height');
    }
  });

  it('reads back the id the form gives each field\'s control', () => {
    expect(fieldControlId('fullName')).toBe('root_fullName');
    for (const key of keys) expect(fieldOfControl(fieldControlId(key), keys)).toBe(key);
  });

  it('names no field for a control outside the step\'s fields', () => {
    expect(fieldOfControl('root_phoneNumber', ['phone'])).toBeNull();
    expect(fieldOfControl('fullName', keys)).toBeNull();
    expect(fieldOfControl('next-button', keys)).toBeNull();
    expect(fieldOfControl('', keys)).toBeNull();
    expect(fieldOfControl('root_', keys)).toBeNull();
    expect(fieldOfControl('xroot_fullName', keys)).toBeNull();
  });
});

describe('revealOnLeaving', () => {
  it('shows nothing at first', () => {
    expect(isRevealed(NOTHING_REVEALED, 'fullName')).toBe(false);
  });

  it('shows the field left, and only that one', () => {
    const after = revealOnLeaving(NOTHING_REVEALED, 'root_fullName', 'root_postalCode', keys);
    expect(isRevealed(after, 'fullName')).toBe(true);
    expect(isRevealed(after, 'postalCode')).toBe(false);
    expect(isRevealed(after, 'phone')).toBe(false);
    expect(after).toEqual(new Set(['fullName']));
  });

  it('keeps what was shown before', () => {
    const first = revealOnLeaving(NOTHING_REVEALED, 'root_fullName', 'root_postalCode', keys);
    const second = revealOnLeaving(first, 'root_postalCode', null, keys);
    expect(second).toEqual(new Set(['fullName', 'postalCode']));
    // The set it was given is not changed.
    expect(first).toEqual(new Set(['fullName']));
    expect(NOTHING_REVEALED).toEqual(new Set());
  });

  it('does not count focus moving within one field as leaving it', () => {
    expect(revealOnLeaving(NOTHING_REVEALED, 'root_height-feet', 'root_height-inches', keys)).toBe(NOTHING_REVEALED);
    expect(revealOnLeaving(NOTHING_REVEALED, 'root_height-inches', 'root_participant-myself', keys)).toEqual(new Set(['height']));
  });

  it('counts focus leaving the page\'s controls, or going to a button, as leaving', () => {
    expect(revealOnLeaving(NOTHING_REVEALED, 'root_phone', null, keys)).toEqual(new Set(['phone']));
    expect(revealOnLeaving(NOTHING_REVEALED, 'root_phone', 'next-button', keys)).toEqual(new Set(['phone']));
    expect(revealOnLeaving(NOTHING_REVEALED, 'root_phone', 'root_phoneConfirm', keys)).toEqual(new Set(['phone']));
  });

  it('returns the same value when nothing changes, so the page need not render again', () => {
    const shown = revealOnLeaving(NOTHING_REVEALED, 'root_fullName', null, keys);
    expect(revealOnLeaving(shown, 'root_fullName', 'root_phone', keys)).toBe(shown);
    expect(revealOnLeaving(shown, 'next-button', 'root_phone', keys)).toBe(shown);
    expect(revealOnLeaving(EVERYTHING_REVEALED, 'root_fullName', null, keys)).toBe(EVERYTHING_REVEALED);
  });

  it('shows every field once Next has found the step incomplete', () => {
    for (const key of keys) expect(isRevealed(EVERYTHING_REVEALED, key)).toBe(true);
  });
});
