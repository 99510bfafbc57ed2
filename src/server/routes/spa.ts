/** Serves the built SPA under /signup/: hashed assets cached for a year, every other /signup path gets index.html. */
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NotFoundError } from '../errors.ts';
import { exchangeStudioToken, studioServed, type StudioSettings } from '../studioAccess.ts';
import { withInlineStyles, withSameOriginFraming } from '../csp.ts';

const STUDIO = /^\/signup\/_studio(\/|$)/;
const STUDIO_PREVIEW = '/signup/_studio/preview';
const STUDIO_REPLAY = /^\/signup\/_studio\/sessions\/[^/]+\/?$/;

export async function spaRoutes(app: FastifyInstance, { distDir, studio }: { distDir: string | null; studio: StudioSettings }): Promise<void> {
  const indexPath = distDir ? join(distDir, 'index.html') : null;
  const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;

  if (distDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/signup/',
      index: 'index.html',
      wildcard: true,
      setHeaders: (res, path) => {
        res.header('cache-control', /\/(js|css|img)\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.get('/', async (req, reply) => {
    const q = req.url.indexOf('?');
    return reply.redirect(`/signup/${q >= 0 ? req.url.slice(q) : ''}`, 302);
  });

  // Unknown paths count against the rate limit too (app.rateLimit exists once @fastify/rate-limit is registered).
  app.setNotFoundHandler({ preHandler: app.rateLimit ? app.rateLimit() : undefined }, async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && (path === '/signup' || path.startsWith('/signup/')) && !/\/(js|css|img)\//.test(path);
    if (isPage && STUDIO.test(path)) {
      // Operations' studio and the active-flows list: never in production, and with STUDIO_TOKEN when one is set.
      if (exchangeStudioToken(studio, req, reply)) return reply;
      if (!studioServed(studio, req)) throw new NotFoundError(`${req.method} ${path}`);
      if (path === STUDIO_PREVIEW) {
        // The preview renders inside the studio's own page, so this one page may be framed by the same origin.
        reply.header('content-security-policy', withSameOriginFraming(String(reply.getHeader('content-security-policy') ?? ''))).header('x-frame-options', 'SAMEORIGIN');
      }
      if (STUDIO_REPLAY.test(path)) {
        // rrweb's Replayer rebuilds the recorded page in an about:blank frame, which inherits this page's policy, as
        // <style> elements and style attributes: this one studio page (never served in production) allows inline
        // styles. Scripts stay 'self' only, and the replay frame is sandboxed without scripts.
        reply.header('content-security-policy', withInlineStyles(String(reply.getHeader('content-security-policy') ?? '')));
      }
    }
    if (isPage && indexHtml) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    throw new NotFoundError(`${req.method} ${path}`);
  });
}
