/**
 * The process's pressure as load shedding reads it: the event loop's mean delay per sample interval, and the heap in
 * use. The delay reported is the lower of the last two intervals' means, so shedding answers a loop that stays busy
 * (a burst), never one long pause alone (a start compiling every route's schemas, a garbage collection). An interval
 * in which the loop was mostly idle counts no delay: its timers were late because the machine was busy with other
 * processes, not because this one has more work than it can do.
 */
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { Pressure } from './loadShedding.ts';

/** How finely the loop's delay is sampled, in milliseconds; an idle loop shows about this much delay. */
const RESOLUTION_MS = 10;

/** Share of an interval the loop must have spent running our code for its delay to count as overload. */
const BUSY_UTILIZATION = 0.8;

export interface PressureSampler {
  read(): Pressure;
  /** Starts afresh; every running sampler of the process forgets what the loop went through before (this server's start). */
  start(): void;
  stop(): void;
}

/** Each running sampler's way to forget: a server starting in the process (schemas compiled, routes built) is not overload for another. */
const running = new Set<() => void>();

/** A sampler that measures every `intervalMs` once started. */
export function pressureSampler(intervalMs: number): PressureSampler {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  let means = [0, 0];
  let heapUsedBytes = 0;
  let timer: NodeJS.Timeout | null = null;
  let utilization: EventLoopUtilization = performance.eventLoopUtilization();
  const sample = () => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, utilization).utilization >= BUSY_UTILIZATION;
    utilization = now;
    // No sample at all means the loop was blocked for the whole interval.
    const delay = histogram.count > 0 ? Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS) : Infinity;
    const mean = busy ? delay : 0;
    histogram.reset();
    means = [means[1] ?? 0, mean];
    heapUsedBytes = process.memoryUsage().heapUsed;
  };
  const forget = () => {
    histogram.reset();
    utilization = performance.eventLoopUtilization();
    means = [0, 0];
  };
  return {
    read: () => ({ eventLoopDelayMs: Math.min(...means), heapUsedBytes }),
    start() {
      histogram.enable();
      for (const other of running) other();
      forget();
      running.add(forget);
      heapUsedBytes = process.memoryUsage().heapUsed;
      timer ??= setInterval(sample, intervalMs);
      timer.unref();
    },
    stop() {
      running.delete(forget);
      if (timer) clearInterval(timer);
      timer = null;
      histogram.disable();
    },
  };
}
