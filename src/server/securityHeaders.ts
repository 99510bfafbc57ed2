/**
 * The security headers of every answer: helmet's (the content security policy, framing, sniffing, referrer and the
 * rest), Permissions-Policy (no camera, microphone, location, payment or USB for any page), and
 * Strict-Transport-Security when the request came over TLS, directly or through a trusted proxy (a plain-HTTP
 * development server must not pin browsers to HTTPS), and no-store on the answer to a write.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * helmet's headers for these options, worked out once. Its middleware builds the same headers from the options at
 * every call, and @fastify/helmet built the middleware again for every request: 7 % of a lead save's CPU.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()]; },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Sets helmet's headers (as `helmetHeaders` gives them) on every answer, before any hook or route can change one. */
export function addHelmetHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // The answer to a write holds what only its sender may read (a lead's update token, a screening's verdict): no
    // cache along the way keeps it.
    if (req.method !== 'GET' && req.method !== 'HEAD' && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
