import { afterEach, describe, expect, it } from 'vitest';
import { pressureSampler, type PressureSampler } from './pressureSampler.ts';

const block = (ms: number) => { const end = performance.now() + ms; while (performance.now() < end) { /* busy */ } };
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
    const end = performance.now() + 600;
    while (performance.now() < end) {
      block(150);
      await pause(0);
    }
    expect(sampler.read().eventLoopDelayMs).toBeGreaterThan(80);
    await expect.poll(() => sampler.read().eventLoopDelayMs, { timeout: 5000, interval: 50 }).toBeLessThan(40);
  });

  it('counts no delay for a loop that was mostly idle (its timers late for the machine, not for its own work)', async () => {
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
    const end = performance.now() + 400;
    while (performance.now() < end) {
      block(150);
      await pause(0);
    }
    expect(sampler.read().eventLoopDelayMs).toBeGreaterThan(80);
    const other = pressureSampler(40);
    other.start();
    other.stop();
    expect(sampler.read().eventLoopDelayMs).toBe(0);
  });
});
