import { describe, expect, it } from 'vitest';
import { closestName, editDistance, nearestNames } from './closestName.ts';

describe('editDistance', () => {
  it('counts single-character insertions, deletions and substitutions', () => {
    expect(editDistance('', '')).toBe(0);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('flaw', 'lawn')).toBe(2);
    expect(editDistance('ab', 'ba')).toBe(2);
  });
});

describe('closestName', () => {
  const kinds = ['BirthDate', 'CaregiverBirthDate', 'HowHeard', 'Height', 'Weight', 'Gender', 'GenderSelect'];

  it('names the known name a slip was meant to be, ignoring case', () => {
    expect(closestName('BirthDay', kinds)).toBe('BirthDate');
    expect(closestName('howheard', kinds)).toBe('HowHeard');
    expect(closestName('HowHerd', kinds)).toBe('HowHeard');
    expect(closestName('Hieght', kinds)).toBe('Height');
    expect(closestName('afterEmial', ['afterEmail', 'afterPhone'])).toBe('afterEmail');
  });

  it('prefers the nearest of several close names, and the first listed of equally near ones', () => {
    expect(closestName('Gendr', kinds)).toBe('Gender');
    expect(closestName('Gendr', ['Gender', 'Gendra'])).toBe('Gender');
    expect(closestName('Gendr', ['Gendra', 'Gender'])).toBe('Gendra');
    expect(closestName('GenderSelct', kinds)).toBe('GenderSelect');
  });

  it('suggests nothing for another word', () => {
    expect(closestName('Telephone', kinds)).toBeNull();
    expect(closestName('xyz', kinds)).toBeNull();
    expect(closestName('Anything', [])).toBeNull();
  });

  it('allows two edits in a short name and a third of a long one', () => {
    expect(closestName('Wt', ['Weight'])).toBeNull();
    expect(closestName('Hight', ['Height'])).toBe('Height');
    expect(closestName('Heigxyz', ['Height'])).toBeNull();
    expect(closestName('CaregiverBirthDt', kinds)).toBe('CaregiverBirthDate');
    // Three slips in a fifteen-letter name are still a slip.
    expect(closestName('CaregivrBirthDt', kinds)).toBe('CaregiverBirthDate');
  });
});

describe('nearestNames', () => {
  const kinds = ['Age', 'Phone', 'Email', 'GenericConsent', 'ESignConsent', 'PartnerConsent', 'QualificationCheck', 'CheckAgain', 'PostalCode'];

  it('names those sharing the longest run of letters with another word, fewest edits first', () => {
    expect(nearestNames('Telephone', kinds)).toEqual(['Phone']);
    expect(nearestNames('QualifCheck', kinds)).toEqual(['QualificationCheck']);
    expect(nearestNames('zipcode', kinds)).toEqual(['PostalCode']);
    expect(nearestNames('EmailAddress', kinds)).toEqual(['Email']);
  });

  it('gives at most the number asked for', () => {
    expect(nearestNames('ConsentCheckbox', kinds)).toEqual(['GenericConsent', 'ESignConsent', 'PartnerConsent']);
    expect(nearestNames('ConsentCheckbox', kinds, 2)).toEqual(['GenericConsent', 'ESignConsent']);
    expect(nearestNames('Anything', [])).toEqual([]);
  });
});
