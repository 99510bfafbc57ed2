import { describe, expect, it } from 'vitest';
import { isSamePerson, type LeadPerson } from './samePerson.ts';

const carla: LeadPerson = { phone: '+13125550100', firstName: 'Carla', lastName: 'Ruiz', caregiver: false };

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

  it('is the same person when both answer through a caregiver', () => {
    expect(isSamePerson({ ...carla, caregiver: true }, { ...carla, caregiver: true, phone: '+13125550199' })).toBe(true);
  });
});
