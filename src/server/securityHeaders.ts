/**
 * Headers helmet does not set for us: Permissions-Policy (no camera, microphone, location, payment or USB for any
 * page) and Strict-Transport-Security when the request came over TLS, directly or through a trusted proxy (a
 * plain-HTTP development server must not pin browsers to HTTPS).
 */
import type { FastifyInstance } from 'fastify';

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
