/**
 * Serves the built SPA under /signup/: hashed assets cached for a year, every other /signup path gets index.html,
 * revalidated at every visit. Each file goes out as the build's Brotli or gzip copy when the client accepts one.
 */
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { NotFoundError } from '../errors.ts';
import { exchangeStudioToken, studioServed, type StudioSettings } from '../studioAccess.ts';
import { withInlineStyles, withSameOriginFraming } from '../csp.ts';
import type { Campaign } from '../../engine/campaign.ts';
import { hashedFiles, pagePreloads, readManifest } from '../services/preloadHints.ts';
import { isSpaPage, STUDIO } from './spaRequests.ts';
import { localeOfPath, LOCALES, pageFileOf } from '../../core/locale.ts';

const STUDIO_PREVIEW = '/signup/_studio/preview';
const STUDIO_REPLAY = /^\/signup\/_studio\/sessions\/[^/]+\/?$/;
/** Scripts and styles are always named after their content (vite.config.ts); other files when the manifest says so. */
const HASHED_DIR = /^(js|css)\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function spaRoutes(app: FastifyInstance, { distDir, studio, campaigns }: { distDir: string | null; studio: StudioSettings; campaigns: ReadonlyMap<string, Campaign> }): Promise<void> {
  const hasIndex = distDir !== null && existsSync(join(distDir, 'index.html'));

  // A page in another language is that language's copy of index.html (scripts/localizedIndex.ts), when the build made one.
  const localized = new Set(distDir && hasIndex ? LOCALES.filter((locale) => existsSync(join(distDir, pageFileOf(locale)))) : []);
  const pageFile = (path: string): string => {
    const locale = localeOfPath(path);
    return localized.has(locale) ? pageFileOf(locale) : 'index.html';
  };
  let preloads: (path: string, search: string) => string | null = () => null;
  if (distDir && hasIndex) {
    const manifest = readManifest(distDir);
    const hashed = manifest ? hashedFiles(manifest) : new Set<string>();
    if (manifest) preloads = pagePreloads(manifest, await readFile(join(distDir, 'index.html'), 'utf8'), campaigns);
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/signup/',
      // Pages, folders (the root one included) among them, are answered by the not-found handler below.
      index: false,
      allowedPath: (path) => !path.endsWith('/'),
      // One route per built file, listed at start (the build is done by then): a request is matched exactly, where the
      // wildcard route read the folders on every request to check the path's spelling (two readdirs per script).
      wildcard: false,
      // The stamp and the manifest are the server's, not the visitor's.
      dotfiles: 'ignore',
      // file.js.br or file.js.gz when the client accepts it, with Vary: Accept-Encoding on every answer.
      preCompressed: true,
      setHeaders: (res, path) => {
        const file = relative(distDir, path).replace(/\.(br|gz)$/, '');
        res.header('cache-control', HASHED_DIR.test(file) || hashed.has(file) ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.get('/', async (req, reply) => {
    const q = req.url.indexOf('?');
    return reply.redirect(`/signup/${q >= 0 ? req.url.slice(q) : ''}`, 302);
  });

  // Unknown paths and missing files count against the rate limit too, pages not (app.ts lets spaReadOnly requests
  // through); app.rateLimit exists once @fastify/rate-limit is registered.
  app.setNotFoundHandler({ preHandler: app.rateLimit ? app.rateLimit() : undefined }, async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const isPage = isSpaPage(req.method, path);
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
    if (isPage && hasIndex) {
      const preload = preloads(path, req.url.slice(path.length));
      if (preload) reply.header('link', preload);
      return reply.sendFile(pageFile(path));
    }
    throw new NotFoundError(`${req.method} ${path}`);
  });
}
