/** Marks an embedded data directory as in use by a server process, so other tools do not open it at the same time. */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SERVER_LOCK_FILE = 'server.pid';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid of a live server using `dataDir`, or null. */
export function lockHolder(dataDir: string): number | null {
  const file = join(dataDir, SERVER_LOCK_FILE);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/** Another live server holds the embedded database: a start refused for it says so in one line (startFailure.ts). */
export class DataDirInUseError extends Error {}

export function takeLock(dataDir: string): () => void {
  const holder = lockHolder(dataDir);
  if (holder !== null) throw new DataDirInUseError(`another server (pid ${holder}) is using the embedded database in ${dataDir}: stop it, or give this one another DATA_DIR`);
  const file = join(dataDir, SERVER_LOCK_FILE);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/**
 * Why a command-line tool may not open the database now, or null: the embedded database has one owner at a time,
 * and it must exist. (PostgreSQL, with DATABASE_URL, is shared and always allowed.)
 */
export function embeddedDatabaseRefusal(config: { databaseUrl: string | null; dataDir: string }): string | null {
  if (config.databaseUrl) return null;
  const holder = lockHolder(config.dataDir);
  if (holder !== null) return `The server (pid ${holder}) is using the embedded database in ${config.dataDir}. Stop it first, or run the server with DATABASE_URL.`;
  if (!existsSync(config.dataDir)) return `No embedded database in ${config.dataDir} yet: run npm start first.`;
  return null;
}
