/**
 * What one client can make the server read: each route's body limit (413 past it, unread), a byte budget per client
 * address and minute for uploads (recordings and browser error reports share it; 429 RATE_LIMITED with Retry-After
 * once spent, while other clients are served), and the server's socket timeouts.
 */
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { CLIENT_ERROR_BODY_LIMIT, DEFAULT_BODY_LIMIT, RECORDING_BODY_LIMIT } from '../../src/server/bodyLimits.ts';
import { eachDatabase, type Harness } from './harness.ts';

const BUDGET = 1536 * 1024;

function recordingBatch(sessionId: string, orderId: number, cssBytes: number) {
  return {
    startTimestamp: 1_767_000_000_000,
    recordings: [{ type: 2, timestamp: 1_767_000_000_020 + orderId, data: { node: { type: 0, childNodes: [], id: 1 }, css: 'a'.repeat(cssBytes) } }],
    routerLogs: [], actionLogs: [], mutationLogs: [], hostName: 'localhost', orderId, sessionId, leadLpParamId: null, indicationId: null,
    metadata: { languages: ['en-US'], queryParams: {}, userAgent: 'Mozilla/5.0 test', flow: 's6' },
  };
}

const report = (message = 'TypeError: x is undefined') => ({
  severity: 'error', message,
  context: { campaign: 's6', flow: 'signup', page: '/signup/s6/dob', pageHistory: ['home'], query: {}, leadLpParamId: null, locale: 'en' },
});

/** A client: its own CSRF cookie, calling from its own address. */
async function client(h: Harness, remoteAddress: string, app = h.app) {
  const res = await app.inject({ method: 'GET', url: '/api/csrf', remoteAddress });
  const headers = { cookie: String(res.headers['set-cookie']).split(';')[0] as string, 'x-csrf-token': (res.json() as { token: string }).token };
  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object, remoteAddress, headers });
  const opened = await post('/api/sr/open', {});
  expect(opened.statusCode).toBe(200);
  let orderId = 0;
  return {
    post,
    /** Uploads a recording batch whose body is about `kib` KiB. */
    upload: (kib: number) => post('/api/sr/new', recordingBatch(opened.json().sessionId as string, orderId++, kib * 1024)),
  };
}

const paddedLead = (bytes: number) => ({ firstName: 'Ana', lastName: 'Diaz', phone1: '2125550123', postalCode: '10001', country: 'US', padding: 'p'.repeat(bytes) });

eachDatabase('upload limits', (h, target) => {
  it('refuses a body past its route\'s limit with 413, unread; a body within it reaches validation', async () => {
    const c = await client(h, '10.3.0.1');
    const over = await c.post('/api/leads', paddedLead(DEFAULT_BODY_LIMIT));
    expect(over.statusCode).toBe(413);
    expect(over.json().code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
    expect((await c.post('/api/leads', paddedLead(DEFAULT_BODY_LIMIT - 1024))).statusCode).toBe(400);
    expect((await c.post('/api/errors', report('x'.repeat(CLIENT_ERROR_BODY_LIMIT)))).statusCode).toBe(413);
    expect((await c.upload(RECORDING_BODY_LIMIT / 1024 + 1)).statusCode).toBe(413);
    expect((await c.upload(RECORDING_BODY_LIMIT / 1024 - 8)).statusCode).toBe(200);
  });

  it('answers 429 RATE_LIMITED with Retry-After once a client\'s upload bytes for the minute are spent, while another client is served', async () => {
    const spender = await client(h, '10.3.0.2');
    const other = await client(h, '10.3.0.3');
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await spender.upload(400)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const refused = await spender.upload(1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', error: 'Too Many Requests' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Error reports draw on the same budget; the client's other writes do not.
    expect((await spender.post('/api/errors', report())).statusCode).toBe(429);
    expect((await spender.post('/api/postal/verify', { postalCode: '10001', country: 'USA' })).statusCode).toBe(200);

    expect((await other.upload(400)).statusCode).toBe(200);
    expect((await other.post('/api/errors', report())).statusCode).toBe(200);
  });

  if (target.name === 'postgres') {
    it('shares the budget between API processes on one PostgreSQL', async () => {
      const second = await buildApp({ ...h.config }, {});
      try {
        // Ready before the first request: a server starting in the process is not overload for the other (load shedding).
        await second.ready();
        const first = await client(h, '10.3.0.4');
        const again = await client(h, '10.3.0.4', second);
        expect((await first.upload(400)).statusCode).toBe(200);
        expect((await first.upload(400)).statusCode).toBe(200);
        expect((await again.upload(400)).statusCode).toBe(200);
        expect((await again.upload(400)).statusCode).toBe(429);
        expect((await first.upload(1)).statusCode).toBe(429);
      } finally {
        await second.close();
      }
    });
  }

  it('bounds how long a socket may be held: the whole request within 30 s, idle keep-alive 72 s, silent sockets 75 s', () => {
    expect(h.app.initialConfig.bodyLimit).toBe(DEFAULT_BODY_LIMIT);
    expect(h.app.initialConfig.keepAliveTimeout).toBe(72_000);
    expect(h.app.initialConfig.connectionTimeout).toBe(75_000);
    expect(h.app.server.requestTimeout).toBe(30_000);
    expect(h.app.server.keepAliveTimeout).toBe(72_000);
  });
  // Load shedding off: these limits hold whatever the load, and this suite must not meet a shed write (tests/api/load-shedding.test.ts).
}, { uploadBytesPerMinute: BUDGET, errorReporting: { dsn: null, reportsPerMinute: 1000 }, loadShedding: { ...loadConfig({}).loadShedding, maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 } });
