import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installLoadShedding } from './loadSheddingHook.ts';

const calm = () => ({ eventLoopDelayMs: 0, heapUsedBytes: 0 });
const settings = { maxEventLoopDelayMs: 100, maxHeapUsedBytes: 0, maxWritesInFlight: 2, sampleIntervalMs: 500, retryAfterSeconds: 3 };

/** An app whose write waits until the test releases it, as a write waiting for a database connection does. */
function appWithHeldWrites() {
  const app = Fastify();
  const waiting: (() => void)[] = [];
  installLoadShedding(app, settings, (req) => req.routeOptions.url ?? req.url, calm);
  app.post('/api/held', () => new Promise<{ ok: true }>((resolve) => { waiting.push(() => resolve({ ok: true })); }));
  app.get('/api/held', async () => ({ ok: true }));
  const release = () => { for (const go of waiting.splice(0)) go(); };
  return { app, release, waiting };
}

let close: (() => Promise<void>) | null = null;
afterEach(async () => { await close?.(); close = null; });

describe('installLoadShedding: writes in flight', () => {
  it('sheds a write past the bound on a calm loop, serves reads meanwhile, and takes writes again once those in flight end', async () => {
    const { app, release, waiting } = appWithHeldWrites();
    close = () => app.close();
    const first = app.inject({ method: 'POST', url: '/api/held', payload: {} });
    const second = app.inject({ method: 'POST', url: '/api/held', payload: {} });
    while (waiting.length < 2) await new Promise((r) => setImmediate(r));

    const shed = await app.inject({ method: 'POST', url: '/api/held', payload: {} });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('3');
    expect((await app.inject({ method: 'GET', url: '/api/held' })).statusCode).toBe(200);

    release();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    const taken = app.inject({ method: 'POST', url: '/api/held', payload: {} });
    while (waiting.length < 1) await new Promise((r) => setImmediate(r));
    release();
    expect((await taken).statusCode).toBe(200);
  });

  it('counts a shed write as no write in flight', async () => {
    const { app, release, waiting } = appWithHeldWrites();
    close = () => app.close();
    const held = [app.inject({ method: 'POST', url: '/api/held', payload: {} }), app.inject({ method: 'POST', url: '/api/held', payload: {} })];
    while (waiting.length < 2) await new Promise((r) => setImmediate(r));
    for (let i = 0; i < 5; i++) expect((await app.inject({ method: 'POST', url: '/api/held', payload: {} })).statusCode).toBe(503);
    release();
    await Promise.all(held);
    const next = [app.inject({ method: 'POST', url: '/api/held', payload: {} }), app.inject({ method: 'POST', url: '/api/held', payload: {} })];
    while (waiting.length < 2) await new Promise((r) => setImmediate(r));
    release();
    expect((await Promise.all(next)).map((r) => r.statusCode)).toEqual([200, 200]);
  });
});
