/** `npm start`: build the SPA when missing or stale, migrate, seed demo data, serve SPA and API on PORT. */
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { ensureBuild } from './ensureBuild.ts';
import { InvalidCampaignsError } from '../engine/node/campaignFiles.ts';
import { takeLock } from './db/dataDirLock.ts';
import { mkdirSync } from 'node:fs';
import { closeServer } from './closeServer.ts';

/** How long requests in flight get to finish after SIGTERM or SIGINT. */
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
let app: Awaited<ReturnType<typeof buildApp>> | null = null;
try {
  if (config.distDir) await ensureBuild(config.distDir);
  let release: () => void = () => {};
  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true });
    release = takeLock(config.dataDir);
  }
  const server = await buildApp(config);
  app = server;
  server.addHook('onClose', async () => release());
  await server.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`Serving http://localhost:${config.port}/signup/s6/home on ${where}`);
  // Closing the server and the database leaves nothing running, so the process ends by itself.
  const stop = async () => { await closeServer(server, SHUTDOWN_GRACE_MS); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (err) {
  if (err instanceof InvalidCampaignsError) {
    console.error('Refusing to start: campaigns are invalid.');
    for (const line of err.lines) console.error(line);
  } else console.error(err);
  process.exitCode = 1;
  await app?.close().catch(() => undefined);
}
