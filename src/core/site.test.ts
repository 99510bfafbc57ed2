import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../generated/brand.ts';
import { brandForHostname, brandOfHostname, environmentFromHostname, telHref } from './site.ts';

const load = (file: string) => JSON.parse(readFileSync(`campaigns/brands/${file}`, 'utf8')) as Brand;
const trialSearch = load('trial-search.json');
const trialsWorld = load('trials-world.json');
const brands = [trialSearch, trialsWorld];

describe('environmentFromHostname', () => {
  it('is development for hostnames ending in localhost', () => {
    expect(environmentFromHostname('localhost')).toBe('development');
    expect(environmentFromHostname('trials-world.localhost')).toBe('development');
    expect(environmentFromHostname('LOCALHOST')).toBe('development');
    expect(environmentFromHostname('localhost.')).toBe('development');
  });

  it('is development for loopback addresses', () => {
    expect(environmentFromHostname('127.0.0.1')).toBe('development');
  });

  it('is staging for a staging or work domain', () => {
    expect(environmentFromHostname('staging.trialsearch.example')).toBe('staging');
    expect(environmentFromHostname('app-staging.trialsearch.example')).toBe('staging');
    expect(environmentFromHostname('stage.trialsworld.example')).toBe('staging');
    expect(environmentFromHostname('trialsearch.work')).toBe('staging');
    expect(environmentFromHostname('signup.work.trialsearch.example')).toBe('staging');
  });

  it('is production otherwise', () => {
    expect(environmentFromHostname('trialsearch.example')).toBe('production');
    expect(environmentFromHostname('www.trialsworld.example')).toBe('production');
  });

  it('does not mistake words that merely contain staging or work for such a domain', () => {
    expect(environmentFromHostname('networking.example')).toBe('production');
    expect(environmentFromHostname('homework.example')).toBe('production');
    expect(environmentFromHostname('backstaging.example')).toBe('production');
    expect(environmentFromHostname('notlocalhost.example')).toBe('production');
  });
});

describe('brandForHostname', () => {
  it('picks the brand whose hostname matches exactly', () => {
    expect(brandForHostname('trialsworld.example', brands).id).toBe('trials-world');
    expect(brandForHostname('trialsearch.example', brands).id).toBe('trial-search');
  });

  it('matches subdomains of a brand hostname', () => {
    expect(brandForHostname('www.trialsworld.example', brands).id).toBe('trials-world');
    expect(brandForHostname('WWW.TrialsWorld.Example', brands).id).toBe('trials-world');
  });

  it('lets the longest matching suffix win', () => {
    // trials-world.localhost ends with both 'localhost' (trial-search) and 'trials-world.localhost'.
    expect(brandForHostname('trials-world.localhost', brands).id).toBe('trials-world');
    expect(brandForHostname('localhost', brands).id).toBe('trial-search');
    // Whichever brand is listed first.
    expect(brandForHostname('trials-world.localhost', [trialsWorld, trialSearch]).id).toBe('trials-world');
    expect(brandOfHostname('x.trials-world.localhost', [trialsWorld, trialSearch])?.id).toBe('trials-world');
  });

  it('tells a host of no brand (brandOfHostname: none; brandForHostname: the default brand)', () => {
    expect(brandOfHostname('app.internal', brands)).toBeNull();
    expect(brandOfHostname('eviltrialsworld.example', brands)).toBeNull();
    expect(brandForHostname('app.internal', brands).id).toBe(brands.find((b) => b.isDefault)?.id ?? brands[0]?.id);
  });

  it('does not match a hostname that only ends with the same letters', () => {
    expect(brandForHostname('eviltrialsworld.example', brands).id).toBe('trial-search');
  });

  it('falls back to the default brand, wherever it sits in the list', () => {
    expect(brandForHostname('unknown.example', brands).id).toBe('trial-search');
    expect(brandForHostname('unknown.example', [trialsWorld, trialSearch]).id).toBe('trial-search');
  });

  it('falls back to the first brand when none is marked default', () => {
    const plain = { ...trialSearch, isDefault: false };
    expect(brandForHostname('unknown.example', [trialsWorld, plain]).id).toBe('trials-world');
  });

  it('throws when no brand is configured', () => {
    expect(() => brandForHostname('unknown.example', [])).toThrow('no brands configured');
  });
});

describe('telHref', () => {
  it('strips dashes and spaces', () => {
    expect(telHref('1-888-555-0142')).toBe('tel:18885550142');
    expect(telHref('+44 800 555 0142')).toBe('tel:+448005550142');
    expect(telHref('(800) 555.0142')).toBe('tel:8005550142');
  });
});
