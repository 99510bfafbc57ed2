/**
 * Who gets the campaign studio, the active-flows list and the session replays: never a production hostname
 * (spec §2), and only on a server that serves them at all. The hostname comes from the request's Host header,
 * which any client can set, so a production server also turns the studio off (`STUDIO_ENABLED`, off by default
 * under NODE_ENV=production): replays show which boxes a visitor ticked, conditions included.
 */
import type { FastifyRequest } from 'fastify';
import { environmentFromHostname } from '../core/site.ts';
import { NotFoundError } from './errors.ts';

export function studioServed(studioEnabled: boolean, hostname: string): boolean {
  return studioEnabled && environmentFromHostname(hostname) !== 'production';
}

/** An onRequest hook: 404 before anything else (validation included), so a refused caller learns nothing more. */
export function studioOnly(studioEnabled: boolean) {
  return async (req: FastifyRequest): Promise<void> => {
    if (!studioServed(studioEnabled, req.hostname)) throw new NotFoundError(`${req.method} ${req.url.split('?')[0]}`);
  };
}
