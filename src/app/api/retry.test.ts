import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './client.ts';
import { unavailableForNow, withRetry } from './retry.ts';
import { retryAfterMs } from './client.ts';

describe('retryAfterMs', () => {
  it('reads whole seconds', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(' 10 ')).toBe(10_000);
    expect(retryAfterMs('0')).toBe(0);
  });
  it.each([null, '', 'Wed, 21 Oct 2026 07:28:00 GMT', '-1', '1.5', 'soon'])('gives null for %s', (header) => {
    expect(retryAfterMs(header)).toBeNull();
  });
});

function failing(errors: unknown[], value = 'done') {
  let calls = 0;
  const work = vi.fn(async () => {
    const err = errors[calls];
    calls += 1;
    if (err !== undefined) throw err;
    return value;
  });
  return work;
}

const instant = () => vi.fn(async (_ms: number) => undefined);

describe('withRetry', () => {
  it('returns the result at once when the work succeeds', async () => {
    const work = failing([]);
    const sleep = instant();
    await expect(withRetry(work, { attempts: 3, baseDelayMs: 100, sleep })).resolves.toBe('done');
    expect(work).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries transient failures with doubling delays and then succeeds', async () => {
    const e1 = new ApiError(503, 'HTTP_ERROR', 'down');
    const e2 = new ApiError(0, 'NETWORK', 'network unavailable');
    const work = failing([e1, e2]);
    const sleep = instant();
    const onRetry = vi.fn();
    await expect(withRetry(work, { attempts: 3, baseDelayMs: 100, sleep, onRetry })).resolves.toBe('done');
    expect(work).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([100, 200]);
    expect(onRetry.mock.calls).toEqual([[1, e1], [2, e2]]);
  });

  it('waits the Retry-After the server asked for when it is longer than the backoff, never more than 30 s', async () => {
    const errors = [new ApiError(503, 'DATABASE_UNAVAILABLE', 'away', [], 3000), new ApiError(503, 'DATABASE_UNAVAILABLE', 'away', [], 100), new ApiError(503, 'X', 'x', [], 120_000)];
    const work = failing(errors);
    const sleep = instant();
    await expect(withRetry(work, { attempts: 4, baseDelayMs: 1000, sleep })).resolves.toBe('done');
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([3000, 2000, 30_000]);
  });

  it('gives up after the last attempt and throws the last error', async () => {
    const errors = [new ApiError(500, 'A', 'a'), new ApiError(502, 'B', 'b'), new ApiError(504, 'C', 'c')];
    const work = failing(errors);
    const sleep = instant();
    await expect(withRetry(work, { attempts: 3, baseDelayMs: 50, sleep })).rejects.toBe(errors[2]);
    expect(work).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('sends again only what worthRetrying allows: the network, a busy server or one without its database, not a 500', async () => {
    const away = [new ApiError(0, 'NETWORK', 'n'), new ApiError(503, 'DATABASE_UNAVAILABLE', 'away'), new ApiError(429, 'RATE_LIMITED', 'slow')];
    const work = failing(away);
    await expect(withRetry(work, { attempts: 4, baseDelayMs: 10, sleep: instant(), worthRetrying: unavailableForNow })).resolves.toBe('done');
    expect(work).toHaveBeenCalledTimes(4);
    for (const status of [500, 502, 504]) {
      const broken = failing([new ApiError(status, 'X', 'x')]);
      await expect(withRetry(broken, { attempts: 4, baseDelayMs: 10, sleep: instant(), worthRetrying: unavailableForNow }), String(status)).rejects.toMatchObject({ status });
      expect(broken).toHaveBeenCalledTimes(1);
    }
  });

  it('does not retry a request error', async () => {
    const err = new ApiError(400, 'INVALID_LEAD', 'Trying to save an invalid lead', ['phone1']);
    const work = failing([err]);
    const sleep = instant();
    const onRetry = vi.fn();
    await expect(withRetry(work, { attempts: 5, baseDelayMs: 100, sleep, onRetry })).rejects.toBe(err);
    expect(work).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('does not retry errors that are not API errors', async () => {
    const err = new TypeError('boom');
    const work = failing([err]);
    await expect(withRetry(work, { attempts: 5, baseDelayMs: 100, sleep: instant() })).rejects.toBe(err);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('retries 429 and an idempotency key still in progress', async () => {
    const work = failing([new ApiError(429, 'RATE_LIMITED', 'slow down'), new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'busy')]);
    await expect(withRetry(work, { attempts: 3, baseDelayMs: 10, sleep: instant() })).resolves.toBe('done');
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('does not retry other conflicts', async () => {
    const work = failing([new ApiError(409, 'CONFLICT', 'conflict')]);
    await expect(withRetry(work, { attempts: 3, baseDelayMs: 10, sleep: instant() })).rejects.toBeInstanceOf(ApiError);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('caps the delay at 8000 ms', async () => {
    const work = failing(Array.from({ length: 5 }, () => new ApiError(503, 'X', 'x')));
    const sleep = instant();
    await expect(withRetry(work, { attempts: 6, baseDelayMs: 3000, sleep })).resolves.toBe('done');
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([3000, 6000, 8000, 8000, 8000]);
  });

  it('makes a single attempt when attempts is 1', async () => {
    const err = new ApiError(503, 'X', 'x');
    const work = failing([err]);
    const sleep = instant();
    await expect(withRetry(work, { attempts: 1, baseDelayMs: 100, sleep })).rejects.toBe(err);
    expect(work).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });
});
