import { describe, expect, it } from 'vitest';
import { emptyCandidate } from '../core/candidate.ts';
import type { Field } from './campaign.ts';
import { locatedCodeToFill, startingAnswers, withLocatedPostalCode } from './locatedPostalCode.ts';

describe('withLocatedPostalCode', () => {
  it("starts the field with the located code, normalised, when the visitor has none and it fits their country", () => {
    expect(withLocatedPostalCode(emptyCandidate('US'), { postalCode: '77030', country: 'US' })).toMatchObject({ postalCode: '77030', postalCodeValid: false });
    expect(withLocatedPostalCode(emptyCandidate('GB'), { postalCode: 'sw1a 1aa', country: 'GB' }).postalCode).toBe('SW1A 1AA');
    expect(withLocatedPostalCode(emptyCandidate('US'), { postalCode: '77030', country: null }).postalCode).toBe('77030');
  });

  it("never replaces the visitor's own code, nor takes one of another country or of no country's shape", () => {
    expect(withLocatedPostalCode({ ...emptyCandidate('US'), postalCode: '10001' }, { postalCode: '77030', country: 'US' }).postalCode).toBe('10001');
    expect(withLocatedPostalCode(emptyCandidate('US'), { postalCode: 'SW1A 1AA', country: 'GB' }).postalCode).toBeNull();
    // A German code has a US ZIP's shape: the country says it is not the visitor's.
    expect(withLocatedPostalCode(emptyCandidate('US'), { postalCode: '10115', country: 'DE' }).postalCode).toBeNull();
    expect(withLocatedPostalCode(emptyCandidate('US'), { postalCode: 'SW1A 1AA', country: null }).postalCode).toBeNull();
    expect(withLocatedPostalCode(emptyCandidate('US'), { postalCode: null, country: 'US' }).postalCode).toBeNull();
    const same = emptyCandidate('US');
    expect(withLocatedPostalCode(same, { postalCode: null, country: 'US' })).toBe(same);
  });
});

describe('locatedCodeToFill', () => {
  const postalStep: Field[] = [{ kind: 'PostalCode' }, { kind: 'Email' }];
  const none = new Set<string>();
  const at = (code: string | null, country = 'US') => ({ code, country });
  it("fills the step's postal code field while it is empty and untyped in", () => {
    expect(locatedCodeToFill(postalStep, {}, at('02116'), none)).toEqual({ key: 'postalCode', code: '02116' });
    expect(locatedCodeToFill(postalStep, { postalCode: '' }, at('02116'), none)).toEqual({ key: 'postalCode', code: '02116' });
    expect(locatedCodeToFill(postalStep, { postalCode: null, email: 'a@b.co' }, at('02116'), none)).toEqual({ key: 'postalCode', code: '02116' });
  });

  it("leaves a code given or typed, a step without the field, and no code located", () => {
    expect(locatedCodeToFill(postalStep, { postalCode: '10001' }, at('02116'), none)).toBeNull();
    expect(locatedCodeToFill(postalStep, {}, at('02116'), new Set(['postalCode']))).toBeNull();
    expect(locatedCodeToFill(postalStep, {}, at('02116'), new Set(['email']))).toEqual({ key: 'postalCode', code: '02116' });
    expect(locatedCodeToFill([{ kind: 'Email' }], {}, at('02116'), none)).toBeNull();
    expect(locatedCodeToFill(postalStep, {}, at(null), none)).toBeNull();
    expect(locatedCodeToFill(postalStep, {}, at(''), none)).toBeNull();
    // A country chosen on the step other than the code's (s15's country and postal code on one step).
    const withCountry: Field[] = [{ kind: 'CountrySelect' }, { kind: 'PostalCode' }];
    expect(locatedCodeToFill(withCountry, { country: 'GB' }, at('02116'), new Set(['country']))).toBeNull();
    expect(locatedCodeToFill(withCountry, { country: 'US' }, at('02116'), none)).toEqual({ key: 'postalCode', code: '02116' });
  });
});

describe('startingAnswers', () => {
  it("starts with the person's answers, then the draft's over them", () => {
    expect(startingAnswers({ postalCode: '02116', fullName: 'Ana Ruiz' }, { fullName: 'Ana Ruiz Soto' }, 'US')).toEqual({ postalCode: '02116', fullName: 'Ana Ruiz Soto' });
    expect(startingAnswers({ postalCode: '02116', country: 'US' }, { country: 'US' }, 'US')).toEqual({ postalCode: '02116', country: 'US' });
  });

  it("leaves out the person's postal code when the draft chose another country, unless the draft gives its own", () => {
    expect(startingAnswers({ postalCode: '02116', country: 'US' }, { country: 'CA' }, 'US')).toEqual({ country: 'CA' });
    expect(startingAnswers({ postalCode: '02116', country: 'US' }, { country: 'CA', postalCode: 'M5V 2T6' }, 'US')).toEqual({ country: 'CA', postalCode: 'M5V 2T6' });
    expect(startingAnswers({ postalCode: '02116' }, { country: 7 } as never, 'US')).toEqual({ postalCode: '02116', country: 7 });
  });

  it("starts an answer the draft says was emptied empty, not with the person's", () => {
    expect(startingAnswers({ postalCode: '02116', fullName: 'Ana Ruiz' }, { postalCode: null }, 'US')).toEqual({ fullName: 'Ana Ruiz' });
    expect(startingAnswers({ postalCode: '02116' }, { postalCode: '' }, 'US')).toEqual({ postalCode: '' });
  });
});
