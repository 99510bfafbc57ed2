import { describe, expect, it } from 'vitest';
import { percentile, row } from './stats.ts';

describe('bench:steps table', () => {
  it('takes the nearest-rank percentile', () => {
    expect(percentile([30, 10, 20, 40], 50)).toBe(20);
    expect(percentile([30, 10, 20, 40], 95)).toBe(40);
    expect(percentile([5], 50)).toBe(5);
  });

  it('prints p50, p95, the slowest and the count', () => {
    expect(row('s6 home -> postal', [80, 100, 90])).toBe(`${'s6 home -> postal'.padEnd(42)} p50    90 ms  p95   100 ms  max   100 ms  (n=3)`);
  });

  it('says a walk left out was not walked, rather than print NaN', () => {
    expect(row('ws10 (all steps)', [])).toBe(`${'ws10 (all steps)'.padEnd(42)} not walked`);
  });
});
