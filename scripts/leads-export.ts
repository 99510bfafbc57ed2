/**
 * `npm run leads:export`: prints every stored lead as one JSON line, from DATABASE_URL or the embedded
 * database under DATA_DIR. The embedded database has one owner at a time, so it refuses while the server runs.
 */
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { listLeads } from '../src/server/db/repositories/leads.ts';
import { embeddedDatabaseRefusal } from '../src/server/db/dataDirLock.ts';

/** Exit status: 0 when the leads were printed. */
async function exportLeads(): Promise<number> {
  const config = loadConfig();
  const refusal = embeddedDatabaseRefusal(config);
  if (refusal) {
    console.error(refusal);
    return 1;
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema });
  try {
    await migrate(db);
    for (const lead of await listLeads(db)) process.stdout.write(`${JSON.stringify(lead)}\n`);
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await exportLeads();
