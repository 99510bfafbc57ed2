import { describe, expect, it } from 'vitest';
import { leadIsFor, leadSubjectOf, saveKeyFor, saveKeyIsFor } from './leadSubject.ts';

describe('a lead is about one person', () => {
  it('is about the visitor unless a caregiver answers for someone else', () => {
    expect(leadSubjectOf({ caregiver: null })).toBe('self');
    expect(leadSubjectOf({ caregiver: { firstName: 'Carla' } })).toBe('someoneElse');
  });

  it("goes on with a pending save's key only for the subject it names; a key that names none goes on", () => {
    const self = saveKeyFor('self', '0b6a');
    const other = saveKeyFor('someoneElse', '0b6a');
    expect([self, other]).toEqual(['self-0b6a', 'someoneElse-0b6a']);
    expect(saveKeyIsFor(self, 'self')).toBe(true);
    expect(saveKeyIsFor(self, 'someoneElse')).toBe(false);
    expect(saveKeyIsFor(other, 'someoneElse')).toBe(true);
    expect(saveKeyIsFor(other, 'self')).toBe(false);
    expect(saveKeyIsFor('5f1c2e3a-1111-4222-8333-944445555666', 'self')).toBe(true);
    expect(saveKeyIsFor('5f1c2e3a-1111-4222-8333-944445555666', 'someoneElse')).toBe(true);
    // Only a prefix names a subject.
    expect(saveKeyIsFor('x-self-0b6a', 'someoneElse')).toBe(true);
    expect(saveKeyIsFor('selfish-0b6a', 'someoneElse')).toBe(true);
  });

  it('changes a saved lead only with answers about its subject; a lead that names none is changed', () => {
    expect(leadIsFor({ subject: 'self' }, 'self')).toBe(true);
    expect(leadIsFor({ subject: 'self' }, 'someoneElse')).toBe(false);
    expect(leadIsFor({ subject: 'someoneElse' }, 'self')).toBe(false);
    expect(leadIsFor({ subject: 'someoneElse' }, 'someoneElse')).toBe(true);
    expect(leadIsFor({}, 'someoneElse')).toBe(true);
  });
});
