/** One SQL interface over PGlite (embedded) and node-postgres (a server): same dialect, same migrations. */
import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
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
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir.startsWith('memory://') ? undefined : dataDir);
  return {
    driver: 'pglite',
    query: async (sql, params) => db.query(sql, params),
    transaction: (fn) => db.transaction((tx) => fn({ query: async (sql, params) => tx.query(sql, params) })) as ReturnType<typeof fn>,
    exec: async (sql) => { await db.exec(sql); },
    close: () => db.close(),
  };
}

export const consoleDatabaseLog: DatabaseLog = { info: (m) => console.log(m), warn: (m) => console.warn(m) };

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { schema: options.schema ?? null, log: options.log ?? consoleDatabaseLog, startWaitMs: options.startWaitMs ?? 300_000 })
    : openPglite(options.dataDir);
}
