/** Retries transient failures (network down, 5xx) with backoff; the caller keeps the same idempotency key. */
import { ApiError } from './client.ts';

export interface RetryOptions {
  attempts: number;
  baseDelayMs: number;
  onRetry?: (attempt: number, error: ApiError) => void;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function withRetry<T>(work: () => Promise<T>, { attempts, baseDelayMs, onRetry, sleep = defaultSleep }: RetryOptions): Promise<T> {
  let attempt = 0;
  for (;;) {
    try {
      return await work();
    } catch (err) {
      attempt += 1;
      if (!(err instanceof ApiError) || !err.transient || attempt >= attempts) throw err;
      onRetry?.(attempt, err);
      await sleep(Math.min(baseDelayMs * 2 ** (attempt - 1), 8000));
    }
  }
}
