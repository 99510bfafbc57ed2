/**
 * On PostgreSQL `npm start` runs one worker process per core behind node:cluster; this primary prepares the
 * database once, starts the workers, starts a new one when one ends unexpectedly, and passes SIGTERM/SIGINT
 * on so each worker finishes its requests in flight before the whole server exits.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { ConfigError, type ServerConfig } from './config.ts';
import { openDatabase, consoleDatabaseLog } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoData } from './db/seedAll.ts';
import { SHUTDOWN_GRACE_MS } from './serve.ts';

/** A worker that ends sooner than this after its start counts as crash-looping, and its restart waits longer. */
const STABLE_AFTER_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

/** WEB_CONCURRENCY, else one per core; PGlite is one process whatever is asked. */
export function workerCount(env: NodeJS.ProcessEnv, config: Pick<ServerConfig, 'databaseUrl'>, cores = availableParallelism()): number {
  if (!config.databaseUrl) return 1;
  const asked = env.WEB_CONCURRENCY?.trim();
  if (!asked) return Math.max(1, cores);
  const n = Number(asked);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`WEB_CONCURRENCY must be a whole number of processes, 1 or more, got '${env.WEB_CONCURRENCY}'`);
  return n;
}

/** Delay before restarting a worker that lived `livedMs`, after `quickCrashes` quick ends in a row. */
export function restartDelayMs(livedMs: number, quickCrashes: number): number {
  if (livedMs >= STABLE_AFTER_MS) return 0;
  return Math.min(500 * 2 ** quickCrashes, MAX_RESTART_DELAY_MS);
}

/** Migrates and seeds once, so workers starting together neither race nor repeat it. */
async function prepareDatabase(config: ServerConfig): Promise<void> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema, log: consoleDatabaseLog, startWaitMs: config.databaseStartWaitMs });
  try {
    await migrate(db);
    await seedDemoData(db);
  } finally {
    await db.close();
  }
}

export async function runPrimary(config: ServerConfig, count: number): Promise<void> {
  await prepareDatabase(config);
  let stopping = false;
  let quickCrashes = 0;
  let announced = false;
  const listening = new Set<Worker>();
  const startedAt = new Map<Worker, number>();

  const start = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.on('listening', () => {
      listening.add(worker);
      if (announced || listening.size < count) return;
      announced = true;
      console.log(`Serving http://localhost:${config.port}/signup/s6/home on PostgreSQL (DATABASE_URL) with ${count} worker processes`);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    listening.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) console.log('All workers stopped.');
      return;
    }
    quickCrashes = lived < STABLE_AFTER_MS ? quickCrashes + 1 : 0;
    const delay = restartDelayMs(lived, quickCrashes - 1);
    console.warn(`Worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting a new one${delay ? ` in ${delay / 1000} s` : ''}.`);
    setTimeout(() => { if (!stopping) start(); }, delay);
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    // A worker stuck past its own grace period is ended, so a stop always finishes.
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    }, SHUTDOWN_GRACE_MS + 5_000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  for (let i = 0; i < count; i += 1) start();
}
