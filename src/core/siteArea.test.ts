import { describe, expect, it } from 'vitest';
import { distanceIfInArea, nearestFirst, sitesInAreaNearestFirst, type Place } from './siteArea.ts';

// Houston (origin), Austin (about 146 miles), Dallas (about 225 miles), Chicago (another state).
const houston: Place = { lat: 29.7604, lng: -95.3698, state: 'TX', country: 'US' };
const austin: Place = { lat: 30.2672, lng: -97.7431, state: 'TX', country: 'US' };
const dallas: Place = { lat: 32.7767, lng: -96.797, state: 'TX', country: 'US' };
const chicago: Place = { lat: 41.8781, lng: -87.6298, state: 'IL', country: 'US' };

describe('sitesInAreaNearestFirst', () => {
  const sites = [{ site: 'dallas', place: dallas, country: 'US' }, { site: 'unknown', place: null, country: 'US' }, { site: 'chicago', place: chicago, country: 'US' }, { site: 'austin', place: austin, country: 'US' }];
  const visitor = { place: houston, country: 'US' };

  it('keeps the sites in the same state by default, nearest first, and leaves out a site with no known place', () => {
    const found = sitesInAreaNearestFirst({ siteTargetAreaType: 'State', maxDistanceMiles: null }, visitor, sites);
    expect(found.map((s) => s.site)).toEqual(['austin', 'dallas']);
    expect(found[0]?.distance).toBeGreaterThan(140);
    expect(found[0]?.distance).toBeLessThan(found[1]?.distance ?? 0);
  });

  it('keeps only the sites within the radius of a Distance study', () => {
    expect(sitesInAreaNearestFirst({ siteTargetAreaType: 'Distance', maxDistanceMiles: 200 }, visitor, sites).map((s) => s.site)).toEqual(['austin']);
  });

  it('keeps every site in the country of a Country study, nearest first, then those with no known place', () => {
    const found = sitesInAreaNearestFirst({ siteTargetAreaType: 'Country', maxDistanceMiles: null }, visitor, sites);
    expect(found.map((s) => s.site)).toEqual(['austin', 'dallas', 'chicago', 'unknown']);
    expect(found.at(-1)?.distance).toBeNull();
    expect(found[2]?.distance).toBeGreaterThan(900);
  });

  it("serves a visitor our directory cannot place from a Country study's sites in their country, without a distance, in the order given", () => {
    const london = { site: 'london', place: { lat: 51.5, lng: -0.12, state: 'Greater London', country: 'GB' }, country: 'GB' };
    const manchester = { site: 'manchester', place: null, country: 'GB' };
    const dublin = { site: 'dublin', place: { lat: 53.35, lng: -6.26, state: 'Dublin', country: 'IE' }, country: 'IE' };
    const unplaced = { place: null, country: 'GB' };
    expect(sitesInAreaNearestFirst({ siteTargetAreaType: 'Country', maxDistanceMiles: null }, unplaced, [dublin, london, manchester]))
      .toEqual([{ site: 'london', distance: null }, { site: 'manchester', distance: null }]);
    // A Distance or state-wide study cannot tell how near: it serves no one it cannot place.
    expect(sitesInAreaNearestFirst({ siteTargetAreaType: 'Distance', maxDistanceMiles: 5000 }, unplaced, [london, manchester])).toEqual([]);
    expect(sitesInAreaNearestFirst({ siteTargetAreaType: 'State', maxDistanceMiles: null }, unplaced, [london])).toEqual([]);
    // Nor a site it cannot place for a visitor it can.
    expect(sitesInAreaNearestFirst({ siteTargetAreaType: 'Distance', maxDistanceMiles: 5000 }, { place: london.place, country: 'GB' }, [manchester, london]))
      .toEqual([{ site: 'london', distance: 0 }]);
  });

  it('orders known distances nearest first and unknown ones after them, each as given among equals', () => {
    const rows = [{ id: 1, distance: null }, { id: 2, distance: 40 }, { id: 3, distance: 2.5 }, { id: 4, distance: null }, { id: 5, distance: 40 }];
    expect([...rows].sort(nearestFirst).map((r) => r.id)).toEqual([3, 2, 5, 1, 4]);
    expect(nearestFirst({ distance: null }, { distance: null })).toBe(0);
    expect(nearestFirst({ distance: 3 }, { distance: 3 })).toBe(0);
    expect(nearestFirst({ distance: null }, { distance: 9999 })).toBeGreaterThan(0);
    expect(nearestFirst({ distance: 1 }, { distance: null })).toBeLessThan(0);
  });

  it('keeps a site exactly at the radius, and not one a tenth of a mile past it', () => {
    const d = distanceIfInArea({ siteTargetAreaType: 'Country', maxDistanceMiles: null }, houston, austin) as number;
    expect(distanceIfInArea({ siteTargetAreaType: 'Distance', maxDistanceMiles: d }, houston, austin)).toBe(d);
    expect(distanceIfInArea({ siteTargetAreaType: 'Distance', maxDistanceMiles: d - 0.1 }, houston, austin)).toBeNull();
  });

  it("keeps a Country study's sites to the visitor's country, and a state-wide study's to their state in their country, however the state is written", () => {
    const london: Place = { lat: 51.5, lng: -0.12, state: 'TX', country: 'GB' };
    expect(distanceIfInArea({ siteTargetAreaType: 'Country', maxDistanceMiles: null }, houston, london)).toBeNull();
    expect(distanceIfInArea({ siteTargetAreaType: 'State', maxDistanceMiles: null }, houston, london)).toBeNull();
    expect(distanceIfInArea({ siteTargetAreaType: 'State', maxDistanceMiles: null }, houston, { ...austin, state: ' tx ' })).not.toBeNull();
    expect(distanceIfInArea({ siteTargetAreaType: 'State', maxDistanceMiles: null }, { ...houston, state: 'Tx' }, austin)).not.toBeNull();
    expect(distanceIfInArea({ siteTargetAreaType: 'State', maxDistanceMiles: null }, { ...houston, state: ' TX ' }, austin)).not.toBeNull();
    expect(distanceIfInArea({ siteTargetAreaType: 'State', maxDistanceMiles: null }, houston, chicago)).toBeNull();
  });
});

