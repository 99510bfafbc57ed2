/**
 * Load shedding (src/server/loadShedding.ts): under pressure an API write answers 503 SERVER_BUSY with Retry-After at
 * once, reads and health stay served, and once the pressure ends the same write is taken. The pressure is reported by
 * a dial (BuildOptions.pressure), then made for real by keeping the event loop busy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/server/config.ts';
import type { Pressure } from '../../src/server/loadShedding.ts';
import { releaseDatabase, eachDatabase, pgliteApp, targets, testConfig, type Harness } from './harness.ts';

const CALM: Pressure = { eventLoopDelayMs: 2, heapUsedBytes: 50 * 1024 * 1024 };
const LAGGING: Pressure = { eventLoopDelayMs: 900, heapUsedBytes: 50 * 1024 * 1024 };
const dial = { pressure: CALM };

const lead = (phone: string) => ({ firstName: 'Ana', lastName: 'Busy', phone1: phone, postalCode: '10001', country: 'US', dateOfBirth: '1980-01-01', indications: [101], age: 45 });

async function leadsWithPhone(h: Harness, phone: string): Promise<number> {
  const { rows } = await h.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM leads WHERE phone = $1", [`+1${phone}`]);
  return rows[0]?.n ?? 0;
}

eachDatabase('load shedding under reported pressure', (h) => {
  it('refuses an API write with 503 SERVER_BUSY and Retry-After, stores nothing, and serves reads and health', async () => {
    await h.csrf();
    dial.pressure = LAGGING;
    try {
      const res = await h.post('/api/leads', lead('2125550161'), { 'idempotency-key': 'shed-key-0001' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('4');
      // Answered from the shedding hook, still with the headers every answer carries.
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['permissions-policy']).toBeTruthy();
      expect(res.json()).toEqual({
        statusCode: 503, code: 'SERVER_BUSY', error: 'Service Unavailable',
        message: 'Many people are signing up right now; nothing was saved yet, and your browser will send it again in a few seconds',
      });
      expect((await h.put('/api/leads/00000000-0000-0000-0000-000000000000', lead('2125550161'))).statusCode).toBe(503);
      expect((await h.post('/api/sr/new', {})).statusCode).toBe(503);
      expect(await leadsWithPhone(h, '2125550161')).toBe(0);

      const health = await h.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json().status).toBe('ok');
      expect((await h.app.inject({ method: 'GET', url: '/api/csrf' })).statusCode).toBe(200);
      expect((await h.app.inject({ method: 'GET', url: '/api/indication_categories' })).statusCode).toBe(200);
    } finally {
      dial.pressure = CALM;
    }
  });

  it('takes the same write (same Idempotency-Key) once the pressure ends, and stores it once', async () => {
    dial.pressure = LAGGING;
    const shed = await h.post('/api/leads', lead('2125550162'), { 'idempotency-key': 'shed-key-0002' });
    dial.pressure = CALM;
    expect(shed.statusCode).toBe(503);
    const taken = await h.post('/api/leads', lead('2125550162'), { 'idempotency-key': 'shed-key-0002' });
    expect(taken.statusCode).toBe(200);
    const again = await h.post('/api/leads', lead('2125550162'), { 'idempotency-key': 'shed-key-0002' });
    expect(again.json().id).toBe(taken.json().id);
    expect(await leadsWithPhone(h, '2125550162')).toBe(1);
  });

  it('sheds for a heap past its limit too', async () => {
    dial.pressure = { eventLoopDelayMs: 0, heapUsedBytes: 10 * 1024 * 1024 * 1024 };
    try {
      expect((await h.post('/api/postal/verify', { postalCode: '10001', country: 'USA' })).statusCode).toBe(503);
    } finally {
      dial.pressure = CALM;
    }
    expect((await h.post('/api/postal/verify', { postalCode: '10001', country: 'USA' })).statusCode).toBe(200);
  });
}, { loadShedding: { ...loadConfig({}).loadShedding, retryAfterSeconds: 4, maxHeapUsedBytes: 1024 * 1024 * 1024 } }, { pressure: () => dial.pressure });

/** Keeps the event loop busy in slices of `sliceMs` (every timer waits that long) until stopped. */
function busyLoop(sliceMs: number): () => void {
  let running = true;
  const slice = () => {
    if (!running) return;
    const end = performance.now() + sliceMs;
    while (performance.now() < end) { /* the work a burst would bring */ }
    setTimeout(slice, 0);
  };
  slice();
  return () => { running = false; };
}

const target = targets()[0];
describe('load shedding under a real event-loop lag [pglite]', () => {
  let app: FastifyInstance;
  // Every interval counts, however little CPU the shared test machine gives this process: the lag itself is what is tested.
  const config = testConfig(target!, { loadShedding: { ...loadConfig({}).loadShedding, maxEventLoopDelayMs: 100, sampleIntervalMs: 50, busyCpuShare: 0 } });
  let csrf: { cookie: string; 'x-csrf-token': string };
  beforeAll(async () => {
    app = await pgliteApp({ loadShedding: config.loadShedding });
    const res = await app.inject({ method: 'GET', url: '/api/csrf' });
    csrf = { cookie: String(res.headers['set-cookie']).split(';')[0] as string, 'x-csrf-token': res.json().token };
  });
  afterAll(async () => {
    await app.close();
    await releaseDatabase(config);
  });

  const verify = () => app.inject({ method: 'POST', url: '/api/postal/verify', payload: { postalCode: '10001', country: 'USA' }, headers: csrf });

  it('sheds writes while the loop lags and takes them again when it recovers; health is served throughout', async () => {
    const stop = busyLoop(300);
    try {
      await expect.poll(async () => (await verify()).statusCode, { timeout: 10_000, interval: 20 }).toBe(503);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      stop();
    }
    await expect.poll(async () => (await verify()).statusCode, { timeout: 10_000, interval: 100 }).toBe(200);
  });
});
