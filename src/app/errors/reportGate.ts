/**
 * Keeps a loop from flooding the server: the same report at most once per window, and at most a fixed number
 * of reports per page load. Pure apart from the clock it is given.
 */
export interface ReportGateOptions {
  /** A report with the same key is sent at most once in this many milliseconds. */
  repeatWindowMs: number;
  /** Reports sent by one page load, at most. */
  maxPerPage: number;
  now: () => number;
}

export interface ReportGate {
  /** True when a report with this key may be sent now (and counts it). */
  allow(key: string): boolean;
}

export const DEFAULT_GATE = { repeatWindowMs: 60_000, maxPerPage: 20 } as const;

export function createReportGate({ repeatWindowMs, maxPerPage, now }: ReportGateOptions): ReportGate {
  const lastSent = new Map<string, number>();
  let sent = 0;
  return {
    allow(key) {
      const t = now();
      const last = lastSent.get(key);
      if (sent >= maxPerPage || (last !== undefined && t - last < repeatWindowMs)) return false;
      lastSent.set(key, t);
      sent += 1;
      return true;
    },
  };
}
