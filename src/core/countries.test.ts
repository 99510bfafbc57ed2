import { describe, expect, it, vi } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, DEFAULT_COUNTRY, countryFromLanguageTag, isCountryCode, resolveCountry } from './countries.ts';

describe('COUNTRIES', () => {
  it('holds exactly the seven supported countries', () => {
    expect([...COUNTRY_CODES].sort()).toEqual(['AU', 'CA', 'GB', 'IE', 'NZ', 'US', 'ZA']);
    expect(DEFAULT_COUNTRY).toBe('US');
  });

  it('has the alpha-3 codes, display labels and calling codes of the spec', () => {
    const table = COUNTRY_CODES.map((c) => [c, COUNTRIES[c].alpha3, COUNTRIES[c].displayLabel, COUNTRIES[c].callingCode]);
    expect(Object.fromEntries(table.map(([c, ...rest]) => [c, rest]))).toEqual({
      AU: ['AUS', 'AUS', '+61'],
      CA: ['CAN', 'CAN', '+1'],
      IE: ['IRL', 'IRL', '+353'],
      NZ: ['NZL', 'NZ', '+64'],
      ZA: ['ZAF', 'RSA', '+27'],
      GB: ['GBR', 'UK', '+44'],
      US: ['USA', 'USA', '+1'],
    });
  });

  it('has the date formats of the spec', () => {
    expect(COUNTRIES.US.dateInputPlaceholder).toBe('MM/DD/YYYY');
    expect(COUNTRIES.US.dateInputMask).toBe('##/##/####');
    expect(COUNTRIES.GB.dateInputPlaceholder).toBe('DD/MM/YYYY');
    expect(COUNTRIES.AU.dateInputMask).toBe('##/##/####');
    expect(COUNTRIES.IE.dateOrder).toBe('DMY');
    expect(COUNTRIES.NZ.dateOrder).toBe('DMY');
    expect(COUNTRIES.CA.dateInputPlaceholder).toBe('YYYY-MM-DD');
    expect(COUNTRIES.CA.dateInputMask).toBe('####-##-##');
    expect(COUNTRIES.ZA.dateInputPlaceholder).toBe('YYYY/MM/DD');
    expect(COUNTRIES.ZA.dateInputMask).toBe('####/##/##');
    // Every country's placeholder, as the date boxes show it (StrykerJS found Ireland's and New Zealand's unpinned).
    expect(Object.fromEntries(COUNTRY_CODES.map((code) => [code, COUNTRIES[code].dateInputPlaceholder]))).toEqual({
      AU: 'DD/MM/YYYY', CA: 'YYYY-MM-DD', IE: 'DD/MM/YYYY', NZ: 'DD/MM/YYYY', ZA: 'YYYY/MM/DD', GB: 'DD/MM/YYYY', US: 'MM/DD/YYYY',
    });
  });

  it('requires GDPR consent and metric units everywhere but the US', () => {
    for (const code of COUNTRY_CODES) {
      expect(COUNTRIES[code].gdprConsentRequired, code).toBe(code !== 'US');
      expect(COUNTRIES[code].useMetricSystem, code).toBe(code !== 'US');
    }
  });

  it('gives distances in miles in the US and the UK, whose roads are signed in miles, and in kilometres elsewhere', () => {
    expect(Object.fromEntries(COUNTRY_CODES.map((code) => [code, COUNTRIES[code].distanceUnit]))).toEqual({ AU: 'km', CA: 'km', IE: 'km', NZ: 'km', ZA: 'km', GB: 'mi', US: 'mi' });
  });

  it('labels the US postal code as a zip code', () => {
    expect(COUNTRIES.US.postalLabelKey).toBe('zipCode');
  });

  it('uses placeholders that match each country postal pattern', () => {
    for (const code of COUNTRY_CODES) expect(COUNTRIES[code].postalPattern.test(COUNTRIES[code].postalPlaceholder), code).toBe(true);
  });
});

describe('isCountryCode', () => {
  it('accepts supported alpha-2 codes only', () => {
    expect(isCountryCode('US')).toBe(true);
    expect(isCountryCode('ZA')).toBe(true);
    expect(isCountryCode('us')).toBe(false);
    expect(isCountryCode('FR')).toBe(false);
    expect(isCountryCode('USA')).toBe(false);
    expect(isCountryCode('toString')).toBe(false);
    expect(isCountryCode(null)).toBe(false);
  });
});

describe('resolveCountry', () => {
  it('finds a country by alpha-2 code, case-insensitively', () => {
    expect(resolveCountry('GB').alpha2).toBe('GB');
    expect(resolveCountry('au').alpha2).toBe('AU');
    expect(resolveCountry(' nz ').alpha2).toBe('NZ');
  });

  it('finds a country by alpha-3 code', () => {
    expect(resolveCountry('GBR').alpha2).toBe('GB');
    expect(resolveCountry('zaf').alpha2).toBe('ZA');
    expect(resolveCountry('IRL').alpha2).toBe('IE');
  });

  it('treats UK as GB', () => {
    expect(resolveCountry('UK').alpha2).toBe('GB');
  });

  it('does not warn for a known country', () => {
    const warn = vi.fn();
    resolveCountry('CA', warn);
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the US with a warning for an unknown country', () => {
    const warn = vi.fn();
    expect(resolveCountry('XX', warn)).toBe(COUNTRIES.US);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Unable to find country XX assuming USA');
  });

  it('names the upper-cased code in the warning', () => {
    const warn = vi.fn();
    resolveCountry('fr', warn);
    expect(warn).toHaveBeenCalledWith('Unable to find country FR assuming USA');
  });

  it('falls back to the US for a missing code', () => {
    const warn = vi.fn();
    expect(resolveCountry(null, warn).alpha2).toBe('US');
    expect(resolveCountry(undefined).alpha2).toBe('US');
    expect(warn).toHaveBeenCalledTimes(1);
    // Spec §8's warning, which names no code when none was given.
    expect(warn).toHaveBeenCalledWith('Unable to find country (none) assuming USA');
    resolveCountry('  ', warn);
    expect(warn).toHaveBeenLastCalledWith('Unable to find country (none) assuming USA');
  });
});

describe('countryFromLanguageTag', () => {
  it('reads the region of a language tag', () => {
    expect(countryFromLanguageTag('en-GB')).toBe('GB');
    expect(countryFromLanguageTag('en-AU')).toBe('AU');
    expect(countryFromLanguageTag('en-IE')).toBe('IE');
    expect(countryFromLanguageTag('en-NZ')).toBe('NZ');
    expect(countryFromLanguageTag('en-ZA')).toBe('ZA');
    expect(countryFromLanguageTag('fr-CA')).toBe('CA');
    expect(countryFromLanguageTag('es-US')).toBe('US');
  });

  it('accepts underscores and lower-case regions', () => {
    expect(countryFromLanguageTag('en_au')).toBe('AU');
    expect(countryFromLanguageTag('en-gb')).toBe('GB');
  });

  it('treats UK as GB', () => {
    expect(countryFromLanguageTag('en-UK')).toBe('GB');
  });

  it('defaults to the US without a region or with an unsupported one', () => {
    expect(countryFromLanguageTag('en')).toBe('US');
    expect(countryFromLanguageTag('fr-FR')).toBe('US');
    expect(countryFromLanguageTag('es-MX')).toBe('US');
    expect(countryFromLanguageTag('')).toBe('US');
    expect(countryFromLanguageTag(null)).toBe('US');
    expect(countryFromLanguageTag(undefined)).toBe('US');
  });
});
