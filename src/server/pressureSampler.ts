/**
 * The process's pressure as load shedding reads it: the event loop's mean delay per sample interval, and the heap in
 * use. The delay reported is the lower of the last two intervals' means, so shedding answers a loop that stays busy
 * (a burst), never one long pause alone (a start compiling every route's schemas, a garbage collection). An interval
 * in which the process had little of the CPU counts no delay: its timers were late because the machine was busy with
 * other processes, not because this one has more work than it can do.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Pressure } from './loadShedding.ts';

/** How finely the loop's delay is sampled, in milliseconds; an idle loop shows about this much delay. */
const RESOLUTION_MS = 10;

/** Share of an interval's time the process must have run on a CPU for its delay to count as overload. */
const BUSY_CPU_SHARE = 0.5;

export interface PressureSampler {
  read(): Pressure;
  /** Starts afresh; every running sampler of the process forgets what the loop went through before (this server's start). */
  start(): void;
  stop(): void;
}

/** Each running sampler's way to forget: a server starting in the process (schemas compiled, routes built) is not overload for another. */
const running = new Set<() => void>();

/**
 * A sampler that measures every `intervalMs` once started; an interval's delay counts only when the process ran on a
 * CPU for at least `busyCpuShare` of it (0: always, for a drill on a machine whose other work starves the process).
 */
export function pressureSampler(intervalMs: number, busyCpuShare = BUSY_CPU_SHARE): PressureSampler {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  let means = [0, 0];
  let heapUsedBytes = 0;
  let timer: NodeJS.Timeout | null = null;
  let cpu = process.cpuUsage();
  let at = performance.now();
  const sample = () => {
    const used = process.cpuUsage(cpu);
    const now = performance.now();
    const busy = (used.user + used.system) / 1000 >= busyCpuShare * (now - at);
    cpu = process.cpuUsage();
    at = now;
    // No sample at all means the loop was blocked for the whole interval.
    const delay = histogram.count > 0 ? Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS) : Infinity;
    const mean = busy ? delay : 0;
    histogram.reset();
    means = [means[1] ?? 0, mean];
    heapUsedBytes = process.memoryUsage().heapUsed;
  };
  const forget = () => {
    histogram.reset();
    cpu = process.cpuUsage();
    at = performance.now();
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
