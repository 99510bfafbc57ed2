/**
 * The log of shed writes. Under a spike the server refuses hundreds of writes a second, and a line for each would
 * spend the CPU that shedding is there to save and bury everything else in the log. The first shed of a window is
 * logged as it happens, with why; the window's others are counted by why and logged in one line when it ends.
 */
import type { Overload } from './loadShedding.ts';

export interface ShedLogger {
  info(fields: object, message: string): void;
}

export interface ShedLog {
  /** One write refused, for `overload`. */
  shed(overload: Overload): void;
  /** Logs what the open window counted, at once (the server is closing). */
  flush(): void;
}

interface Timers {
  setTimeout(run: () => void, ms: number): { unref?(): unknown };
  clearTimeout(timer: unknown): void;
}

export function shedLog(log: ShedLogger, windowMs = 1000, timers: Timers = globalThis): ShedLog {
  let timer: ReturnType<Timers['setTimeout']> | null = null;
  let counted = 0;
  let byOverload: Partial<Record<Overload, number>> = {};
  const flush = () => {
    if (timer) timers.clearTimeout(timer);
    timer = null;
    if (counted > 0) log.info({ shed: counted, overloads: byOverload }, 'more writes shed: server busy');
    counted = 0;
    byOverload = {};
  };
  return {
    shed(overload) {
      if (timer) {
        counted += 1;
        byOverload[overload] = (byOverload[overload] ?? 0) + 1;
        return;
      }
      log.info({ overload }, 'write shed: server busy');
      timer = timers.setTimeout(flush, windowMs);
      // A window still open never keeps a closing process alive.
      timer.unref?.();
    },
    flush,
  };
}
