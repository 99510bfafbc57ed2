import { describe, expect, it } from 'vitest';
import { createReportGate } from './reportGate.ts';

describe('createReportGate', () => {
  it('lets the same report through once per window', () => {
    let now = 0;
    const gate = createReportGate({ repeatWindowMs: 60_000, maxPerPage: 20, now: () => now });
    expect(gate.allow('error|boom')).toBe(true);
    now = 59_999;
    expect(gate.allow('error|boom')).toBe(false);
    expect(gate.allow('error|other')).toBe(true);
    now = 60_000;
    expect(gate.allow('error|boom')).toBe(true);
  });

  it('stops a page that reports in a loop after its quota', () => {
    let now = 0;
    const gate = createReportGate({ repeatWindowMs: 60_000, maxPerPage: 3, now: () => now });
    const allowed = Array.from({ length: 10 }, (_, i) => gate.allow(`error|distinct ${i}`));
    expect(allowed).toEqual([true, true, true, false, false, false, false, false, false, false]);
    now = 10 * 60_000;
    expect(gate.allow('error|distinct 0')).toBe(false);
  });
});
