/**
 * The database an export script reads: DATABASE_URL, or the embedded one under DATA_DIR, which has one owner at a
 * time, so it is refused while the server runs. Migrated first, closed after. Returns the exit status.
 */
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, type Database } from '../src/server/db/database.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { embeddedDatabaseRefusal } from '../src/server/db/dataDirLock.ts';

export async function withExportDatabase(read: (db: Database) => Promise<number>): Promise<number> {
  const config = loadConfig();
  const refusal = embeddedDatabaseRefusal(config);
  if (refusal) {
    console.error(refusal);
    return 1;
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema });
  try {
    await migrate(db);
    return await read(db);
  } finally {
    await db.close();
  }
}
