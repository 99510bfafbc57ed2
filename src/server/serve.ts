/** One serving process: the app on its database, listening on PORT, stopped cleanly by SIGTERM or SIGINT. */
import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { buildApp } from './app.ts';
import { takeLock } from './db/dataDirLock.ts';
import { closeServer } from './closeServer.ts';
import { warmPostalDirectory } from './services/postalVerification.ts';

/**
 * How long after listening the postal directory is loaded (it blocks for about half a second) and the route schemas
 * no request has compiled yet are compiled, one per turn of the event loop.
 */
const WARM_AFTER_MS = 1_000;

/** How long requests in flight get to finish after SIGTERM or SIGINT. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Loads what the first visitor's postal check or search would otherwise wait for, and compiles the schemas left. */
export async function warmUp(app: FastifyInstance): Promise<void> {
  warmPostalDirectory();
  await app.deferredCompiles.compileAll();
}

export interface ServeOptions {
  /** Seed demo data into an empty database (the primary already did it for its workers). */
  seed: boolean;
}

export async function serve(config: ServerConfig, { seed }: ServeOptions): Promise<FastifyInstance> {
  let release: () => void = () => {};
  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    release = takeLock(config.dataDir);
  }
  let app: FastifyInstance | null = null;
  try {
    app = await buildApp(config, { seed });
    app.addHook('onClose', async () => release());
    await app.listen({ port: config.port, host: config.host });
    // Once the server answers, and before the first visitor is likely to type a postal code or search.
    const warming = app;
    setTimeout(() => void warmUp(warming), WARM_AFTER_MS).unref();
  } catch (err) {
    release();
    await app?.close().catch(() => undefined);
    throw err;
  }
  // Closing the server and the database leaves nothing running, so the process ends by itself.
  const running = app;
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // A worker's channel to the primary would keep it alive once everything else has closed.
    void closeServer(running, SHUTDOWN_GRACE_MS).finally(() => { if (cluster.isWorker) process.disconnect?.(); });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return running;
}
