/** One SQL interface over PGlite (embedded) and node-postgres (a server): same dialect, same migrations. */
import type { PGlite } from '@electric-sql/pglite';
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openPgliteThread } from './pgliteThread.ts';
import { openPostgres } from './postgres.ts';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface TransactionOptions {
  /**
   * Maintenance (migrations, the retention job): may take longer than a request's statements may, so it runs without
   * their time limits (PostgreSQL's statement timeout, node-postgres's wait for an answer).
   */
  unbounded?: boolean;
}

export interface Database extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Whether a statement finished within the last `ms` milliseconds on the database's current thread (PGlite only): the
   * embedded database lives in this process and no network lies between, so a recent answer proves it works, and a
   * health check need not queue behind writes. False while a thread that died is being opened again.
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
  snapshot?: Uint8Array;
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
 * An open PGlite instance in this thread behind the Database interface, for tools that build a database and dump it
 * (the test suites' template). The server opens PGlite in a thread of its own (pgliteThread.ts).
 */
export function pgliteDatabase(db: PGlite): Database {
  return {
    driver: 'pglite',
    query: (sql, params) => db.query(sql, params),
    transaction: (fn) => db.transaction((tx) => fn({ query: (sql, params) => tx.query(sql, params) })) as ReturnType<typeof fn>,
    exec: async (sql) => { await db.exec(sql); },
    close: () => db.close(),
  };
}

async function openPglite(dataDir: string, snapshot: Uint8Array | undefined, log: DatabaseLog): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) makePrivate(dataDir);
  const db = await openPgliteThread(inMemory ? undefined : dataDir, { snapshot, log });
  // PGlite gives its files mode 0666 whatever the umask; the folder (0700) keeps others out, and the files are closed up too.
  if (!inMemory) makePrivate(dataDir);
  return db;
}

export const consoleDatabaseLog: DatabaseLog = { info: (m) => console.log(m), warn: (m) => console.warn(m) };

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { schema: options.schema ?? null, log: options.log ?? consoleDatabaseLog, startWaitMs: options.startWaitMs ?? 300_000 })
    : openPglite(options.dataDir, options.snapshot, options.log ?? consoleDatabaseLog);
}
