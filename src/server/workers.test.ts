import { describe, expect, it } from 'vitest';
import { restartDelayMs, workerCount } from './workers.ts';

describe('workerCount', () => {
  const postgres = { databaseUrl: 'postgres://db/x' };
  it('is one process on PGlite, whatever is asked', () => {
    expect(workerCount({ WEB_CONCURRENCY: '4' }, { databaseUrl: null }, 8)).toBe(1);
  });
  it('is one per core on PostgreSQL by default', () => {
    expect(workerCount({}, postgres, 2)).toBe(2);
    expect(workerCount({ WEB_CONCURRENCY: ' ' }, postgres, 6)).toBe(6);
  });
  it('follows WEB_CONCURRENCY', () => {
    expect(workerCount({ WEB_CONCURRENCY: '3' }, postgres, 2)).toBe(3);
    expect(workerCount({ WEB_CONCURRENCY: '1' }, postgres, 2)).toBe(1);
  });
  it.each(['0', '-1', '1.5', 'two'])('refuses WEB_CONCURRENCY=%s', (value) => {
    expect(() => workerCount({ WEB_CONCURRENCY: value }, postgres, 2)).toThrow(/WEB_CONCURRENCY must be a whole number/);
  });
});

describe('restartDelayMs', () => {
  it('restarts a worker that ran a while at once', () => {
    expect(restartDelayMs(10_000, 0)).toBe(0);
    expect(restartDelayMs(60_000, 5)).toBe(0);
  });
  it('waits longer after each quick end in a row, up to 30 s', () => {
    expect(restartDelayMs(9_999, 0)).toBe(500);
    expect(restartDelayMs(100, 1)).toBe(1_000);
    expect(restartDelayMs(100, 3)).toBe(4_000);
    expect(restartDelayMs(100, 10)).toBe(30_000);
  });
});
