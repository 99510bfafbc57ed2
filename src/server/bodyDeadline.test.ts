import Fastify from 'fastify';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { installBodyDeadline } from './bodyDeadline.ts';

let close: (() => Promise<void>) | null = null;
afterEach(async () => { await close?.(); close = null; });

async function listening(deadlineMs: number, handlerMs = 0) {
  const app = Fastify();
  installBodyDeadline(app, deadlineMs);
  app.post('/api/save', async (req) => { await new Promise((r) => setTimeout(r, handlerMs)); return { got: req.body }; });
  await app.listen({ port: 0, host: '127.0.0.1' });
  close = () => app.close();
  return (app.server.address() as AddressInfo).port;
}

/** Sends the request's head, then its body a piece at a time; resolves with what came back and when the socket closed. */
function trickle(port: number, body: string, everyMs: number, connection = 'close'): Promise<{ answer: string; sent: number }> {
  return new Promise((resolve) => {
    let answer = '';
    let i = 0;
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`POST /api/save HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: ${connection}\r\n\r\n`);
      const next = setInterval(() => {
        if (socket.destroyed || i >= body.length) { clearInterval(next); return; }
        socket.write(body[i++] as string);
      }, everyMs);
    });
    socket.on('data', (chunk) => { answer += chunk.toString(); });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, sent: i }));
  });
}

describe('installBodyDeadline', () => {
  it('closes the socket of a body still arriving at the deadline, answering nothing', async () => {
    const port = await listening(300);
    const body = JSON.stringify({ name: 'a'.repeat(60) });
    const { answer, sent } = await trickle(port, body, 50);
    // Closed by the server while the body was still on its way, with no answer.
    expect(answer).toBe('');
    expect(sent).toBeLessThan(body.length);
  });

  it('answers a body that arrives in time, slowly or at once, and a handler that takes longer than the deadline', async () => {
    // A wide margin (the body takes some 140 ms): a busy machine's timers, late, once closed it at a 400 ms deadline.
    const port = await listening(2000, 2500);
    const slow = await trickle(port, '{"n":1}', 20);
    expect(slow.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(slow.answer).toContain('{"got":{"n":1}}');
  });
});

describe('installBodyDeadline after an early answer', () => {
  it('closes at the deadline the socket of a body still arriving after the request was refused unread', async () => {
    const app = Fastify();
    installBodyDeadline(app, 300);
    // Refused before its body is read, as a request without its CSRF token is.
    app.addHook('onRequest', async (_req, reply) => reply.code(403).send({ code: 'CSRF' }));
    app.post('/api/save', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
    const port = (app.server.address() as AddressInfo).port;
    const body = JSON.stringify({ name: 'a'.repeat(200) });
    // A connection kept alive, as a browser's is: the server reads on to reach the next request.
    const { answer, sent } = await trickle(port, body, 20, 'keep-alive');
    expect(answer).toMatch(/^HTTP\/1\.1 403/);
    // Closed at the deadline, not once the whole body had trickled in (some 4 s).
    expect(sent).toBeLessThan(body.length);
  });
});

describe('installBodyDeadline with injected requests', () => {
  it('raises nothing when the deadline passes for a request injected and answered without its body read', async () => {
    const app = Fastify();
    installBodyDeadline(app, 50);
    app.get('/api/ping', async () => ({ ok: true }));
    const errors: unknown[] = [];
    const onError = (e: unknown) => errors.push(e);
    process.on('uncaughtException', onError);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ping' });
      expect(res.json()).toEqual({ ok: true });
      await new Promise((r) => setTimeout(r, 120));
    } finally {
      process.off('uncaughtException', onError);
      await app.close();
    }
    expect(errors).toEqual([]);
  });
});
