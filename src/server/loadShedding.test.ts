import { describe, expect, it } from 'vitest';
import { isSheddable, overloadOf, shouldShed, writesFull } from './loadShedding.ts';

const limits = { maxEventLoopDelayMs: 100, maxHeapUsedBytes: 1000 };

describe('overloadOf', () => {
  it('is null while both measures are at or under their limits', () => {
    expect(overloadOf({ eventLoopDelayMs: 100, heapUsedBytes: 1000 }, limits)).toBeNull();
    expect(overloadOf({ eventLoopDelayMs: 0, heapUsedBytes: 0 }, limits)).toBeNull();
  });

  it('names the event loop when it lags past its limit, first', () => {
    expect(overloadOf({ eventLoopDelayMs: 100.5, heapUsedBytes: 0 }, limits)).toBe('eventLoopDelay');
    expect(overloadOf({ eventLoopDelayMs: Infinity, heapUsedBytes: 5000 }, limits)).toBe('eventLoopDelay');
  });

  it('names the heap when it is past its limit', () => {
    expect(overloadOf({ eventLoopDelayMs: 1, heapUsedBytes: 1001 }, limits)).toBe('heapUsed');
  });

  it('ignores a measure whose limit is 0 (turned off)', () => {
    expect(overloadOf({ eventLoopDelayMs: 10_000, heapUsedBytes: 1e12 }, { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 })).toBeNull();
    expect(overloadOf({ eventLoopDelayMs: 10_000, heapUsedBytes: 1e12 }, { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1000 })).toBe('heapUsed');
  });
});

const lagging = { eventLoopDelayMs: 500, heapUsedBytes: 0 };
const heavy = { eventLoopDelayMs: 0, heapUsedBytes: 5000 };
const calm = { eventLoopDelayMs: 3, heapUsedBytes: 10 };

describe('shouldShed', () => {
  it('sheds API writes of every unsafe method under pressure', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) {
      expect(shouldShed(method, '/api/leads', lagging, limits), method).toBe('eventLoopDelay');
    }
    expect(shouldShed('PUT', '/api/leads/:id', heavy, limits)).toBe('heapUsed');
  });

  it('never sheds without pressure', () => {
    expect(shouldShed('POST', '/api/leads', calm, limits)).toBeNull();
  });

  it('keeps reads, pages, static files and health served under pressure', () => {
    expect(shouldShed('GET', '/api/health', lagging, limits)).toBeNull();
    expect(shouldShed('GET', '/api/csrf', lagging, limits)).toBeNull();
    expect(shouldShed('HEAD', '/api/leads', lagging, limits)).toBeNull();
    expect(shouldShed('OPTIONS', '/api/leads', lagging, limits)).toBeNull();
    expect(shouldShed('GET', '/signup/s6/home', lagging, limits)).toBeNull();
    expect(shouldShed('GET', '/assets/index.js', heavy, limits)).toBeNull();
  });

  it('leaves writes outside /api/ to their own routes', () => {
    expect(isSheddable('POST', '/signup/s6/home')).toBe(false);
    expect(isSheddable('POST', '/apix/leads')).toBe(false);
    expect(isSheddable('POST', '/api/sr/new')).toBe(true);
  });
});

describe('writesFull', () => {
  it('is full once the writes in flight reach the bound', () => {
    expect(writesFull(31, { ...limits, maxWritesInFlight: 32 })).toBe(false);
    expect(writesFull(32, { ...limits, maxWritesInFlight: 32 })).toBe(true);
    expect(writesFull(40, { ...limits, maxWritesInFlight: 32 })).toBe(true);
  });

  it('never is without a bound (0 or absent)', () => {
    expect(writesFull(1e6, { ...limits, maxWritesInFlight: 0 })).toBe(false);
    expect(writesFull(1e6, limits)).toBe(false);
  });
});

describe('shouldShed with writes in flight', () => {
  const bounded = { ...limits, maxWritesInFlight: 4 };

  it('sheds an API write past the bound on a calm process', () => {
    expect(shouldShed('POST', '/api/leads', calm, bounded, 4)).toBe('writesInFlight');
    expect(shouldShed('POST', '/api/leads', calm, bounded, 3)).toBeNull();
  });

  it('names the measured pressure before the bound', () => {
    expect(shouldShed('POST', '/api/leads', lagging, bounded, 4)).toBe('eventLoopDelay');
  });

  it('never sheds reads and pages, however many writes are in flight', () => {
    expect(shouldShed('GET', '/api/health', calm, bounded, 100)).toBeNull();
    expect(shouldShed('GET', '/signup/s6/home', calm, bounded, 100)).toBeNull();
  });
});
