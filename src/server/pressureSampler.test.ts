import { afterEach, describe, expect, it } from 'vitest';
import { pressureSampler, type PressureSampler } from './pressureSampler.ts';

const block = (ms: number) => { const end = performance.now() + ms; while (performance.now() < end) { /* busy */ } };
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The longest a busy loop is kept up for the sampler to see it, on a machine that starves this process. */
const BUSY_AT_MOST_MS = 10_000;
/** A test that keeps the loop busy may take that long, and then wait up to 5 s for the sampler to forget it. */
const BUSY_TEST_TIMEOUT_MS = BUSY_AT_MOST_MS + 10_000;

/** Keeps the loop busy in 150 ms slices until the sampler reports it (or BUSY_AT_MOST_MS pass). */
async function busyUntilReported(s: PressureSampler): Promise<number> {
  const end = performance.now() + BUSY_AT_MOST_MS;
  while (performance.now() < end && s.read().eventLoopDelayMs <= 80) {
    block(150);
    await pause(0);
  }
  return s.read().eventLoopDelayMs;
}

let sampler: PressureSampler;
afterEach(() => sampler.stop());

describe('pressureSampler', () => {
  it('reports no delay before its first samples, and the heap in use', () => {
    sampler = pressureSampler(20);
    sampler.start();
    const p = sampler.read();
    expect(p.eventLoopDelayMs).toBe(0);
    expect(p.heapUsedBytes).toBeGreaterThan(1024 * 1024);
  });

  it('reports a loop kept busy over two intervals, and forgets it once the loop is free again', async () => {
    sampler = pressureSampler(40);
    sampler.start();
    expect(await busyUntilReported(sampler)).toBeGreaterThan(80);
    await expect.poll(() => sampler.read().eventLoopDelayMs, { timeout: 5000, interval: 50 }).toBeLessThan(40);
  }, BUSY_TEST_TIMEOUT_MS);

  it('counts no delay for a process that used little CPU (its timers late for the machine, not for its own work)', async () => {
    sampler = pressureSampler(40);
    sampler.start();
    await pause(200);
    expect(sampler.read().eventLoopDelayMs).toBe(0);
  });

  it('does not report one long pause alone (a start, a garbage collection)', async () => {
    sampler = pressureSampler(40);
    sampler.start();
    await pause(100);
    block(300);
    await pause(50);
    expect(sampler.read().eventLoopDelayMs).toBeLessThan(40);
  });

  it('forgets a busy loop when another server of the process starts (its start is not overload)', async () => {
    sampler = pressureSampler(40);
    sampler.start();
    expect(await busyUntilReported(sampler)).toBeGreaterThan(80);
    const other = pressureSampler(40);
    other.start();
    other.stop();
    expect(sampler.read().eventLoopDelayMs).toBe(0);
  }, BUSY_TEST_TIMEOUT_MS);
});
