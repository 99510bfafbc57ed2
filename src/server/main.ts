/** `npm start`: build the SPA when missing or stale, migrate, seed demo data, serve SPA and API on PORT. */
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { ensureBuild } from './ensureBuild.ts';
import { InvalidCampaignsError } from '../engine/node/campaignFiles.ts';
import { takeLock } from './db/dataDirLock.ts';
import { mkdirSync } from 'node:fs';

const config = loadConfig();
try {
  if (config.distDir) await ensureBuild(config.distDir);
  let release: () => void = () => {};
  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true });
    release = takeLock(config.dataDir);
  }
  const app = await buildApp(config);
  app.addHook('onClose', async () => release());
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`Serving http://localhost:${config.port}/signup/s6/home on ${where}`);
  const stop = async () => { await app.close(); process.exit(0); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (err) {
  if (err instanceof InvalidCampaignsError) {
    console.error('Refusing to start: campaigns are invalid.');
    for (const line of err.lines) console.error(line);
  } else console.error(err);
  process.exit(1);
}
