import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { connect, type Socket } from 'node:net';
import { closeServer, endUnusedConnectionsOnClose } from './closeServer.ts';

async function listening() {
  const app = Fastify();
  endUnusedConnectionsOnClose(app);
  let slowAsked!: () => void;
  const slowArrived = new Promise<void>((resolve) => { slowAsked = resolve; });
  app.get('/slow', async () => { slowAsked(); await new Promise((r) => setTimeout(r, 150)); return { done: true }; });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0, slowArrived };
}

function openSilentSocket(port: number): Promise<Socket> {
  return new Promise((resolve) => { const s = connect(port, '127.0.0.1', () => resolve(s)); });
}

describe('closeServer', () => {
  it('ends a connection that never sent a request, as a browser preconnect does, instead of waiting for it', async () => {
    const { app, port } = await listening();
    const socket = await openSilentSocket(port);
    const socketClosed = new Promise<boolean>((resolve) => socket.on('close', () => resolve(true)));
    await closeServer(app, 20_000);
    expect(await socketClosed).toBe(true);
    expect(app.server.listening).toBe(false);
  });

  it('lets a request in flight finish within the grace period', async () => {
    const { app, port, slowArrived } = await listening();
    const response = fetch(`http://127.0.0.1:${port}/slow`).then((r) => r.json());
    // Closed once the request is in its handler, however long a busy machine takes to send it.
    await slowArrived;
    await closeServer(app, 20_000);
    expect(await response).toEqual({ done: true });
  });
});
