import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';

const IDLE_SWEEP_MS = 100;

/**
 * Ends, when the app starts closing, the connections that never carried a request. Browsers open such
 * speculative connections; Node does not count them as idle, so they would hold a close until its 60 s
 * headers timeout. A request sent on one after closing has begun would be refused anyway.
 */
export function endUnusedConnectionsOnClose(app: FastifyInstance): void {
  const unused = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (req: { socket: Socket }) => unused.delete(req.socket));
  app.addHook('preClose', async () => {
    for (const socket of unused) socket.destroy();
  });
}

/**
 * Closes the server and its database, giving requests in flight `graceMs` to finish. Node closes idle
 * keep-alive connections only once, when closing starts, so connections whose request ends later are swept
 * while waiting; at the deadline every connection is ended.
 */
export async function closeServer(app: FastifyInstance, graceMs: number): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const deadline = setTimeout(() => app.server.closeAllConnections(), graceMs);
  sweep.unref();
  deadline.unref();
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}
