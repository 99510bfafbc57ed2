// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONAL_FIELDS, emptyCandidate, type Candidate } from '../../core/candidate.ts';
import {
  PERSONAL_KEY, PERSONAL_MAX_AGE_MS, SESSION_KEY,
  clearPersonal, loadPersonal, loadSession, personalKey, restoredCandidate, savePersonal, saveSession, splitCandidate,
} from './persistence.ts';
import { isPersonalAnswer } from '../../engine/answerPrivacy.ts';

const NOW = new Date('2026-03-02T15:00:00Z').getTime();

const candidate: Candidate = {
  ...emptyCandidate('US'),
  firstName: 'Jane', lastName: 'Doe', gender: 'female', age: 35, birthDate: '1990-03-15', email: 'jane@example.com',
  phone: '+12125550123', phoneValid: true, postalCode: '10001', postalCodeValid: true, indicationIds: [3], studyId: 9,
};

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('splitCandidate', () => {
  it('puts personal fields apart from the rest', () => {
    const { personal, rest } = splitCandidate(candidate);
    expect(Object.keys(personal).sort()).toEqual([...PERSONAL_FIELDS].sort());
    expect(personal).toMatchObject({
      firstName: 'Jane', lastName: 'Doe', gender: 'female', age: 35, birthDate: '1990-03-15',
      email: 'jane@example.com', phone: '+12125550123', postalCode: '10001',
    });
    for (const key of PERSONAL_FIELDS) expect(rest).not.toHaveProperty(key);
    expect(rest).toMatchObject({ phoneValid: true, postalCodeValid: true, country: 'US', indicationIds: [3], studyId: 9, consentGiven: false, subjectSaved: false });
    expect({ ...personal, ...rest }).toEqual(candidate);
  });

  it('keeps the answers of the campaign\'s questions with the personal fields, and an answer declared not personal with the rest', () => {
    const answered = { ...candidate, answers: { smokingStatus: 'current', favouriteColour: 'blue' } };
    // A campaign question's answer is personal: nothing declares it otherwise.
    expect(splitCandidate(answered).personal.answers).toEqual({ smokingStatus: 'current', favouriteColour: 'blue' });
    expect(splitCandidate(answered).rest).not.toHaveProperty('answers');
    const { personal, rest } = splitCandidate(answered, (key) => isPersonalAnswer(key, new Set(['favouriteColour'])));
    expect(personal.answers).toEqual({ smokingStatus: 'current' });
    expect(rest.answers).toEqual({ favouriteColour: 'blue' });
    expect(restoredCandidate(emptyCandidate('US'), rest, personal)).toEqual(answered);
    // Once the flow completes the device's part is gone; the tab keeps what was not personal.
    expect(restoredCandidate(emptyCandidate('US'), rest, {}).answers).toEqual({ favouriteColour: 'blue' });
    // A visit stored before HowHeard's answer moved under answers keeps it there, and nothing beside the candidate's own.
    const legacy = restoredCandidate(emptyCandidate('US'), { ...rest, referringGroup: 'doctor' } as never, {});
    expect(legacy.answers).toEqual({ referringGroup: 'doctor', favouriteColour: 'blue' });
    expect(Object.keys(legacy)).toEqual(Object.keys(emptyCandidate('US')));
    expect(restoredCandidate(emptyCandidate('US'), rest, {}).firstName).toBeNull();
  });

  it('restores a visit saved before answers were split, and a first visit', () => {
    const { personal } = splitCandidate({ ...candidate, answers: { smokingStatus: 'never' } });
    expect(restoredCandidate(emptyCandidate('US'), { country: 'US', studyId: 9 }, personal)).toMatchObject({ studyId: 9, firstName: 'Jane', answers: { smokingStatus: 'never' } });
    expect(restoredCandidate(emptyCandidate('GB'), undefined, {})).toEqual(emptyCandidate('GB'));
  });

  it('does not modify the candidate', () => {
    splitCandidate(candidate);
    expect(candidate.firstName).toBe('Jane');
  });
});

describe('personal fields in local storage', () => {
  const KEY = personalKey('tab-1');

  it("saves to local storage only, under the tab's visit, and loads back", () => {
    savePersonal({ firstName: 'Jane', phone: '+12125550123' }, 'tab-1', NOW);
    expect(window.localStorage.getItem(KEY)).not.toBeNull();
    expect(KEY).toBe(`${PERSONAL_KEY}.tab-1`);
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    expect(loadPersonal('tab-1', { adopt: false }, NOW + 1000)).toEqual({ firstName: 'Jane', phone: '+12125550123' });
  });

  it('keeps the fields for up to 24 hours', () => {
    savePersonal({ firstName: 'Jane' }, 'tab-1', NOW);
    expect(PERSONAL_MAX_AGE_MS).toBe(24 * 60 * 60 * 1000);
    expect(loadPersonal('tab-1', { adopt: false }, NOW + PERSONAL_MAX_AGE_MS)).toEqual({ firstName: 'Jane' });
  });

  it('drops and removes fields older than 24 hours, its own or one it would adopt', () => {
    savePersonal({ firstName: 'Jane' }, 'tab-1', NOW);
    savePersonal({ firstName: 'Old' }, 'tab-0', NOW - 1);
    expect(loadPersonal('tab-1', { adopt: false }, NOW + PERSONAL_MAX_AGE_MS + 1)).toEqual({});
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(loadPersonal('tab-2', { adopt: true }, NOW + PERSONAL_MAX_AGE_MS + 1)).toEqual({});
    expect(window.localStorage.getItem(personalKey('tab-0'))).toBeNull();
  });

  it('is empty when nothing is stored', () => {
    expect(loadPersonal('tab-1', { adopt: true }, NOW)).toEqual({});
  });

  it('drops and removes unreadable data', () => {
    window.localStorage.setItem(KEY, '{not json');
    expect(loadPersonal('tab-1', { adopt: false }, NOW)).toEqual({});
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('drops and removes data without a saved time', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ fields: { firstName: 'Jane' } }));
    expect(loadPersonal('tab-1', { adopt: false }, NOW)).toEqual({});
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it("never gives a tab with a visit of its own another tab's person", () => {
    savePersonal({ firstName: 'Olivia' }, 'tab-1', NOW);
    savePersonal({ firstName: 'Peter' }, 'tab-2', NOW + 10);
    expect(loadPersonal('tab-1', { adopt: false }, NOW + 20)).toEqual({ firstName: 'Olivia' });
    expect(loadPersonal('tab-2', { adopt: false }, NOW + 20)).toEqual({ firstName: 'Peter' });
    // A tab whose own person was cleared (its flow completed) gets nobody, not the other tab's.
    clearPersonal('tab-1');
    expect(loadPersonal('tab-1', { adopt: false }, NOW + 20)).toEqual({});
  });

  it('gives a tab new to the device the person saved last, as the version before kept one for the device', () => {
    savePersonal({ firstName: 'Olivia' }, 'tab-1', NOW);
    savePersonal({ firstName: 'Peter' }, 'tab-2', NOW + 10);
    expect(loadPersonal('tab-3', { adopt: true }, NOW + 20)).toEqual({ firstName: 'Peter' });
    window.localStorage.clear();
    window.localStorage.setItem(PERSONAL_KEY, JSON.stringify({ savedAt: NOW, fields: { firstName: 'Legacy' } }));
    expect(loadPersonal('tab-4', { adopt: true }, NOW + 20)).toEqual({ firstName: 'Legacy' });
  });

  it("clearPersonal removes this visit's person (and the version before's) and nothing else", () => {
    savePersonal({ firstName: 'Jane' }, 'tab-1', NOW);
    savePersonal({ firstName: 'Other' }, 'tab-2', NOW);
    window.localStorage.setItem(PERSONAL_KEY, JSON.stringify({ savedAt: NOW, fields: { firstName: 'Legacy' } }));
    saveSession({ step: 'dob' });
    window.localStorage.setItem('other', 'kept');
    clearPersonal('tab-1');
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(window.localStorage.getItem(PERSONAL_KEY)).toBeNull();
    expect(loadPersonal('tab-1', { adopt: false }, NOW)).toEqual({});
    expect(loadPersonal('tab-2', { adopt: false }, NOW)).toEqual({ firstName: 'Other' });
    expect(window.localStorage.getItem('other')).toBe('kept');
    expect(loadSession()).toEqual({ step: 'dob' });
  });
});

describe('the rest in session storage', () => {
  it('saves to session storage only, and loads back', () => {
    saveSession({ finished: ['postal', 'dob'], flow: 's6' });
    expect(window.sessionStorage.getItem(SESSION_KEY)).not.toBeNull();
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(loadSession()).toEqual({ finished: ['postal', 'dob'], flow: 's6' });
  });

  it('is null when nothing is stored or the data is unreadable', () => {
    expect(loadSession()).toBeNull();
    window.sessionStorage.setItem(SESSION_KEY, '{not json');
    expect(loadSession()).toBeNull();
  });
});
