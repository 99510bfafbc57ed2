import { describe, expect, it } from 'vitest';
import { isSamePerson, likeness, namedAndGenderedApart, otherFirstName, sameFirstName, type LeadPerson } from './samePerson.ts';

const carla: LeadPerson = { phone: '+13125550100', firstName: 'Carla', lastName: 'Ruiz', caregiver: false, birthDate: '1970-05-05', age: null, gender: 'female' };

describe('isSamePerson', () => {
  it('is the same person with the same phone and name', () => {
    expect(isSamePerson(carla, { ...carla })).toBe(true);
  });

  it('is the same person with the phone corrected', () => {
    expect(isSamePerson(carla, { ...carla, phone: '+13125550199' })).toBe(true);
  });

  it('is the same person with the name corrected', () => {
    expect(isSamePerson(carla, { ...carla, firstName: 'Carlota', lastName: 'Ruiz Soto' })).toBe(true);
  });

  it('compares names bar case and surrounding spaces', () => {
    expect(isSamePerson(carla, { ...carla, phone: '+13125550199', firstName: ' CARLA ', lastName: 'ruiz ' })).toBe(true);
    expect(isSamePerson({ ...carla, firstName: ' Carla ' }, { ...carla, phone: '+13125550199' })).toBe(true);
  });

  it('is another person with another phone and another first name', () => {
    expect(isSamePerson(carla, { ...carla, phone: '+13125550199', firstName: 'Pat' })).toBe(false);
  });

  it('is another person with another phone and another last name', () => {
    expect(isSamePerson(carla, { ...carla, phone: '+13125550199', lastName: 'Soto' })).toBe(false);
  });

  it('is another person when one answers through a caregiver and the other for themselves', () => {
    expect(isSamePerson(carla, { ...carla, caregiver: true })).toBe(false);
    expect(isSamePerson({ ...carla, caregiver: true }, carla)).toBe(false);
  });

  it('is another person born on another day, with the same phone or the same name (a family sharing a phone, a namesake)', () => {
    expect(isSamePerson(carla, { ...carla, firstName: 'Tom', lastName: 'Ocho', birthDate: '1965-02-02' })).toBe(false);
    expect(isSamePerson(carla, { ...carla, phone: '+13125550199', birthDate: '1999-01-01' })).toBe(false);
    expect(isSamePerson(carla, { ...carla, birthDate: '1970-05-06' })).toBe(false);
  });

  it('is another person of another age where the age is asked, not the date', () => {
    const aged = { ...carla, birthDate: null, age: 56 };
    expect(isSamePerson(aged, { ...aged, age: 57 })).toBe(false);
    expect(isSamePerson(aged, { ...aged, phone: '+13125550199' })).toBe(true);
  });

  it('is the same person with the gender corrected, born on the same known day with the same first name', () => {
    expect(isSamePerson(carla, { ...carla, gender: 'male' })).toBe(true);
    expect(isSamePerson(carla, { ...carla, firstName: ' CARLA ', gender: 'male' })).toBe(true);
    // Another first name as well: another person (twins of one birth date).
    expect(isSamePerson(carla, { ...carla, firstName: 'Carl', gender: 'male' })).toBe(false);
    expect(isSamePerson(carla, { ...carla, firstName: 'Carl', lastName: 'Other', phone: '+13125550199', gender: 'male' })).toBe(false);
    // Born another day, or only an age known on one side: the gender still tells.
    expect(isSamePerson(carla, { ...carla, birthDate: '1970-05-06', gender: 'male' })).toBe(false);
    expect(isSamePerson({ ...carla, birthDate: null }, { ...carla, birthDate: null, gender: 'male' })).toBe(false);
    expect(isSamePerson({ ...carla, birthDate: null, age: 55 }, { ...carla, gender: 'male' })).toBe(false);
    // Another caregiver-ness is never the same person.
    expect(isSamePerson(carla, { ...carla, caregiver: true, gender: 'male' })).toBe(false);
  });

  it('is another person of another gender: a spouse of the same age sharing the phone, where only the age is asked', () => {
    const cy = { ...carla, firstName: 'Cy', lastName: 'Spouse', birthDate: null, age: 56, gender: 'male' };
    expect(isSamePerson(cy, { ...cy, firstName: 'Di', gender: 'female' })).toBe(false);
    expect(isSamePerson(cy, { ...cy, firstName: 'Cyril' })).toBe(true);
    expect(isSamePerson(cy, { ...cy, gender: null })).toBe(true);
    expect(isSamePerson({ ...cy, gender: null }, { ...cy, gender: 'female' })).toBe(true);
  });

  it('goes by the phone or the name where either side does not say when the person was born', () => {
    expect(isSamePerson({ ...carla, birthDate: null }, { ...carla, phone: '+13125550199' })).toBe(true);
    expect(isSamePerson(carla, { ...carla, birthDate: null, age: 30 })).toBe(true);
    expect(isSamePerson({ ...carla, birthDate: null, age: 30 }, { ...carla, age: null })).toBe(true);
    expect(isSamePerson({ ...carla, birthDate: null }, { ...carla, phone: '+13125550199', firstName: 'Pat' })).toBe(false);
  });

  it('is the same person when both answer through a caregiver', () => {
    expect(isSamePerson({ ...carla, caregiver: true }, { ...carla, caregiver: true, phone: '+13125550199' })).toBe(true);
  });
});

describe('namedAndGenderedApart', () => {
  it('tells apart another first name with another gender (twins of one birth date)', () => {
    expect(namedAndGenderedApart({ firstName: 'Emma', gender: 'female' }, { firstName: 'Liam', gender: 'male' })).toBe(true);
  });

  it('leaves a first name corrected alone, or a gender alone, the same person', () => {
    expect(namedAndGenderedApart({ firstName: 'Emma', gender: 'female' }, { firstName: 'Emily', gender: 'female' })).toBe(false);
    expect(namedAndGenderedApart({ firstName: 'Emma', gender: 'female' }, { firstName: 'Emma', gender: 'male' })).toBe(false);
    expect(namedAndGenderedApart({ firstName: 'Emma', gender: 'female' }, { firstName: ' EMMA ', gender: 'male' })).toBe(false);
  });

  it('is no difference where either side does not say', () => {
    expect(namedAndGenderedApart({ firstName: 'Emma', gender: null }, { firstName: 'Liam', gender: 'male' })).toBe(false);
    expect(namedAndGenderedApart({ firstName: 'Emma', gender: 'female' }, { firstName: 'Liam' })).toBe(false);
    expect(namedAndGenderedApart({ firstName: null, gender: 'female' }, { firstName: 'Liam', gender: 'male' })).toBe(false);
    expect(namedAndGenderedApart({ firstName: 'Emma', gender: 'female' }, { firstName: ' ', gender: 'male' })).toBe(false);
    expect(namedAndGenderedApart({}, { firstName: 'Liam', gender: 'male' })).toBe(false);
  });
});

describe('likeness', () => {
  it('counts the same first name (bar case and spaces) for more than the same gender, where both say', () => {
    expect(likeness({ firstName: 'Ann', gender: 'female' }, { firstName: ' ann ', gender: 'female' })).toBe(3);
    expect(likeness({ firstName: 'Ann', gender: 'female' }, { firstName: 'Ann', gender: 'male' })).toBe(2);
    expect(likeness({ firstName: 'Ann', gender: 'female' }, { firstName: 'Andy', gender: 'female' })).toBe(1);
    expect(likeness({ firstName: 'Ann', gender: 'female' }, { firstName: 'Andy', gender: 'male' })).toBe(0);
  });

  it('finds nothing alike in what either side does not say', () => {
    expect(likeness({}, {})).toBe(0);
    expect(likeness({ firstName: null, gender: null }, { firstName: null, gender: null })).toBe(0);
    expect(likeness({ firstName: ' ', gender: 'female' }, { firstName: '', gender: null })).toBe(0);
    expect(likeness({ firstName: 'Ann' }, { firstName: 'Ann', gender: 'male' })).toBe(2);
  });
});

describe('sameFirstName and otherFirstName', () => {
  it('compare first names bar case and spaces, where both say', () => {
    expect(sameFirstName({ firstName: 'Ann' }, { firstName: ' ANN ' })).toBe(true);
    expect(otherFirstName({ firstName: 'Ann' }, { firstName: ' ANN ' })).toBe(false);
    expect(sameFirstName({ firstName: 'Ann' }, { firstName: 'Sue' })).toBe(false);
    expect(otherFirstName({ firstName: 'Ann' }, { firstName: 'Sue' })).toBe(true);
    for (const [a, b] of [[null, null], ['Ann', null], [null, 'Ann'], [' ', 'Ann'], [undefined, 'Ann']] as const) {
      expect(sameFirstName({ firstName: a }, { firstName: b })).toBe(false);
      expect(otherFirstName({ firstName: a }, { firstName: b })).toBe(false);
    }
  });
});
