/**
 * `npm run retention:run`: runs the retention job once (docs/operations.md "Retention") on DATABASE_URL or the embedded database
 * under DATA_DIR (which has one owner at a time, so it refuses while the server runs) and prints the rows removed per
 * table as one JSON line. The RETENTION_<NAME>_DAYS variables apply as they do for the server.
 */
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { runRetention } from '../src/server/services/retention.ts';
import { withExportDatabase } from './exportDatabase.ts';

async function retentionRun(): Promise<number> {
  let retention;
  try {
    ({ retention } = loadConfig());
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`Refusing to run: ${err.message}`);
    return 2;
  }
  return withExportDatabase(async (db) => {
    const removed = await runRetention(db, retention, new Date());
    if (!removed) {
      console.error('Another process is running the retention job; nothing was removed.');
      return 1;
    }
    process.stdout.write(`${JSON.stringify({ removed })}\n`);
    return 0;
  });
}

process.exitCode = await retentionRun();
