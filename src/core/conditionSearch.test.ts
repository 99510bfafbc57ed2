import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_RESULTS, SEARCH_MIN_CHARS, isListable, listableGroups, searchConditions, type Condition, type ConditionGroup } from './conditionSearch.ts';

const c = (id: number, name: string, showForSignup = true): Condition => ({ id, name, showForSignup });

const groups: ConditionGroup[] = [
  { id: 1, name: 'Heart', indications: [c(1, 'Heart Failure'), c(2, 'Atrial Fibrillation'), c(3, 'Candidate for Heart Surgery'), c(4, 'Hidden Heart Thing', false)] },
  { id: 2, name: 'Lungs', indications: [c(5, 'Asthma'), c(6, 'COPD'), c(1, 'Heart Failure')] },
  { id: 3, name: 'Only hidden', indications: [c(7, 'CANDIDATE FOR trial'), c(8, 'Secret', false)] },
];

describe('constants', () => {
  it('searches above 2 characters, debounced 100 ms, at most 10 results', () => {
    expect(SEARCH_MIN_CHARS).toBe(3);
    expect(SEARCH_DEBOUNCE_MS).toBe(100);
    expect(SEARCH_MAX_RESULTS).toBe(10);
  });
});

describe('isListable', () => {
  it("excludes conditions named like 'candidate for', in any case", () => {
    expect(isListable(c(1, 'Candidate for Heart Surgery'))).toBe(false);
    expect(isListable(c(1, 'candidate FOR something'))).toBe(false);
  });

  it('excludes conditions not shown for sign-up', () => {
    expect(isListable(c(1, 'Asthma', false))).toBe(false);
  });

  it('includes other conditions', () => {
    expect(isListable(c(1, 'Asthma'))).toBe(true);
  });
});

describe('listableGroups', () => {
  it('keeps only listable conditions and drops groups left empty', () => {
    const out = listableGroups(groups);
    expect(out.map((g) => g.id)).toEqual([1, 2]);
    expect(out[0]?.indications.map((x) => x.id)).toEqual([1, 2]);
    expect(out[1]?.indications.map((x) => x.id)).toEqual([5, 6, 1]);
  });

  it('does not modify the input groups', () => {
    listableGroups(groups);
    expect(groups[0]?.indications).toHaveLength(4);
  });
});

describe('searchConditions', () => {
  it('returns null for queries of 2 characters or fewer', () => {
    expect(searchConditions(groups, '')).toBeNull();
    expect(searchConditions(groups, 'a')).toBeNull();
    expect(searchConditions(groups, 'as')).toBeNull();
    expect(searchConditions(groups, '  as  ')).toBeNull();
  });

  it('searches from 3 characters', () => {
    expect(searchConditions(groups, 'ast')?.map((x) => x.id)).toEqual([5]);
  });

  it('matches case-insensitively anywhere in the name', () => {
    expect(searchConditions(groups, 'FIBRIL')?.map((x) => x.id)).toEqual([2]);
    expect(searchConditions(groups, 'copd')?.map((x) => x.id)).toEqual([6]);
    expect(searchConditions(groups, 'ilure')?.map((x) => x.id)).toEqual([1]);
  });

  it('ignores accents on both sides: the Spanish names are found typed without them, and with them in any case', () => {
    const spanish = [{ id: 1, name: 'Cáncer', indications: [{ id: 11, name: 'Cáncer de mama', showForSignup: true }, { id: 12, name: 'Cáncer de pulmón', showForSignup: true }, { id: 13, name: 'Diabetes tipo 2', showForSignup: true }] }];
    expect(searchConditions(spanish, 'cancer')?.map((x) => x.id)).toEqual([11, 12]);
    expect(searchConditions(spanish, 'CÁNCER DE P')?.map((x) => x.id)).toEqual([12]);
    expect(searchConditions(spanish, 'pulmon')?.map((x) => x.id)).toEqual([12]);
    expect(searchConditions(spanish, 'mamá')?.map((x) => x.id)).toEqual([11]);
    // Two letters and an accent are still two letters: too short to search.
    expect(searchConditions(spanish, 'cá')).toBeNull();
  });

  it('returns each condition once even when it sits in several groups', () => {
    expect(searchConditions(groups, 'heart')?.map((x) => x.id)).toEqual([1]);
  });

  it("never returns 'candidate for' or hidden conditions", () => {
    expect(searchConditions(groups, 'candidate')).toEqual([]);
    expect(searchConditions(groups, 'hidden')).toEqual([]);
    expect(searchConditions(groups, 'secret')).toEqual([]);
  });

  it('returns an empty list when nothing matches', () => {
    expect(searchConditions(groups, 'xyz')).toEqual([]);
  });

  it('returns at most 10 matches, in list order', () => {
    const many: ConditionGroup[] = [
      { id: 1, name: 'A', indications: Array.from({ length: 8 }, (_, i) => c(i + 1, `Pain type ${i + 1}`)) },
      { id: 2, name: 'B', indications: Array.from({ length: 8 }, (_, i) => c(i + 101, `Chronic pain ${i + 1}`)) },
    ];
    const out = searchConditions(many, 'pain');
    expect(out).toHaveLength(10);
    expect(out?.map((x) => x.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 101, 102]);
  });
});
