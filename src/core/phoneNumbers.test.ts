/** Phone numbers by purpose and country, read from the shipped brand files and from brands that leave purposes out. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../generated/brand.ts';
import { phoneNumberFor } from './phoneNumbers.ts';

const load = (file: string) => JSON.parse(readFileSync(`campaigns/brands/${file}`, 'utf8')) as Brand;
const trialSearch = load('trial-search.json');
const trialsWorld = load('trials-world.json');
const withNumbers = (phoneNumbers: Brand['phoneNumbers']): Brand => ({ ...trialSearch, phoneNumbers });

describe('phoneNumberFor', () => {
  it("gives the call centre: a country's own where it has one, else the brand's default", () => {
    expect(phoneNumberFor(trialSearch, 'callCentre', 'GB')).toBe('0800-555-0142');
    expect(phoneNumberFor(trialSearch, 'callCentre', 'IE')).toBe('1800-555-014');
    expect(phoneNumberFor(trialsWorld, 'callCentre', 'ZA')).toBe('0800-555-019');
    expect(phoneNumberFor(trialSearch, 'callCentre', 'US')).toBe('1-888-555-0142');
    expect(phoneNumberFor(trialSearch, 'callCentre', 'AU')).toBe('1-888-555-0142');
    expect(phoneNumberFor(trialsWorld, 'callCentre', 'CA')).toBe('1-877-555-0190');
  });

  it('gives each purpose its own number in the shipped brands', () => {
    expect(['tollFree', 'callNow', 'oncology', 'transfer', 'siteSupport'].map((p) => phoneNumberFor(trialSearch, p as 'tollFree', 'US')))
      .toEqual(['1-888-555-0100', '1-888-555-0143', '1-888-555-0144', '1-888-555-0145', '1-888-555-0146']);
    expect(phoneNumberFor(trialsWorld, 'oncology', 'US')).toBe('1-877-555-0193');
  });

  it("prefers a purpose's number for the country, then the country's own call centre, then the purpose's default", () => {
    const brand = withNumbers({
      smsShortCode: '55014',
      callCentre: { default: 'C', byCountry: { GB: 'C-GB', IE: 'C-IE' } },
      callNow: { default: 'N', byCountry: { GB: 'N-GB' } },
    });
    expect(phoneNumberFor(brand, 'callNow', 'GB')).toBe('N-GB');
    expect(phoneNumberFor(brand, 'callNow', 'IE')).toBe('C-IE');
    expect(phoneNumberFor(brand, 'callNow', 'US')).toBe('N');
    // A purpose the brand gives no number for is the call centre's.
    expect(phoneNumberFor(brand, 'oncology', 'US')).toBe('C');
    expect(phoneNumberFor(brand, 'oncology', 'GB')).toBe('C-GB');
    // A brand with one number for everything and everyone.
    const single = withNumbers({ smsShortCode: '55014', callCentre: { default: 'C' } });
    expect(phoneNumberFor(single, 'oncology', 'GB')).toBe('C');
    expect(phoneNumberFor(single, 'callCentre', 'US')).toBe('C');
  });
});
