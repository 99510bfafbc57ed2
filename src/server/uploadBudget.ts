/**
 * A byte budget per client address and minute for upload routes (recordings, browser error reports), beside their
 * request counts: what one client can make the server read and parse is bounded. Each upload's bytes are counted
 * as it arrives, from its Content-Length, before its body is read; once the minute's total passes the budget the
 * client's uploads answer 429 RATE_LIMITED with Retry-After until the minute is over. One process on PGlite counts
 * in memory; processes sharing a PostgreSQL server count in its rate_limits table, so they share the budget.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from './db/database.ts';
import { RateLimitedError } from './errors.ts';
import { clientKey } from './clientAddress.ts';

const WINDOW_MS = 60_000;

/** Adds bytes to a key's count in the current window; gives the new total and the milliseconds left in the window. */
export interface ByteCounter {
  add(key: string, bytes: number, windowMs: number): Promise<{ total: number; ttlMs: number }>;
}

/** The bytes an upload is counted as: its Content-Length, or the route's whole limit when it sends none (chunked). */
export function uploadBytes(contentLength: string | undefined, routeLimit: number): number {
  const n = contentLength !== undefined && /^\d+$/.test(contentLength) ? Number(contentLength) : NaN;
  return Number.isSafeInteger(n) ? Math.min(n, routeLimit) : routeLimit;
}

/** In-process counts: one process (PGlite) sees every request. Expired windows are dropped as new ones start. */
export function memoryByteCounter(now: () => number = Date.now): ByteCounter {
  const windows = new Map<string, { total: number; resetAt: number }>();
  let nextSweep = 0;
  return {
    async add(key, bytes, windowMs) {
      const t = now();
      if (t >= nextSweep) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
        nextSweep = t + windowMs;
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { total: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.total += bytes;
      return { total: w.total, ttlMs: w.resetAt - t };
    },
  };
}

// The rate limit's own table and upsert shape (src/server/rateLimitStore.ts), adding bytes instead of one.
const UPSERT = `
  INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, $3, now() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_limits.reset_at <= now() THEN $3 ELSE LEAST(rate_limits.count::bigint + $3, 2147483647)::int END,
    reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
  RETURNING count, GREATEST(0, ceil(extract(epoch FROM reset_at - now()) * 1000))::int AS ttl`;

/** Counts shared by every process on one PostgreSQL server (expired rows go with the retention job's rate_limits). */
export function postgresByteCounter(db: Database): ByteCounter {
  return {
    async add(key, bytes, windowMs) {
      const { rows } = await db.query<{ count: number; ttl: number }>(UPSERT, [key, windowMs, bytes]);
      return { total: rows[0]?.count ?? bytes, ttlMs: rows[0]?.ttl ?? windowMs };
    },
  };
}

/** The onRequest hook an upload route adds: counts the upload's bytes for its client and refuses it once the budget is spent. */
export type UploadBudgetHook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The hook for a budget of `bytesPerMinute` per client (its address, an IPv6 one's /64, as the rate limit keys it). */
export function uploadBudget(counter: ByteCounter, bytesPerMinute: number): (routeLimit: number) => UploadBudgetHook {
  return (routeLimit) => async (req, reply) => {
    let spent: { total: number; ttlMs: number };
    try {
      spent = await counter.add(`upload-bytes:${clientKey(req.ip)}`, uploadBytes(req.headers['content-length'], routeLimit), WINDOW_MS);
    } catch {
      // Like the rate limit (skipOnError): while the shared count cannot be read, the route's own limits still hold.
      return;
    }
    if (spent.total <= bytesPerMinute) return;
    const seconds = Math.max(1, Math.ceil(spent.ttlMs / 1000));
    reply.header('retry-after', String(seconds));
    throw new RateLimitedError(`${seconds} seconds (upload bytes per minute)`);
  };
}
