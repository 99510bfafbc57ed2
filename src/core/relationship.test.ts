import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CAREGIVER_RELATIONSHIPS, DEFAULT_CAREGIVER_RELATIONSHIP, RELATION_TYPES, RELATIONSHIPS, isRelationship, relationType,
  type Relationship,
} from './relationship.ts';

describe('RELATIONSHIPS', () => {
  it('lists the spec §3 relationships in order', () => {
    expect([...RELATIONSHIPS]).toEqual(['Self', 'Other', 'Child', 'Parent', 'Spouse', 'Friend', 'Caregiver']);
  });

  it('lists the spec §3 relation types', () => {
    expect([...RELATION_TYPES]).toEqual(['self', 'parent', 'child', 'spouse', 'friend', 'caregiver']);
  });
});

describe('relationType', () => {
  it.each<[Relationship | null | undefined, string]>([
    ['Self', 'self'],
    ['Other', 'caregiver'],
    ['Child', 'child'],
    ['Parent', 'parent'],
    ['Spouse', 'spouse'],
    ['Friend', 'friend'],
    ['Caregiver', 'caregiver'],
    [null, 'self'],
    [undefined, 'self'],
  ])('%s → %s', (relationship, expected) => {
    expect(relationType(relationship)).toBe(expected);
  });

  it('always yields one of the relation types', () => {
    fc.assert(fc.property(fc.constantFrom<Relationship | null>(...RELATIONSHIPS, null), (r) => {
      expect(RELATION_TYPES).toContain(relationType(r));
    }));
  });
});

describe('CAREGIVER_RELATIONSHIPS', () => {
  it('excludes Self', () => {
    expect(CAREGIVER_RELATIONSHIPS).not.toContain('Self');
  });

  it('is every other relationship, each once', () => {
    expect([...CAREGIVER_RELATIONSHIPS].sort()).toEqual(RELATIONSHIPS.filter((r) => r !== 'Self').sort());
    expect(new Set(CAREGIVER_RELATIONSHIPS).size).toBe(CAREGIVER_RELATIONSHIPS.length);
  });

  it('contains the default caregiver relationship, Parent', () => {
    expect(DEFAULT_CAREGIVER_RELATIONSHIP).toBe('Parent');
    expect(CAREGIVER_RELATIONSHIPS).toContain(DEFAULT_CAREGIVER_RELATIONSHIP);
  });
});

describe('isRelationship', () => {
  it('accepts every relationship', () => {
    for (const r of RELATIONSHIPS) expect(isRelationship(r)).toBe(true);
  });

  it.each([['self'], ['parent'], ['CAREGIVER'], [' Parent'], ['Parent '], [''], ['Sibling']])('rejects the string %j', (value) => {
    expect(isRelationship(value)).toBe(false);
  });

  it.each([[null], [undefined], [1], [true], [['Parent']], [{ relationship: 'Parent' }]])('rejects the non-string %j', (value) => {
    expect(isRelationship(value)).toBe(false);
  });

  it('accepts a string exactly when it is listed', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      expect(isRelationship(s)).toBe((RELATIONSHIPS as readonly string[]).includes(s));
    }));
  });
});
