/**
 * A suite's database put back as it was handed to the suite, for the next suite: every table emptied and refilled from
 * a copy of its first rows kept beside them (schema `suite_pristine`), every sequence set back, in one transaction
 * (25-35 ms on PGlite, where a new copy took 0.4-0.5 s of CPU). A database the suite changed in a way this does not
 * undo (its tables, functions, triggers, session settings, locks) is not put back; the pools close or drop it.
 */
import type { Database } from '../../src/server/db/database.ts';

const PRISTINE = 'suite_pristine';

/**
 * What must be as it was for a reset to give the snapshot back: the user schemas' objects (tables and their columns,
 * indexes, constraints, triggers, functions, sequences), the session's own settings, advisory locks held and
 * transactions prepared. One row, one text.
 */
const FINGERPRINT = `
WITH ns AS (SELECT oid, nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema')
SELECT concat_ws(E'\\n',
  (SELECT string_agg(nspname, ',' ORDER BY nspname) FROM ns),
  (SELECT string_agg(format('%s.%s %s %s', ns.nspname, c.relname, c.relkind, (
      SELECT string_agg(format('%s:%s:%s:%s', a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid)), ',' ORDER BY a.attnum)
      FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped)), E'\\n' ORDER BY ns.nspname, c.relname)
    FROM pg_class c JOIN ns ON ns.oid = c.relnamespace),
  (SELECT string_agg(format('%s %s', conname, pg_get_constraintdef(oid)), E'\\n' ORDER BY conrelid::regclass::text, conname) FROM pg_constraint WHERE connamespace IN (SELECT oid FROM ns)),
  (SELECT string_agg(pg_get_indexdef(i.indexrelid), E'\\n' ORDER BY i.indexrelid::regclass::text) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relnamespace IN (SELECT oid FROM ns)),
  (SELECT string_agg(format('%s %s %s', tgrelid::regclass, tgname, tgenabled), E'\\n' ORDER BY tgrelid::regclass::text, tgname) FROM pg_trigger WHERE NOT tgisinternal),
  (SELECT string_agg(format('%s %s', p.oid::regprocedure, md5(p.prosrc)), E'\\n' ORDER BY p.oid::regprocedure::text) FROM pg_proc p WHERE p.pronamespace IN (SELECT oid FROM ns)),
  (SELECT string_agg(format('%s=%s', name, setting), ',' ORDER BY name) FROM pg_settings WHERE source = 'session'),
  (SELECT format('advisory locks %s', count(*)) FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())),
  (SELECT format('prepared transactions %s', count(*)) FROM pg_prepared_xacts WHERE database = current_database())
) AS fingerprint`;

/** How to put one database back as it was when kept. */
export interface Kept {
  /** The script that puts the rows and sequences back. */
  reset: string;
  /** FINGERPRINT as it was. */
  fingerprint: string;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quotedText = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function fingerprintOf(db: Database): Promise<string> {
  return (await db.query<{ fingerprint: string }>(FINGERPRINT)).rows[0]?.fingerprint ?? '';
}

/** Keeps a copy of a new database's rows beside them (once per database) and writes the script that brings them back. */
export async function keepRows(db: Database): Promise<Kept> {
  const tables = (await db.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")).rows.map((r) => r.name);
  await db.exec(`CREATE SCHEMA ${PRISTINE};${tables.map((t) => `CREATE TABLE ${PRISTINE}.${quoted(t)} AS TABLE public.${quoted(t)};`).join('')}`);
  const filled = tables.length
    ? (await db.query<{ name: string }>(tables.map((t) => `SELECT ${quotedText(t)} AS name WHERE EXISTS (SELECT FROM ${PRISTINE}.${quoted(t)})`).join(' UNION ALL '))).rows.map((r) => r.name)
    : [];
  const sequences = (await db.query<{ setval: string }>(
    "SELECT format('SELECT setval(%L, %s, %L);', format('%I.%I', schemaname, sequencename), coalesce(last_value, start_value), last_value IS NOT NULL) AS setval FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename",
  )).rows.map((r) => r.setval);
  const reset = [
    // One transaction, its settings its own: rows go back as they were, foreign keys and all, with no trigger or
    // constraint check on them (they held before); a lock a leftover session holds fails the reset, not the run.
    'BEGIN;',
    'SET LOCAL session_replication_role = replica;',
    "SET LOCAL lock_timeout = '2s';",
    `TRUNCATE ${tables.map((t) => `public.${quoted(t)}`).join(', ')};`,
    ...filled.map((t) => `INSERT INTO public.${quoted(t)} OVERRIDING SYSTEM VALUE SELECT * FROM ${PRISTINE}.${quoted(t)};`),
    ...sequences,
    'COMMIT;',
  ].join('\n');
  return { reset, fingerprint: await fingerprintOf(db) };
}

/**
 * Puts the database's rows and sequences back as they were kept; false (nothing reset) when the database changed in a
 * way a reset does not undo, or the reset failed: such a database is not to be used again.
 */
export async function putBack(db: Database, kept: Kept): Promise<boolean> {
  try {
    if ((await fingerprintOf(db)) !== kept.fingerprint) return false;
    await db.exec(kept.reset);
    return true;
  } catch {
    return false;
  }
}
