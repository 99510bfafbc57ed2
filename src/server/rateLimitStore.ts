/**
 * A @fastify/rate-limit store in PostgreSQL, so API processes behind a load balancer share one count per client.
 *
 * A request far below the limit is answered from this process's view of the count (the last shared count it read plus
 * its own requests since), and its increment reaches PostgreSQL in the background, many requests in one upsert: no
 * database round trip on its way. Once the view reaches half the limit every request waits for the exact shared count
 * (one upsert that adds this process's pending increments too), so the limit itself is enforced as before: the
 * request past it is refused whichever process it reaches.
 */
import type { Database } from './db/database.ts';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** Adds `$3` requests to the key's window, or starts a new window with them when it expired. */
const UPSERT = `
  INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, $3, now() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_limits.reset_at <= now() THEN excluded.count ELSE rate_limits.count + excluded.count END,
    reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
  RETURNING count, GREATEST(0, ceil(extract(epoch FROM reset_at - now()) * 1000))::int AS ttl`;

/** How long increments of a key answered locally may wait to be sent together (the lag of other processes' view). */
export const FLUSH_INTERVAL_MS = 100;

const SWEEP_EVERY = 10_000;

/** One client's count as this process sees it. */
interface Window {
  /** The shared count when last read, and when that window ends (ms since the epoch). */
  shared: number;
  resetAt: number;
  /** Requests answered here and not yet sent, and those being sent. */
  unsent: number;
  sending: number;
  /** The upsert under way, if any; an exact count waits for it so no increment is counted twice or missed. */
  inFlight: Promise<void> | null;
  flushTimer: NodeJS.Timeout | null;
}

export function postgresRateLimitStore(db: Database) {
  const windows = new Map<string, Window>();

  const upsert = async (key: string, w: Window, add: number, timeWindow: number): Promise<{ current: number; ttl: number }> => {
    const { rows } = await db.query<{ count: number; ttl: number }>(UPSERT, [key, timeWindow, add]);
    const current = rows[0]?.count ?? add;
    const ttl = rows[0]?.ttl ?? timeWindow;
    w.shared = current;
    w.resetAt = Date.now() + ttl;
    return { current, ttl };
  };

  /** Sends the increments answered locally, in one upsert; a failure drops them (the limit skips on database errors). */
  const flush = (key: string, w: Window, timeWindow: number): Promise<void> => {
    w.flushTimer = null;
    if (w.inFlight || !w.unsent) return w.inFlight ?? Promise.resolve();
    w.sending = w.unsent;
    w.unsent = 0;
    const sent = upsert(key, w, w.sending, timeWindow).then(() => undefined, () => undefined).finally(() => {
      w.sending = 0;
      w.inFlight = null;
      if (w.unsent && !w.flushTimer) w.flushTimer = setTimeout(() => void flush(key, w, timeWindow), FLUSH_INTERVAL_MS).unref();
    });
    w.inFlight = sent;
    return sent;
  };

  // Windows that ended with nothing left to send are forgotten now and then, so the map holds only recent clients.
  let calls = 0;
  const sweep = (now: number) => {
    for (const [key, w] of windows) if (w.resetAt <= now && !w.unsent && !w.sending && !w.flushTimer) windows.delete(key);
  };

  return class PostgresRateLimitStore {
    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      if (++calls % SWEEP_EVERY === 0) sweep(Date.now());
      let w = windows.get(key);
      if (!w) {
        w = { shared: 0, resetAt: 0, unsent: 0, sending: 0, inFlight: null, flushTimer: null };
        windows.set(key, w);
      }
      // An ended window counts from zero here as it will in the table.
      const now = Date.now();
      const seen = w.resetAt > now ? w.shared : 0;
      const estimate = seen + w.sending + w.unsent + 1;
      if (estimate * 2 <= max) {
        w.unsent++;
        if (!w.inFlight && !w.flushTimer) w.flushTimer = setTimeout(() => void flush(key, w, timeWindow), FLUSH_INTERVAL_MS).unref();
        cb(null, { current: estimate, ttl: w.resetAt > now ? w.resetAt - now : timeWindow });
        return;
      }
      // Near the limit: the exact shared count, with this request and every increment still pending here.
      const window = w;
      const exact = async () => {
        await window.inFlight;
        if (window.flushTimer) clearTimeout(window.flushTimer);
        window.flushTimer = null;
        const add = window.unsent + 1;
        window.unsent = 0;
        return upsert(key, window, add, timeWindow);
      };
      exact().then((result) => cb(null, result), (err: Error) => cb(err));
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
