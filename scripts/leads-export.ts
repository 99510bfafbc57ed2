/**
 * `npm run leads:export`: prints every stored lead as one JSON line, from DATABASE_URL or the embedded
 * database under DATA_DIR. The embedded database has one owner at a time, so it refuses while the server runs.
 */
import { listLeads } from '../src/server/db/repositories/leads.ts';
import { withExportDatabase } from './exportDatabase.ts';

process.exitCode = await withExportDatabase(async (db) => {
  for (const lead of await listLeads(db)) process.stdout.write(`${JSON.stringify(lead)}\n`);
  return 0;
});
