import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../core/countries.ts';
import type { Field } from './campaign.ts';
import { consentMissing } from './consentMissing.ts';

const consent: Field = { kind: 'GenericConsent' } as Field;
const postal: Field = { kind: 'PostalCode' } as Field;

describe('consentMissing', () => {
  it('holds Next where the country requires the consent ticked and it is not', () => {
    expect(consentMissing([postal, consent], {}, COUNTRIES.GB)).toBe(true);
    expect(consentMissing([postal, consent], { consent: false }, COUNTRIES.NZ)).toBe(true);
    expect(consentMissing([postal, consent], { consent: 'true' } as never, COUNTRIES.GB)).toBe(true);
  });

  it('holds nothing once it is ticked, where it is implied (the US), or on a step that shows none', () => {
    expect(consentMissing([postal, consent], { consent: true }, COUNTRIES.GB)).toBe(false);
    expect(consentMissing([postal, consent], {}, COUNTRIES.US)).toBe(false);
    expect(consentMissing([postal], {}, COUNTRIES.GB)).toBe(false);
  });
});
