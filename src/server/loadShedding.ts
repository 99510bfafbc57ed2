/**
 * Load shedding: when the process is overloaded (its event loop lags, its heap runs high) an API write is refused at
 * once with 503 SERVER_BUSY and Retry-After, before it queues for seconds behind the others; the browser keeps the
 * visitor's answers and sends the same request again. Pages, static files, GETs and /api/health are always served.
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
}

export type Overload = 'eventLoopDelay' | 'heapUsed';

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

/** Why to refuse this request now with 503 SERVER_BUSY, or null to serve it. */
export function shouldShed(method: string, path: string, pressure: Pressure, limits: LoadSheddingLimits): Overload | null {
  return isSheddable(method, path) ? overloadOf(pressure, limits) : null;
}
