/**
 * Load shedding: when the process is overloaded (its event loop lags, its heap runs high, or it already has as many
 * API writes in flight as it may hold) an API write is refused at once with 503 SERVER_BUSY and Retry-After, before it
 * queues for seconds behind the others; the browser keeps the visitor's answers and sends the same request again.
 * Pages, static files, GETs and /api/health are always served.
 *
 * The bound on writes in flight catches what the event loop does not show: writes waiting for a database connection
 * or for the database itself leave the loop idle while each waits seconds.
 */

/** What the process measures of itself (src/server/loadSheddingHook.ts samples it). */
export interface Pressure {
  /** Mean event-loop delay over the last sample interval, in milliseconds. */
  eventLoopDelayMs: number;
  /** V8 heap in use, in bytes. */
  heapUsedBytes: number;
}

/** The thresholds past which writes are shed (LOAD_SHED_* settings); 0 turns a check off. */
export interface LoadSheddingLimits {
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
  /** API writes one process serves at once; one more is shed (0 or absent: no bound). */
  maxWritesInFlight?: number;
}

export type Overload = 'eventLoopDelay' | 'heapUsed' | 'writesInFlight';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Which limit the pressure passes, or null when the process is fine. */
export function overloadOf(pressure: Pressure, limits: LoadSheddingLimits): Overload | null {
  if (limits.maxEventLoopDelayMs > 0 && pressure.eventLoopDelayMs > limits.maxEventLoopDelayMs) return 'eventLoopDelay';
  if (limits.maxHeapUsedBytes > 0 && pressure.heapUsedBytes > limits.maxHeapUsedBytes) return 'heapUsed';
  return null;
}

/** A request that may be shed: an API write (its path as routed). Reads, pages and static files never are. */
export function isSheddable(method: string, path: string): boolean {
  return WRITES.has(method.toUpperCase()) && path.startsWith('/api/');
}

/** Whether one more write would pass the bound, with `inFlight` writes already being served. */
export function writesFull(inFlight: number, limits: LoadSheddingLimits): boolean {
  const max = limits.maxWritesInFlight ?? 0;
  return max > 0 && inFlight >= max;
}

/** Why to refuse this request now with 503 SERVER_BUSY, or null to serve it; `writesInFlight` are the API writes being served. */
export function shouldShed(method: string, path: string, pressure: Pressure, limits: LoadSheddingLimits, writesInFlight = 0): Overload | null {
  if (!isSheddable(method, path)) return null;
  return overloadOf(pressure, limits) ?? (writesFull(writesInFlight, limits) ? 'writesInFlight' : null);
}
