/**
 * A @fastify/rate-limit store in PostgreSQL, so API processes behind a load balancer share one count per
 * client. One upsert per request: it increments the window's count, or starts a new window when it expired.
 */
import type { Database } from './db/database.ts';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

const UPSERT = `
  INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
    reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
  RETURNING count, GREATEST(0, ceil(extract(epoch FROM reset_at - now()) * 1000))::int AS ttl`;

export function postgresRateLimitStore(db: Database) {
  return class PostgresRateLimitStore {
    incr(key: string, cb: Callback, timeWindow: number): void {
      db.query<{ count: number; ttl: number }>(UPSERT, [key, timeWindow]).then(
        ({ rows }) => cb(null, { current: rows[0]?.count ?? 1, ttl: rows[0]?.ttl ?? timeWindow }),
        (err: Error) => cb(err),
      );
    }

    read(key: string, cb: Callback, timeWindow: number): void {
      db.query<{ count: number; ttl: number }>(
        'SELECT count, GREATEST(0, ceil(extract(epoch FROM reset_at - now()) * 1000))::int AS ttl FROM rate_limits WHERE key = $1 AND reset_at > now()', [key],
      ).then(({ rows }) => cb(null, { current: rows[0]?.count ?? 0, ttl: rows[0]?.ttl ?? timeWindow }), (err: Error) => cb(err));
    }

    child(): PostgresRateLimitStore {
      return this;
    }
  };
}
