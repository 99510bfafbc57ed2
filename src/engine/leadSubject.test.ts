import { describe, expect, it } from 'vitest';
import { isAboutPerson, leadIsAbout, leadIsFor, leadPersonOf, leadSubjectOf, saveKeyFor, saveKeyIsFor, type LeadPersonMarks } from './leadSubject.ts';

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

  it("takes a person from the answers as a save stores them: whether a caregiver answers, the participant's birth date, age, first name and gender", () => {
    expect(leadPersonOf({ caregiver: { firstName: 'Cara' } as never, birthDate: '1960-03-10', age: null, firstName: 'Pat', gender: 'male' }))
      .toEqual({ caregiver: true, birthDate: '1960-03-10', age: null, firstName: 'Pat', gender: 'male' });
    expect(leadPersonOf({ caregiver: null, birthDate: null, age: 44, firstName: null, gender: null })).toEqual({ caregiver: false, birthDate: null, age: 44, firstName: null, gender: null });
  });

  describe('changes a saved lead only with answers about its person', () => {
    const pat: LeadPersonMarks = { caregiver: true, birthDate: '1960-03-10', age: null };
    const lead = { subject: 'someoneElse' as const };

    it('the same participant (a corrected name, phone or gender are not in the marks) changes the lead; an answer not given before is no difference', () => {
      expect(leadIsAbout(lead, pat, pat)).toBe(true);
      expect(leadIsAbout(lead, { ...pat, birthDate: null }, pat)).toBe(true);
      expect(leadIsAbout(lead, pat, { ...pat, age: 66 })).toBe(true);
    });

    it('another participant (another birth date or age) is a lead of their own', () => {
      expect(leadIsAbout(lead, pat, { ...pat, birthDate: '1962-07-01' })).toBe(false);
      expect(leadIsAbout(lead, { ...pat, birthDate: null, age: 66 }, { ...pat, birthDate: null, age: 64 })).toBe(false);
    });

    it('twins of one birth date are told apart by another first name and another gender together; either alone is a correction', () => {
      const emma: LeadPersonMarks = { ...pat, firstName: 'Emma', gender: 'female' };
      expect(leadIsAbout(lead, emma, { ...emma, firstName: 'Liam', gender: 'male' })).toBe(false);
      expect(isAboutPerson(emma, { ...emma, firstName: 'Liam', gender: 'male' })).toBe(false);
      expect(leadIsAbout(lead, emma, { ...emma, firstName: 'Emily' })).toBe(true);
      expect(leadIsAbout(lead, emma, { ...emma, gender: 'male' })).toBe(true);
      // Bar case and the spaces around it, the same name; an answer not given on either side is no difference.
      expect(leadIsAbout(lead, emma, { ...emma, firstName: ' emma ', gender: 'male' })).toBe(true);
      expect(leadIsAbout(lead, emma, { ...emma, firstName: 'Liam', gender: null })).toBe(true);
      expect(leadIsAbout(lead, { ...emma, gender: null }, { ...emma, firstName: 'Liam', gender: 'male' })).toBe(true);
      expect(leadIsAbout(lead, emma, { ...emma, firstName: '', gender: 'male' })).toBe(true);
      expect(leadIsAbout(lead, emma, { ...emma, firstName: '  ', gender: 'male' })).toBe(true);
      // Marks kept before they held a name and gender.
      expect(leadIsAbout(lead, pat, { ...emma, firstName: 'Liam', gender: 'male' })).toBe(true);
    });

    it("answers about the visitor are not a participant's lead, nor a participant's the visitor's", () => {
      expect(leadIsAbout(lead, pat, { ...pat, caregiver: false })).toBe(false);
      expect(leadIsAbout({ subject: 'self' }, { ...pat, caregiver: false }, pat)).toBe(false);
      expect(leadIsAbout({ subject: 'self' }, { ...pat, caregiver: false }, { ...pat, caregiver: false })).toBe(true);
      // A lead kept before leads named their subject: its person's marks still tell.
      expect(leadIsAbout({}, { ...pat, caregiver: false }, pat)).toBe(false);
    });

    it('a lead whose person this page does not know (saved before a page kept it) is changed by answers about its subject', () => {
      expect(leadIsAbout(lead, undefined, { ...pat, birthDate: '1962-07-01' })).toBe(true);
      expect(leadIsAbout(lead, undefined, { ...pat, caregiver: false })).toBe(false);
      expect(leadIsAbout({}, undefined, { ...pat, caregiver: false })).toBe(true);
    });

    it("a save under a key is about the person it was sent for: another participant's answers go under a key of their own", () => {
      expect(isAboutPerson(pat, pat)).toBe(true);
      expect(isAboutPerson(undefined, pat)).toBe(true);
      expect(isAboutPerson(pat, { ...pat, birthDate: '1962-07-01' })).toBe(false);
      expect(isAboutPerson(pat, { ...pat, caregiver: false })).toBe(false);
      expect(isAboutPerson({ ...pat, caregiver: false }, pat)).toBe(false);
    });
  });
});
