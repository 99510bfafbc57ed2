/**
 * The real server on a fresh, migrated and seeded PGlite database of its own, serving the production build. The build
 * is copied once at the start: a build run beside the suite (another window, another engineer in the same checkout)
 * replaces the hashed files a page is still loading.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { closeServer } from '../../src/server/closeServer.ts';

export interface SuiteServer {
  url: string;
  app: FastifyInstance;
  stop(): Promise<void>;
}

/** A copy of the production build (npm run build, or the one at DIST_DIR) for this run; `remove` deletes it. */
export function copyBuild(): { distDir: string; remove: () => void } {
  const built = resolve(process.env.DIST_DIR ?? 'dist');
  if (!existsSync(join(built, 'index.html'))) throw new Error(`no production build in ${built}: run npm run build first`);
  const dir = mkdtempSync(join(tmpdir(), 'browsers-dist-'));
  cpSync(built, dir, { recursive: true });
  return { distDir: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The server starting now, if any: the next waits for it. */
let starting: Promise<unknown> = Promise.resolve();

/**
 * A server of its own for an engine. Servers start one at a time: the engines' servers share this process, and three
 * PGlite databases migrated and seeded at once held its event loop so long, on a loaded machine (load average 15),
 * that Fastify gave up on a plugin ("Plugin did not start in time: 'spaRoutes'") and an engine's walks never ran.
 */
export function startSuiteServer(distDir: string): Promise<SuiteServer> {
  const server = starting.then(() => startServer(distDir));
  starting = server.catch(() => undefined);
  return server;
}

async function startServer(distDir: string): Promise<SuiteServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'browsers-data-'));
  const app = await buildApp({
    ...loadConfig({}),
    distDir,
    port: 0, host: '127.0.0.1', logLevel: 'warn', databaseUrl: null, dataDir, databaseSchema: null,
    // Every engine's pages call from 127.0.0.1: the limits themselves are tested in tests/api.
    rateLimitPerMinute: 10_000,
    uploadBytesPerMinute: 1024 * 1024 * 1024,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://localhost:${port}`,
    app,
    async stop() {
      await closeServer(app, 1_000);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
