/** One SQL interface over PGlite (embedded) and node-postgres (a server): same dialect, same migrations. */
import type { PGlite } from '@electric-sql/pglite';
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openPostgres } from './postgres.ts';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Database extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Whether a statement finished within the last `ms` milliseconds (PGlite only): the embedded database lives in this
   * process and cannot go away, so a recent answer proves it works, and a health check need not queue behind writes.
   */
  answeredWithin?(ms: number): boolean;
  /** A statement on a connection of its own (PostgreSQL only), for health checks that must not wait behind writes. */
  probe?<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** Where the database layer reports connections lost and regained; a line each, never a stack. */
export interface DatabaseLog {
  info(msg: string): void;
  warn(msg: string): void;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** Schema to create and use on a PostgreSQL server. */
  schema?: string | null;
  log?: DatabaseLog;
  /** How long to keep trying a PostgreSQL server that does not answer at start (default 300 s; 0 tries once). */
  startWaitMs?: number;
  /** PGlite only: a data directory dumped with dumpDataDir to start from, in an empty dataDir (tests copy a migrated, seeded database). */
  snapshot?: Blob;
}

/**
 * The embedded database's files hold personal data: only this account may read them (folders 0700, files 0600),
 * including a folder made by an older version.
 */
function makePrivate(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const walk = (dir: string) => {
    chmodSync(dir, 0o700);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) chmodSync(path, 0o600);
    }
  };
  walk(dataDir);
}

/**
 * Lets the event loop take its turn first. PGlite runs each statement synchronously in this thread and starts the
 * next queued one from a promise callback, so under a stream of writes the loop never reached its I/O phase: no page,
 * health check or new connection was served until the writes stopped (15 s at 200 savers in bench:overload).
 */
const takeTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** An open PGlite instance behind the Database interface. */
export function pgliteDatabase(db: PGlite): Database {
  let answeredAt = Number.NEGATIVE_INFINITY;
  const answered = <T>(result: T): T => {
    answeredAt = performance.now();
    return result;
  };
  return {
    driver: 'pglite',
    query: async (sql, params) => { await takeTurn(); return answered(await db.query(sql, params)); },
    transaction: async (fn) => { await takeTurn(); return answered(await (db.transaction((tx) => fn({ query: async (sql, params) => tx.query(sql, params) })) as ReturnType<typeof fn>)); },
    exec: async (sql) => { await takeTurn(); answered(await db.exec(sql)); },
    close: () => db.close(),
    answeredWithin: (ms) => performance.now() - answeredAt <= ms,
  };
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<Database> {
  if (!dataDir.startsWith('memory://')) makePrivate(dataDir);
  // Loaded here, so a server on PostgreSQL never loads the embedded database.
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir.startsWith('memory://') ? undefined : dataDir, snapshot ? { loadDataDir: snapshot } : {});
  // PGlite gives its files mode 0666 whatever the umask; the folder (0700) keeps others out, and the files are closed up too.
  if (!dataDir.startsWith('memory://')) makePrivate(dataDir);
  return pgliteDatabase(db);
}

export const consoleDatabaseLog: DatabaseLog = { info: (m) => console.log(m), warn: (m) => console.warn(m) };

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { schema: options.schema ?? null, log: options.log ?? consoleDatabaseLog, startWaitMs: options.startWaitMs ?? 300_000 })
    : openPglite(options.dataDir, options.snapshot);
}
