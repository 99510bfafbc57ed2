/**
 * The real server on a fresh, migrated and seeded PGlite database of its own, serving the production build. The build
 * is copied once at the start: a build run beside the suite (another window, another engineer in the same checkout)
 * replaces the hashed files a page is still loading. The database is migrated and seeded once per run and each server
 * loads a copy (tests/support/databaseTemplates.ts): migrating and seeding cost 2-3 s a server, a copy a fraction.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { closeServer } from '../../src/server/closeServer.ts';
import { suiteDatabaseTemplates, openPgliteCopy, type DatabaseTemplates } from '../support/databaseTemplates.ts';

export interface SuiteServer {
  url: string;
  app: FastifyInstance;
  stop(): Promise<void>;
}

/** What every server of a run starts from: a copy of the production build and the migrated, seeded database. */
export interface SuiteStart {
  distDir: string;
  /** Made while the engines start. */
  templates: Promise<DatabaseTemplates>;
  /**
   * The advisors' availability the servers ask: always online, so that every walk of a flow with live chat meets its
   * button (which must lie over none of the page's controls) whatever the time of day the suite runs at.
   */
  chatAvailabilityUrl: Promise<string>;
}

/**
 * Copies the production build (npm run build, or the one at DIST_DIR) and makes the database snapshot for this run;
 * `remove` deletes both.
 */
export function prepareSuite(): SuiteStart & { remove: () => Promise<void> } {
  const built = resolve(process.env.DIST_DIR ?? 'dist');
  if (!existsSync(join(built, 'index.html'))) throw new Error(`no production build in ${built}: run npm run build first`);
  const dir = mkdtempSync(join(tmpdir(), 'browsers-dist-'));
  cpSync(built, dir, { recursive: true });
  const made = suiteDatabaseTemplates(null);
  // Told by the first server that needs it, or by remove; a failure here would otherwise go unhandled meanwhile.
  made.catch(() => undefined);
  const advisors = createHttpServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('online'));
  const chatAvailabilityUrl = new Promise<string>((resolveUrl) => advisors.listen(0, '127.0.0.1', () => resolveUrl(`http://127.0.0.1:${(advisors.address() as AddressInfo).port}/availability`)));
  return {
    distDir: dir,
    templates: made.then((m) => m.templates),
    chatAvailabilityUrl,
    remove: async () => {
      rmSync(dir, { recursive: true, force: true });
      await new Promise((closed) => advisors.close(closed));
      await (await made.catch(() => null))?.remove();
    },
  };
}

/** The server starting now, if any: the next waits for it. */
let starting: Promise<unknown> = Promise.resolve();

/**
 * A server of its own for an engine. Servers start one at a time: the engines' servers share this process, and three
 * PGlite databases migrated and seeded at once held its event loop so long, on a loaded machine (load average 15),
 * that Fastify gave up on a plugin ("Plugin did not start in time: 'spaRoutes'") and an engine's walks never ran.
 */
export function startSuiteServer(start: SuiteStart): Promise<SuiteServer> {
  const server = starting.then(() => startServer(start));
  starting = server.catch(() => undefined);
  return server;
}

async function startServer({ distDir, templates, chatAvailabilityUrl }: SuiteStart): Promise<SuiteServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'browsers-data-'));
  const db = await openPgliteCopy((await templates).pgliteSnapshot, dataDir);
  const config = loadConfig({});
  const app = await buildApp({
    ...config,
    integrations: { ...config.integrations, chatAvailabilityUrl: await chatAvailabilityUrl },
    distDir,
    port: 0, host: '127.0.0.1', logLevel: 'warn', databaseUrl: null, dataDir, databaseSchema: null,
    // Every engine's pages call from 127.0.0.1: the limits themselves are tested in tests/api.
    rateLimitPerMinute: 10_000,
    bookingsPerClientPerHour: 10_000,
    uploadBytesPerMinute: 1024 * 1024 * 1024,
  }, { db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://localhost:${port}`,
    app,
    async stop() {
      await closeServer(app, 1_000);
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
