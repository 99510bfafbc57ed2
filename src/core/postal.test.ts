import { describe, expect, it } from 'vitest';
import type { CountryCode } from './countries.ts';
import { normalisePostalCode, validatePostalPattern } from './postal.ts';

const examples: Record<CountryCode, { valid: string[]; invalid: string[] }> = {
  US: { valid: ['10001', '90210-1234'], invalid: ['1000', '100011', '10001-12', 'ABCDE', 'SW1A 1AA'] },
  CA: { valid: ['M5G 2C4', 'M5G2C4', 'k1a 0b1'], invalid: ['D5G 2C4', 'M5G 2C', '12345', 'M5G-2C4'] },
  GB: { valid: ['SW1A 1AA', 'SW1A1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'GIR 0AA', 'ec1a 1bb'], invalid: ['QW1 1AA', 'SW1A 1A', '12345', 'SW1A 1CA'] },
  IE: { valid: ['D02 X285', 'D02X285', 'A65 F4E2', 'D6W 1234'], invalid: ['B02 X285', 'D02 X28', 'D02 X2856', '12345'] },
  AU: { valid: ['2000', '0800'], invalid: ['200', '20000', 'ABCD'] },
  NZ: { valid: ['6011', '1010'], invalid: ['601', '60111', 'A011'] },
  ZA: { valid: ['8001', '0002'], invalid: ['800', '80011', 'ABCD'] },
};

describe('validatePostalPattern', () => {
  for (const [country, { valid, invalid }] of Object.entries(examples) as [CountryCode, { valid: string[]; invalid: string[] }][]) {
    it(`accepts valid ${country} codes`, () => {
      for (const code of valid) expect(validatePostalPattern(code, country), code).toBeNull();
    });

    it(`rejects invalid ${country} codes`, () => {
      for (const code of invalid) expect(validatePostalPattern(code, country), code).toBe('invalidPostal');
    });
  }

  it('requires a value', () => {
    expect(validatePostalPattern('', 'US')).toBe('required');
    expect(validatePostalPattern('   ', 'GB')).toBe('required');
    expect(validatePostalPattern(null, 'US')).toBe('required');
    expect(validatePostalPattern(undefined, 'CA')).toBe('required');
  });

  it('trims before matching', () => {
    expect(validatePostalPattern('  10001  ', 'US')).toBeNull();
  });
});

describe('normalisePostalCode', () => {
  it('upper-cases and puts the inward code after a single space for GB', () => {
    expect(normalisePostalCode('sw1a1aa', 'GB')).toBe('SW1A 1AA');
    expect(normalisePostalCode('  sw1a   1aa ', 'GB')).toBe('SW1A 1AA');
    expect(normalisePostalCode('m11ae', 'GB')).toBe('M1 1AE');
  });

  it('spaces six-character Canadian codes after the third character', () => {
    expect(normalisePostalCode('m5g2c4', 'CA')).toBe('M5G 2C4');
    expect(normalisePostalCode('M5G 2C4', 'CA')).toBe('M5G 2C4');
  });

  it('spaces seven-character Eircodes after the routing key', () => {
    expect(normalisePostalCode('d02x285', 'IE')).toBe('D02 X285');
    expect(normalisePostalCode('D02  X285', 'IE')).toBe('D02 X285');
  });

  it('trims other codes and leaves them otherwise unchanged', () => {
    expect(normalisePostalCode(' 10001 ', 'US')).toBe('10001');
    expect(normalisePostalCode('10001-1234', 'US')).toBe('10001-1234');
    expect(normalisePostalCode(' 2000', 'AU')).toBe('2000');
    expect(normalisePostalCode('6011 ', 'NZ')).toBe('6011');
    expect(normalisePostalCode('8001', 'ZA')).toBe('8001');
  });

  it('produces codes that still match the country pattern', () => {
    expect(validatePostalPattern(normalisePostalCode('sw1a1aa', 'GB'), 'GB')).toBeNull();
    expect(validatePostalPattern(normalisePostalCode('m5g2c4', 'CA'), 'CA')).toBeNull();
    expect(validatePostalPattern(normalisePostalCode('d02x285', 'IE'), 'IE')).toBeNull();
  });
});
