import Fastify, { LogController } from 'fastify';
import { connect, type AddressInfo } from 'node:net';
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

describe('installLoadShedding: a body still arriving', () => {
  it('counts a write only once its body has come: bodies trickled a byte at a time do not shed the writes of others', async () => {
    const { app, release, waiting } = appWithHeldWrites();
    close = () => app.close();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const trickling = [1, 2, 3].map(() => {
      const socket = connect(port, '127.0.0.1', () => socket.write('POST /api/held HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{'));
      socket.on('error', () => undefined);
      return socket;
    });
    await new Promise((r) => setTimeout(r, 100));
    const held = [app.inject({ method: 'POST', url: '/api/held', payload: {} }), app.inject({ method: 'POST', url: '/api/held', payload: {} })];
    while (waiting.length < 2) await new Promise((r) => setImmediate(r));
    // Two whole writes in flight, the bound: the next is shed, the trickled ones never counted.
    expect((await app.inject({ method: 'POST', url: '/api/held', payload: {} })).statusCode).toBe(503);
    release();
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([200, 200]);
    for (const socket of trickling) socket.destroy();
  });
});

describe('installLoadShedding: the answer and the log of a shed write', () => {
  it("answers the API's error body as JSON, with Retry-After, and logs a spike's sheds in one line with why, not one a write", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => { lines.push(JSON.parse(line) as Record<string, unknown>); } } }, logController: new LogController({ disableRequestLogging: true }) });
    close = () => app.close();
    installLoadShedding(app, settings, (req) => req.routeOptions.url ?? req.url, () => ({ eventLoopDelayMs: 900, heapUsedBytes: 0 }));
    app.post('/api/lead', async () => ({ ok: true }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'POST', url: '/api/lead', payload: { name: 'Ana' } })));
    for (const shed of answers) {
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('3');
      expect(shed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(shed.json()).toEqual({
        statusCode: 503, code: 'SERVER_BUSY', error: 'Service Unavailable',
        message: 'Many people are signing up right now; nothing was saved yet, and your browser will send it again in a few seconds',
      });
    }
    const shedLines = () => lines.filter((l) => String(l.msg).includes('shed'));
    expect(shedLines().map((l) => [l.msg, l.overload])).toEqual([['write shed: server busy', 'eventLoopDelay']]);
    // Closing the app logs what its open window counted.
    await app.close();
    close = null;
    expect(shedLines().map((l) => [l.msg, l.shed ?? null, l.overloads ?? null])).toEqual([['write shed: server busy', null, null], ['more writes shed: server busy', 19, { eventLoopDelay: 19 }]]);
    // No personal data in the log: nothing of the body or the request.
    expect(JSON.stringify(shedLines())).not.toContain('Ana');
  });
});
