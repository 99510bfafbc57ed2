import { describe, expect, it } from 'vitest';
import { distanceShown } from './distanceShown.ts';

describe('distanceShown', () => {
  it('gives miles whole where miles are the unit', () => {
    expect(distanceShown(12.4, 'mi')).toEqual({ key: 'search.distance', count: 12 });
    expect(distanceShown(48.5, 'mi')).toEqual({ key: 'search.distance', count: 49 });
    expect(distanceShown(0.6, 'mi')).toEqual({ key: 'search.distance', count: 1 });
    expect(distanceShown(0.5, 'mi')).toEqual({ key: 'search.distance', count: 1 });
  });

  it('gives kilometres where they are the unit: 12.4 miles are 20 km', () => {
    expect(distanceShown(12.4, 'km')).toEqual({ key: 'search.distanceKm', count: 20 });
    expect(distanceShown(1, 'km')).toEqual({ key: 'search.distanceKm', count: 2 });
    expect(distanceShown(0.32, 'km')).toEqual({ key: 'search.distanceKm', count: 1 });
  });

  it('says less than one unit for a site closer than half of one, never 0', () => {
    expect(distanceShown(0.49, 'mi')).toEqual({ key: 'search.distanceUnder', count: 1 });
    expect(distanceShown(0, 'mi')).toEqual({ key: 'search.distanceUnder', count: 1 });
    expect(distanceShown(0.3, 'km')).toEqual({ key: 'search.distanceUnderKm', count: 1 });
    expect(distanceShown(0, 'km')).toEqual({ key: 'search.distanceUnderKm', count: 1 });
  });

  it("says a study's sites are across the country where the server cannot tell the distance", () => {
    expect(distanceShown(null, 'mi')).toEqual({ key: 'search.distanceInCountry', count: 0 });
    expect(distanceShown(null, 'km')).toEqual({ key: 'search.distanceInCountry', count: 0 });
  });
});
