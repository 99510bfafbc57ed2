/**
 * The server: migrate, seed demo data, serve SPA and API on PORT: one process on the embedded PGlite, one worker
 * per core (WEB_CONCURRENCY) on PostgreSQL. `npm start` runs its compiled copy (scripts/start.js) once the build is
 * up to date; `npm run dev` runs it from source.
 */
import cluster from 'node:cluster';
import { loadConfig } from './config.ts';
import { assertValidCampaigns } from '../engine/node/campaignFiles.ts';
import { serve } from './serve.ts';
import { startFailureLines } from './startFailure.ts';
import { runPrimary, workerCount } from './workers.ts';

try {
  const config = loadConfig();
  if (cluster.isWorker) {
    await serve(config, { seed: false });
  } else {
    const count = workerCount(process.env, config);
    if (count > 1) {
      // Each worker checks them too, but a worker that refuses would be restarted again and again.
      assertValidCampaigns();
      await runPrimary(config, count);
    } else {
      await serve(config, { seed: true });
      const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL), one process' : `embedded PGlite in ${config.dataDir} (one process: PGlite serves a single process)`;
      console.log(`Serving http://localhost:${config.port}/signup/s6/home on ${where}`);
    }
  }
} catch (err) {
  const lines = startFailureLines(err);
  if (lines) for (const line of lines) console.error(line);
  else console.error(err);
  process.exitCode = 1;
}
