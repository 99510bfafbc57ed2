import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_DEADLINE_MS, apiRequest, ApiError, BUSY_RESENDS, busyWaitMs } from './client.ts';

// The network is replaced by a scripted server; the client's own code runs as is.
interface Answer { status: number; body: unknown; retryAfter?: string }
let answers: Answer[] = [];
const calls: Array<{ path: string; init: RequestInit }> = [];
let csrfIssued = 0;

function respond(a: Answer): Response {
  return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json', ...(a.retryAfter ? { 'retry-after': a.retryAfter } : {}) } });
}

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    if (path === '/api/csrf') {
      csrfIssued += 1;
      return respond({ status: 200, body: { token: `csrf-token-${csrfIssued}` } });
    }
    calls.push({ path, init });
    const next = answers.shift();
    if (!next) throw new Error('no scripted answer');
    return respond(next);
  }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const busy = (retryAfter = '2'): Answer => ({ status: 503, body: { statusCode: 503, code: 'SERVER_BUSY', error: 'Service Unavailable', message: 'busy' }, retryAfter });

describe('a call the server shed (503 SERVER_BUSY)', () => {
  it('is sent again, unchanged, after Retry-After, and its answer is the call\'s', async () => {
    answers = [busy('2'), busy('3'), { status: 201, body: { id: 'lead-1' } }];
    const result = apiRequest('POST', '/api/leads', { firstName: 'Ana' }, { headers: { 'idempotency-key': 'key-12345' } });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(result).resolves.toEqual({ id: 'lead-1' });
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.init.body).toBe('{"firstName":"Ana"}');
      expect(call.init.headers).toMatchObject({ 'idempotency-key': 'key-12345', 'x-csrf-token': expect.stringMatching(/^csrf-token/) });
    }
  });

  it('reaches the caller as a transient error (withRetry keeps going) once the resends are used up', async () => {
    answers = Array.from({ length: BUSY_RESENDS + 1 }, () => busy('1'));
    const result = apiRequest('PUT', '/api/leads/x', {}).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(BUSY_RESENDS * 1000);
    const err = await result;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 503, code: 'SERVER_BUSY', retryAfterMs: 1000 });
    expect((err as ApiError).transient).toBe(true);
    expect(calls).toHaveLength(BUSY_RESENDS + 1);
  });

  it('leaves other failures to the caller at once', async () => {
    answers = [{ status: 503, body: { code: 'DATABASE_UNAVAILABLE', message: 'away' }, retryAfter: '3' }];
    await expect(apiRequest('POST', '/api/leads', {})).rejects.toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    answers = [{ status: 429, body: { code: 'RATE_LIMITED', message: 'slow down' }, retryAfter: '30' }];
    await expect(apiRequest('POST', '/api/leads', {})).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(calls).toHaveLength(2);
  });

  it('stops waiting when the caller aborts', async () => {
    answers = [busy('10')];
    const controller = new AbortController();
    const result = apiRequest('POST', '/api/sr/new', {}, { signal: controller.signal }).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await result).toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });
});

describe('the CSRF token', () => {
  it('once it has come, a state-changing call sends its request in the task that makes it, with nothing awaited first', async () => {
    answers = [{ status: 200, body: {} }, { status: 201, body: { id: 'lead-1' } }];
    await apiRequest('POST', '/api/events', {});
    const before = calls.length;
    const result = apiRequest('POST', '/api/leads', { firstName: 'Ana' });
    // No await between the call and this line: the request has already been handed to the browser.
    expect(calls).toHaveLength(before + 1);
    expect(calls.at(-1)?.path).toBe('/api/leads');
    expect((calls.at(-1)?.init.headers as Record<string, string>)['x-csrf-token']).toMatch(/^csrf-token/);
    await expect(result).resolves.toEqual({ id: 'lead-1' });
  });

  it('is asked for again after the server refused it (403), and the new one is sent from then on', async () => {
    answers = [{ status: 200, body: {} }];
    await apiRequest('POST', '/api/events', {});
    const issued = csrfIssued;
    const token = (calls.at(-1)?.init.headers as Record<string, string>)['x-csrf-token'];
    answers = [{ status: 403, body: { code: 'CSRF_INVALID', message: 'stale' } }];
    await expect(apiRequest('POST', '/api/leads', {})).rejects.toMatchObject({ status: 403 });
    answers = [{ status: 201, body: { id: 'lead-2' } }, { status: 201, body: { id: 'lead-3' } }];
    await expect(apiRequest('POST', '/api/leads', {})).resolves.toEqual({ id: 'lead-2' });
    expect(csrfIssued).toBe(issued + 1);
    const renewed = (calls.at(-1)?.init.headers as Record<string, string>)['x-csrf-token'];
    expect(renewed).toBe(`csrf-token-${issued + 1}`);
    expect(renewed).not.toBe(token);
    // Taken at once from then on, not asked again.
    void apiRequest('POST', '/api/leads', {});
    expect((calls.at(-1)?.init.headers as Record<string, string>)['x-csrf-token']).toBe(renewed);
    expect(csrfIssued).toBe(issued + 1);
  });
});

describe('tracking', () => {
  it('sends its event with keepalive, so one sent as the visitor leaves still arrives; other calls without it', async () => {
    const { track } = await import('./client.ts');
    answers = [{ status: 200, body: {} }, { status: 201, body: { id: 'lead-1' } }];
    track('routerLog', { signup: 's6', to: 'postal', from: 'home', path: '/signup/s6/postal', query: {}, study_external_id: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.at(-1)?.path).toBe('/api/actions/router_log');
    expect(calls.at(-1)?.init.keepalive).toBe(true);
    await apiRequest('POST', '/api/leads', {});
    expect(calls.at(-1)?.init.keepalive).toBeUndefined();
  });
});

describe('busyWaitMs', () => {
  const shed = (retryAfterMs: number | null) => new ApiError(503, 'SERVER_BUSY', 'busy', [], retryAfterMs);
  it('waits the Retry-After, 2 s without one, never more than 30 s', () => {
    expect(busyWaitMs(shed(3000), 0)).toBe(3000);
    expect(busyWaitMs(shed(null), 0)).toBe(2000);
    expect(busyWaitMs(shed(120_000), 0)).toBe(30_000);
  });
  it('gives null for the last resend and for anything but a shed', () => {
    expect(busyWaitMs(shed(1000), BUSY_RESENDS - 1)).toBe(1000);
    expect(busyWaitMs(shed(1000), BUSY_RESENDS)).toBeNull();
    expect(busyWaitMs(new ApiError(503, 'DATABASE_UNAVAILABLE', 'away', [], 3000), 0)).toBeNull();
    expect(busyWaitMs(new ApiError(500, 'SERVER_BUSY', 'x', [], 3000), 0)).toBeNull();
  });
});

describe('a call by endpoint name', () => {
  it('sends the table\'s method to its path with the parameters encoded, the body as JSON and the headers given', async () => {
    answers = [{ status: 200, body: { id: 'l', token: 't' } }];
    const { callEndpoint } = await import('./client.ts');
    await callEndpoint('changeLead', { params: { id: 'a/b?c' }, body: { campaign: 's6' } as never, headers: { 'x-lead-token': 'tok' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/api/leads/a%2Fb%3Fc');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.body).toBe('{"campaign":"s6"}');
    expect((calls[0]?.init.headers as Record<string, string>)['x-lead-token']).toBe('tok');
    expect((calls[0]?.init.headers as Record<string, string>)['x-csrf-token']).toMatch(/^csrf-token/);
  });

  it('puts a query in the URL, leaving out what is undefined, and sends a GET without a body or CSRF token', async () => {
    answers = [{ status: 200, body: { slots: [] } }];
    const { callEndpoint } = await import('./client.ts');
    expect(await callEndpoint('siteAvailability', { params: { studySiteId: 7 }, query: { to: 7, timezone: undefined } })).toEqual({ slots: [] });
    expect(calls[0]?.path).toBe('/api/site-scheduling/7/availability?to=7');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
    expect((calls[0]?.init.headers as Record<string, string>)['x-csrf-token']).toBeUndefined();
  });

  it('passes a visit\'s own query through as it is, and calls an endpoint without input by its name alone', async () => {
    const { endpointUrl } = await import('./client.ts');
    expect(endpointUrl('initialPayload', { query: new URLSearchParams('signup=s6&utm_source=tv') })).toBe('/api/initial_payload?signup=s6&utm_source=tv');
    expect(endpointUrl('integrationSettings')).toBe('/api/integrations');
    expect(endpointUrl('conditionCategories', { query: {} })).toBe('/api/indication_categories');
  });
});

describe('the calls a visitor may be waiting on (awaitedCalls.ts)', () => {
  it('count a call from its start, CSRF token included, to its answer, and to its failure', async () => {
    const { awaitedCallsUnderWay } = await import('./awaitedCalls.ts');
    answers = [{ status: 200, body: { id: 'lead-1' } }, { status: 422, body: { code: 'INVALID_LEAD', message: 'no' } }];
    const saved = apiRequest('POST', '/api/leads', { firstName: 'Ana' });
    expect(awaitedCallsUnderWay()).toBe(1);
    await saved;
    expect(awaitedCallsUnderWay()).toBe(0);
    const refused = apiRequest('POST', '/api/leads', { firstName: 'Ana' });
    expect(awaitedCallsUnderWay()).toBe(1);
    await expect(refused).rejects.toMatchObject({ status: 422 });
    expect(awaitedCallsUnderWay()).toBe(0);
  });

  it('leave out a background call and tracking, which nobody waits for', async () => {
    const { awaitedCallsUnderWay } = await import('./awaitedCalls.ts');
    const { callEndpoint } = await import('./client.ts');
    answers = [{ status: 200, body: { accepted: true } }, { status: 200, body: {} }, { status: 200, body: { id: 'l' } }];
    const upload = callEndpoint('uploadRecording', { body: {} as never, background: true });
    const tracked = apiRequest('POST', '/api/actions/track', {}, { keepalive: true });
    expect(awaitedCallsUnderWay()).toBe(0);
    await Promise.all([upload, tracked]);
    const save = callEndpoint('createLead', { body: {} as never });
    expect(awaitedCallsUnderWay()).toBe(1);
    await save;
    expect(awaitedCallsUnderWay()).toBe(0);
  });
});

describe('a call whose answer never comes', () => {
  const hanging = () => vi.fn(async (path: string, init: RequestInit = {}) => {
    if (path === '/api/csrf') return respond({ status: 200, body: { token: 'csrf-token' } });
    calls.push({ path, init });
    return new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
    });
  });

  it('fails as the network does at the deadline, so a caller that retries sends it again with the same key', async () => {
    vi.stubGlobal('fetch', hanging());
    const result = apiRequest('POST', '/api/leads', { firstName: 'Ana' }, { headers: { 'idempotency-key': 'key-12345' } });
    const settled = result.catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(ANSWER_DEADLINE_MS - 1);
    expect(await Promise.race([settled, Promise.resolve('waiting')])).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    const err = await settled;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, code: 'NETWORK', transient: true });
  });

  it("stays the caller's own abort when the caller aborts first", async () => {
    vi.stubGlobal('fetch', hanging());
    const caller = new AbortController();
    const result = apiRequest('GET', '/api/initial_payload', undefined, { signal: caller.signal }).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(10);
    caller.abort();
    expect(await result).toMatchObject({ name: 'AbortError' });
    expect(await result).not.toBeInstanceOf(ApiError);
  });
});
