import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distanceMiles } from './geo.ts';

const newYork = { lat: 40.7484, lng: -73.9967 };
const chicago = { lat: 41.8853, lng: -87.6229 };
const london = { lat: 51.5074, lng: -0.1278 };
const paris = { lat: 48.8566, lng: 2.3522 };

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('distanceMiles', () => {
  it('is 0 for the same point', () => {
    expect(distanceMiles(newYork, newYork)).toBe(0);
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 0 })).toBe(0);
    expect(distanceMiles({ lat: -33.8688, lng: 151.2093 }, { lat: -33.8688, lng: 151.2093 })).toBe(0);
  });

  it('is about 711 miles from New York to Chicago', () => {
    expect(Math.abs(distanceMiles(newYork, chicago) - 711)).toBeLessThanOrEqual(10);
  });

  it('is about 213 miles from London to Paris', () => {
    expect(Math.abs(distanceMiles(london, paris) - 213)).toBeLessThanOrEqual(5);
  });

  it('is about half the Earth circumference between antipodes and a quarter from equator to pole', () => {
    const halfCircumference = Math.PI * 3958.8;
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(halfCircumference, 3);
    expect(distanceMiles({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(halfCircumference, 3);
    expect(distanceMiles({ lat: 0, lng: 10 }, { lat: 90, lng: 0 })).toBeCloseTo(halfCircumference / 2, 3);
  });

  it('treats longitudes 180 and -180 as the same meridian', () => {
    expect(distanceMiles({ lat: 10, lng: 180 }, { lat: 10, lng: -180 })).toBeCloseTo(0, 6);
  });

  it('is 0 for the same point (property)', () => {
    fc.assert(fc.property(point, (p) => {
      expect(distanceMiles(p, p)).toBe(0);
    }));
  });

  it('is symmetric and non-negative', () => {
    fc.assert(fc.property(point, point, (a, b) => {
      const d = distanceMiles(a, b);
      expect(d).toBeGreaterThanOrEqual(0);
      expect(d).toBeLessThanOrEqual(Math.PI * 3958.8 + 1e-6);
      expect(distanceMiles(b, a)).toBeCloseTo(d, 9);
    }), { numRuns: 500 });
  });

  /**
   * Haversine is ill-conditioned near antipodal points: h rounds to within an ulp of 1, so distances there can be off
   * by ~1e-4 miles (e.g. lat 0 lng -179.99999790869023 to lat 0 lng 0 comes out ~2.7e-5 miles too long). The strict
   * 1e-6 bound is therefore checked for pairs under 12,000 miles (half the circumference is ~12,437), and the whole
   * sphere with a 1e-3 mile (~5 ft) tolerance.
   */
  const NEAR_ANTIPODAL = 12000;

  it('satisfies the triangle inequality (within 1e-6) away from antipodal pairs', () => {
    fc.assert(fc.property(point, point, point, (a, b, c) => {
      const [ab, bc, ac] = [distanceMiles(a, b), distanceMiles(b, c), distanceMiles(a, c)];
      fc.pre(ab < NEAR_ANTIPODAL && bc < NEAR_ANTIPODAL && ac < NEAR_ANTIPODAL);
      expect(ac).toBeLessThanOrEqual(ab + bc + 1e-6);
    }), { numRuns: 2000 });
  });

  it('satisfies the triangle inequality on points within a degree of each other (within 1e-6)', () => {
    const offset = fc.double({ min: -1, max: 1, noNaN: true });
    const near = (p: { lat: number; lng: number }, dLat: number, dLng: number) => ({
      lat: Math.max(-90, Math.min(90, p.lat + dLat)),
      lng: p.lng + dLng,
    });
    fc.assert(fc.property(point, offset, offset, offset, offset, (a, d1, d2, d3, d4) => {
      const b = near(a, d1, d2);
      const c = near(a, d3, d4);
      expect(distanceMiles(a, c)).toBeLessThanOrEqual(distanceMiles(a, b) + distanceMiles(b, c) + 1e-6);
      expect(distanceMiles(b, c)).toBeLessThanOrEqual(distanceMiles(b, a) + distanceMiles(a, c) + 1e-6);
    }), { numRuns: 2000 });
  });

  it('satisfies the triangle inequality over the whole sphere within haversine precision (1e-3 miles)', () => {
    fc.assert(fc.property(point, point, point, (a, b, c) => {
      expect(distanceMiles(a, c)).toBeLessThanOrEqual(distanceMiles(a, b) + distanceMiles(b, c) + 1e-3);
    }), { numRuns: 2000 });
  });
});
