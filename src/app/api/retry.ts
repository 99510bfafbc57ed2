/** Retries transient failures (network down, 5xx) with backoff, or after the server's Retry-After; the caller keeps the same idempotency key. */
import { ApiError } from './client.ts';

export interface RetryOptions {
  attempts: number;
  baseDelayMs: number;
  onRetry?: (attempt: number, error: ApiError) => void;
  sleep?: (ms: number) => Promise<void>;
  /** Narrows which transient failures are sent again (all of them by default). */
  worthRetrying?: (error: ApiError) => boolean;
}

const MAX_BACKOFF_MS = 8_000;
const MAX_RETRY_AFTER_MS = 30_000;

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function withRetry<T>(work: () => Promise<T>, { attempts, baseDelayMs, onRetry, sleep = defaultSleep, worthRetrying = () => true }: RetryOptions): Promise<T> {
  let attempt = 0;
  for (;;) {
    try {
      return await work();
    } catch (err) {
      attempt += 1;
      if (!(err instanceof ApiError) || !err.transient || !worthRetrying(err) || attempt >= attempts) throw err;
      onRetry?.(attempt, err);
      // The server's Retry-After (a database away, load shed) wins over a shorter backoff.
      await sleep(Math.max(Math.min(baseDelayMs * 2 ** (attempt - 1), MAX_BACKOFF_MS), Math.min(err.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS)));
    }
  }
}

/** A failure that passes by itself: the network, or a server that is busy or without its database for a moment. */
export const unavailableForNow = (error: ApiError): boolean => error.status === 0 || error.status === 503 || error.status === 429;
