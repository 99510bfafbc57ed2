import { describe, expect, it } from 'vitest';
import { autocompleteFor } from './autocompleteFor.ts';

describe('autocompleteFor', () => {
  const self = { caregiver: false, campaignType: 'Screener' };
  const caregiver = { caregiver: true, campaignType: 'Screener' };
  const agent = { caregiver: false, campaignType: 'Partner Screener' };

  it("offers the visitor's own details where they answer for themselves", () => {
    expect(autocompleteFor('bday', 'participant', self)).toBe('bday');
    expect(autocompleteFor('tel-national', 'contact', self)).toBe('tel-national');
  });

  it("offers nothing for the participant's fields a caregiver types, and the caregiver's own contact and name", () => {
    expect(autocompleteFor('bday', 'participant', caregiver)).toBe('off');
    expect(autocompleteFor('name', 'participant', caregiver)).toBe('off');
    expect(autocompleteFor('email', 'contact', caregiver)).toBe('email');
    expect(autocompleteFor('name', 'visitor', caregiver)).toBe('name');
  });

  it("offers nothing to a partner's agent, who types a patient's details", () => {
    for (const whose of ['participant', 'contact', 'visitor'] as const) expect(autocompleteFor('postal-code', whose, agent)).toBe('off');
    expect(autocompleteFor('name', 'participant', { ...agent, caregiver: true })).toBe('off');
  });
});
