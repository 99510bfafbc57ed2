/** One SQL interface over PGlite (embedded) and node-postgres (a server): same dialect, same migrations. */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { mkdirSync } from 'node:fs';

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

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** Schema to create and use on a PostgreSQL server. */
  schema?: string | null;
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

async function openPostgres(url: string, schema: string | null | undefined): Promise<Database> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name '${schema}'`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.end();
  }
  // The search path is a connection option, so every pooled connection starts in the schema.
  const pool = new pg.Pool({ connectionString: url, max: 10, ...(schema ? { options: `-c search_path=${schema},public` } : {}) });
  return {
    driver: 'postgres',
    query: async <T,>(sql: string, params?: unknown[]) => (await pool.query(sql, params)) as unknown as { rows: T[] },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async <T,>(sql: string, params?: unknown[]) => (await client.query(sql, params)) as unknown as { rows: T[] } });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => { await pool.query(sql); },
    close: () => pool.end(),
  };
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.schema) : openPglite(options.dataDir);
}
