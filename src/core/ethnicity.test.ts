import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DECLINE_ETHNICITY, ETHNICITIES, toggleEthnicity } from './ethnicity.ts';

const IDS = ETHNICITIES.map((e) => e.id);

describe('ETHNICITIES', () => {
  it('has the spec §3 ids, keys and order', () => {
    expect(ETHNICITIES.map((e) => [e.id, e.key])).toEqual([
      [1, 'white'], [2, 'black'], [3, 'asian'], [7, 'hawaiian'], [5, 'americanIndian'], [6, 'hispanic'], [8, 'eastern'], [-1, 'decline'],
    ]);
  });

  it('has unique ids and keys', () => {
    expect(new Set(IDS).size).toBe(IDS.length);
    expect(new Set(ETHNICITIES.map((e) => e.key)).size).toBe(ETHNICITIES.length);
  });

  it('declines with -1', () => {
    expect(DECLINE_ETHNICITY).toBe(-1);
  });
});

describe('toggleEthnicity', () => {
  it('adds a ticked id', () => {
    expect(toggleEthnicity([], 3, true)).toEqual([3]);
    expect(toggleEthnicity([1], 6, true)).toEqual([1, 6]);
  });

  it('ticking decline clears the others', () => {
    expect(toggleEthnicity([1, 2, 8], -1, true)).toEqual([-1]);
  });

  it('ticking another id clears decline', () => {
    expect(toggleEthnicity([-1], 2, true)).toEqual([2]);
  });

  it('unticking removes the id and keeps the rest', () => {
    expect(toggleEthnicity([1, 2, 3], 2, false)).toEqual([1, 3]);
    expect(toggleEthnicity([-1], -1, false)).toEqual([]);
  });

  it('unticking an id that is not selected changes nothing', () => {
    expect(toggleEthnicity([1, 3], 7, false)).toEqual([1, 3]);
  });

  it('ticking an already selected id does not duplicate it', () => {
    const out = toggleEthnicity([1, 5], 5, true);
    expect(out.filter((x) => x === 5)).toHaveLength(1);
    expect([...out].sort()).toEqual([1, 5]);
    expect(toggleEthnicity([-1], -1, true)).toEqual([-1]);
  });

  it('does not mutate its input', () => {
    const selected = [1, 2];
    toggleEthnicity(selected, -1, true);
    toggleEthnicity(selected, 3, true);
    toggleEthnicity(selected, 1, false);
    expect(selected).toEqual([1, 2]);
  });

  const toggles = fc.array(fc.tuple(fc.constantFrom(...IDS), fc.boolean()), { maxLength: 30 });

  it('property: any toggle sequence never mixes decline with another id and never duplicates', () => {
    fc.assert(fc.property(toggles, (steps) => {
      let selected: number[] = [];
      for (const [id, on] of steps) {
        selected = toggleEthnicity(selected, id, on);
        expect(new Set(selected).size).toBe(selected.length);
        if (selected.includes(DECLINE_ETHNICITY)) expect(selected).toEqual([DECLINE_ETHNICITY]);
      }
    }));
  });

  it('property: the toggled id is present exactly when ticked', () => {
    fc.assert(fc.property(toggles, fc.constantFrom(...IDS), fc.boolean(), (steps, id, on) => {
      let selected: number[] = [];
      for (const [i, o] of steps) selected = toggleEthnicity(selected, i, o);
      expect(toggleEthnicity(selected, id, on).includes(id)).toBe(on);
    }));
  });

  it('property: ticking a non-decline id keeps every other non-decline selection', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.constantFrom(...IDS.filter((i) => i !== -1))), fc.constantFrom(...IDS.filter((i) => i !== -1)), (selected, id) => {
      const out = toggleEthnicity(selected, id, true);
      for (const x of selected) expect(out).toContain(x);
    }));
  });
});
