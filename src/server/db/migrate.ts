/** Applies versioned migrations (NNN_name.sql) once each, in order, under an advisory lock so processes can start together. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = new URL('./migrations', import.meta.url).pathname;
export const MIGRATION_LOCK_ID = 727_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number(f.slice(0, 3)), name: f, sql: readFileSync(join(dir, f), 'utf8') }));
}

/** Returns the schema version after migrating. */
export async function migrate(db: Database, migrations = listMigrations()): Promise<number> {
  // A migration of a large table, and a worker waiting on another's migration, may take longer than a request's statement.
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.version));
    let latest = Math.max(0, ...applied);
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      latest = Math.max(latest, m.version);
    }
    return latest;
  }, { unbounded: true });
}

/** Splits a migration into statements at `;` line ends, leaving `$$`-quoted function bodies whole. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (!inDollar && /^\s*--/.test(line)) continue;
    current.push(line);
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inDollar = !inDollar;
    if (!inDollar && /;\s*$/.test(line)) {
      statements.push(current.join('\n').trim().replace(/;$/, ''));
      current = [];
    }
  }
  const rest = current.join('\n').trim();
  if (rest) statements.push(rest);
  return statements.filter(Boolean);
}
