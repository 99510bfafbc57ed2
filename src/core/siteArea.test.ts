import { describe, expect, it } from 'vitest';
import { sitesInAreaNearestFirst, type Place } from './siteArea.ts';

// Houston (origin), Austin (about 146 miles), Dallas (about 225 miles), Chicago (another state).
const houston: Place = { lat: 29.7604, lng: -95.3698, state: 'TX', country: 'US' };
const austin: Place = { lat: 30.2672, lng: -97.7431, state: 'TX', country: 'US' };
const dallas: Place = { lat: 32.7767, lng: -96.797, state: 'TX', country: 'US' };
const chicago: Place = { lat: 41.8781, lng: -87.6298, state: 'IL', country: 'US' };

describe('sitesInAreaNearestFirst', () => {
  const sites = [{ site: 'dallas', place: dallas }, { site: 'unknown', place: null }, { site: 'chicago', place: chicago }, { site: 'austin', place: austin }];

  it('keeps the sites in the same state by default, nearest first, and leaves out a site with no known place', () => {
    const found = sitesInAreaNearestFirst({ siteTargetAreaType: 'State', maxDistanceMiles: null }, houston, sites);
    expect(found.map((s) => s.site)).toEqual(['austin', 'dallas']);
    expect(found[0]?.distance).toBeGreaterThan(140);
    expect(found[0]?.distance).toBeLessThan(found[1]?.distance ?? 0);
  });

  it('keeps only the sites within the radius of a Distance study', () => {
    expect(sitesInAreaNearestFirst({ siteTargetAreaType: 'Distance', maxDistanceMiles: 200 }, houston, sites).map((s) => s.site)).toEqual(['austin']);
  });

  it('keeps every site in the country of a Country study', () => {
    expect(sitesInAreaNearestFirst({ siteTargetAreaType: 'Country', maxDistanceMiles: null }, houston, sites).map((s) => s.site)).toEqual(['austin', 'dallas', 'chicago']);
  });
});
