/**
 * The whole request must arrive within a deadline of its start. Node's own requestTimeout (SERVER_LIMITS) let a body
 * trickled a byte every few seconds live 80-90 s against its 30 s: a few clients could hold a server's sockets and
 * parsers for that long, again and again. A request still arriving at the deadline has its socket closed.
 */
import type { FastifyInstance } from 'fastify';

export function installBodyDeadline(app: FastifyInstance, ms: number): void {
  app.addHook('onRequest', (req, reply, done) => {
    const raw = req.raw;
    if (raw.complete) return done();
    const timer = setTimeout(() => {
      // An injected request (tests, warm-up) has a stand-in socket that cannot be closed and never trickles.
      const socket = raw.socket as { destroy?: unknown } | undefined;
      if (!raw.complete && typeof socket?.destroy === 'function') raw.socket.destroy();
    }, ms);
    // A deadline never keeps a closing process alive.
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    // An answer given before the body arrived (a refused token, a body too large) does not end the deadline: the
    // socket stays open for the rest of the body, which the cheapest request to send could trickle for 80 s.
    done();
  });
}
