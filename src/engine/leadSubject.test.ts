import { describe, expect, it } from 'vitest';
import { leadIsAbout, leadIsFor, leadPersonOf, leadSubjectOf, saveKeyFor, saveKeyIsFor, type LeadPersonMarks } from './leadSubject.ts';

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

  it("takes a person from the answers as a save stores them: whether a caregiver answers, the participant's birth date, age and gender", () => {
    expect(leadPersonOf({ caregiver: { firstName: 'Cara' } as never, birthDate: '1960-03-10', age: null, gender: 'female' }))
      .toEqual({ caregiver: true, birthDate: '1960-03-10', age: null, gender: 'female' });
    expect(leadPersonOf({ caregiver: null, birthDate: null, age: 44, gender: null })).toEqual({ caregiver: false, birthDate: null, age: 44, gender: null });
  });

  describe('changes a saved lead only with answers about its person', () => {
    const pat: LeadPersonMarks = { caregiver: true, birthDate: '1960-03-10', age: null, gender: 'female' };
    const lead = { subject: 'someoneElse' as const };

    it('the same participant (a corrected name or phone are not in the marks) changes the lead; an answer not given before is no difference', () => {
      expect(leadIsAbout(lead, pat, pat)).toBe(true);
      expect(leadIsAbout(lead, { ...pat, birthDate: null, gender: null }, pat)).toBe(true);
      expect(leadIsAbout(lead, pat, { ...pat, age: 66 })).toBe(true);
    });

    it('another participant (another birth date, age or gender) is a lead of their own', () => {
      expect(leadIsAbout(lead, pat, { ...pat, birthDate: '1962-07-01' })).toBe(false);
      expect(leadIsAbout(lead, pat, { ...pat, gender: 'male' })).toBe(false);
      expect(leadIsAbout(lead, { ...pat, birthDate: null, age: 66 }, { ...pat, birthDate: null, age: 64 })).toBe(false);
    });

    it("answers about the visitor are not a participant's lead, nor a participant's the visitor's", () => {
      expect(leadIsAbout(lead, pat, { ...pat, caregiver: false })).toBe(false);
      expect(leadIsAbout({ subject: 'self' }, { ...pat, caregiver: false }, pat)).toBe(false);
      expect(leadIsAbout({ subject: 'self' }, { ...pat, caregiver: false }, { ...pat, caregiver: false })).toBe(true);
    });

    it('a lead whose person this page does not know (saved before a reload) is changed by answers about its subject', () => {
      expect(leadIsAbout(lead, undefined, { ...pat, birthDate: '1962-07-01' })).toBe(true);
      expect(leadIsAbout(lead, undefined, { ...pat, caregiver: false })).toBe(false);
      expect(leadIsAbout({}, undefined, { ...pat, caregiver: false })).toBe(true);
    });
  });
});
