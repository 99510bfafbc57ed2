import { describe, expect, it } from 'vitest';
import { emptyCandidate } from '../core/candidate.ts';
import { COUNTRIES } from '../core/countries.ts';
import { ANSWER_FOLDS } from './answerFolds.ts';
import { applyAnswers, type ApplyContext } from './applyAnswers.ts';
import { BUILT_IN_ANSWER_KEYS } from './fieldKinds.ts';

const ctx: ApplyContext = { country: COUNTRIES.US, today: '2026-03-02', path: { indicationId: 42, skipDiagnosis: false, genderRequired: false, caregiver: false } };
const fresh = () => emptyCandidate('US');

describe('ANSWER_FOLDS', () => {
  it('has a fold for exactly the built-in kinds\' answer keys', () => {
    expect(Object.keys(ANSWER_FOLDS).sort()).toEqual([...BUILT_IN_ANSWER_KEYS].sort());
  });

  it('reads the caregiver\'s name and relationship once, together', () => {
    const both = applyAnswers(fresh(), { caregiverName: 'Jo Bloggs', caregiverRelationship: 'Parent' }, ctx);
    expect(both.caregiver).toEqual({ firstName: 'Jo', lastName: 'Bloggs', relationship: 'Parent' });
    const relationshipOnly = applyAnswers(both, { caregiverRelationship: 'Spouse' }, ctx);
    expect(relationshipOnly.caregiver).toEqual({ firstName: 'Jo', lastName: 'Bloggs', relationship: 'Spouse' });
    const nameOnly = applyAnswers(relationshipOnly, { caregiverName: 'Sam Lee' }, ctx);
    expect(nameOnly.caregiver).toEqual({ firstName: 'Sam', lastName: 'Lee', relationship: 'Spouse' });
  });

  it('applies the participant after the caregiver, and the partner consent after the contact consent', () => {
    const caregiverStep = applyAnswers(fresh(), { caregiverName: 'Jo Bloggs', caregiverRelationship: 'Parent', participant: 'someone_else' }, ctx);
    expect(caregiverStep.caregiver).toEqual({ firstName: 'Jo', lastName: 'Bloggs', relationship: 'Caregiver' });
    expect(applyAnswers(fresh(), { caregiverName: 'Jo Bloggs', participant: 'myself' }, ctx).caregiver).toBeNull();
    const partner = applyAnswers(fresh(), { consent: true, partnerConsent: { connect: 'no' } }, ctx);
    expect(partner).toMatchObject({ consentGiven: false, leadSpecialStatus: expect.any(String) });
    expect(applyAnswers(fresh(), { consent: true, partnerConsent: { connect: 'yes', transfer: 'yes' } }, ctx)).toMatchObject({ consentGiven: true, leadSpecialStatus: null });
  });

  it('reads the step\'s phone, postal code and dates in the country chosen on the same step', () => {
    const gb = applyAnswers(fresh(), { country: 'GB', phone: '020 7946 0018', postalCode: 'sw1a 1aa', birthDate: '31/12/1980' }, ctx);
    expect(gb).toMatchObject({ country: 'GB', phone: '+442079460018', phoneValid: true, postalCode: 'SW1A 1AA', birthDate: '1980-12-31' });
  });

  it('changes nothing for a booking, the partner check or an unchosen participant', () => {
    const before = fresh();
    expect(applyAnswers(before, { booking: { slotId: 'a:1' }, partnerCheck: 1, participant: 'nobody' }, ctx)).toEqual(before);
  });
});
