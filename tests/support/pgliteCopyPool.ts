/**
 * In-memory PGlite copies of the run's snapshot, kept per process and handed from one suite to the next. A suite's
 * close() puts its database back as the snapshot left it: every table emptied and refilled from a copy of the
 * snapshot's rows kept beside them (schema `suite_pristine`), every sequence set back. That takes 25-35 ms, where
 * opening a new copy took 0.4-0.5 s of CPU, most of the API suites' set-up. A database the suite changed in a way the
 * reset does not undo (its tables, functions, triggers, session settings, locks or thread) is closed instead, and the
 * next suite gets a new copy.
 */
import type { Database } from '../../src/server/db/database.ts';
import { openPgliteCopy } from './databaseTemplates.ts';

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
  (SELECT format('advisory locks %s', count(*)) FROM pg_locks WHERE locktype = 'advisory'),
  (SELECT format('prepared transactions %s', count(*)) FROM pg_prepared_xacts)
) AS fingerprint`;

interface Kept {
  db: Database;
  /** The script that puts the snapshot's rows and sequences back. */
  reset: string;
  /** FINGERPRINT as the snapshot left it. */
  fingerprint: string;
}

const idle = new Map<string, Kept[]>();

/** What the pool did in this process: copies opened, copies handed on after a reset, copies closed instead. */
export const poolCounts = { opened: 0, reused: 0, closed: 0 };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quotedText = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function fingerprintOf(db: Database): Promise<string> {
  return (await db.query<{ fingerprint: string }>(FINGERPRINT)).rows[0]?.fingerprint ?? '';
}

/** Keeps a copy of the new database's rows beside them and writes the script that brings them back. */
async function keep(db: Database): Promise<Kept> {
  const tables = (await db.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")).rows.map((r) => r.name);
  await db.exec(`CREATE SCHEMA ${PRISTINE};${tables.map((t) => `CREATE TABLE ${PRISTINE}.${quoted(t)} AS TABLE public.${quoted(t)};`).join('')}`);
  const filled = tables.length
    ? (await db.query<{ name: string }>(tables.map((t) => `SELECT ${quotedText(t)} AS name WHERE EXISTS (SELECT FROM ${PRISTINE}.${quoted(t)})`).join(' UNION ALL '))).rows.map((r) => r.name)
    : [];
  const sequences = (await db.query<{ setval: string }>(
    "SELECT format('SELECT setval(%L, %s, %L);', format('%I.%I', schemaname, sequencename), coalesce(last_value, start_value), last_value IS NOT NULL) AS setval FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename",
  )).rows.map((r) => r.setval);
  const reset = [
    // Rows go back as they were, foreign keys and all: no trigger or constraint check runs on them (they held before).
    'SET session_replication_role = replica;',
    `TRUNCATE ${tables.map((t) => `public.${quoted(t)}`).join(', ')};`,
    ...filled.map((t) => `INSERT INTO public.${quoted(t)} OVERRIDING SYSTEM VALUE SELECT * FROM ${PRISTINE}.${quoted(t)};`),
    ...sequences,
    'RESET session_replication_role;',
  ].join('\n');
  return { db, reset, fingerprint: await fingerprintOf(db) };
}

/** Puts the database back as the snapshot left it and keeps it for the next suite, or closes it if that cannot be done. */
async function giveBack(snapshot: string, kept: Kept): Promise<void> {
  try {
    if ((await fingerprintOf(kept.db)) !== kept.fingerprint) throw new Error('changed beyond its rows');
    await kept.db.exec(kept.reset);
  } catch {
    poolCounts.closed += 1;
    await kept.db.close();
    return;
  }
  idle.set(snapshot, [...(idle.get(snapshot) ?? []), kept]);
}

/** How long a closing suite's statements still running may take before its database is closed rather than kept. */
const SETTLE_MS = 5_000;

/**
 * The suite's own view of a kept database: closed, it refuses statements (a late timer of the suite's app cannot reach
 * the next suite's data), waits for its statements in flight, and hands the database back.
 */
function lease(snapshot: string, kept: Kept): Database {
  let closed = false;
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(run: () => Promise<T>): Promise<T> => {
    if (closed) return Promise.reject(new Error('the embedded database is closed'));
    const running = run();
    inFlight.add(running);
    const settled = () => { inFlight.delete(running); };
    running.then(settled, settled);
    return running;
  };
  return {
    driver: kept.db.driver,
    query: (sql, params) => track(() => kept.db.query(sql, params)),
    transaction: (fn) => track(() => kept.db.transaction(fn)),
    exec: (sql) => track(() => kept.db.exec(sql)),
    ...(kept.db.answeredWithin ? { answeredWithin: (ms: number) => !closed && (kept.db.answeredWithin?.(ms) ?? false) } : {}),
    async close() {
      if (closed) return;
      closed = true;
      let timer: NodeJS.Timeout | undefined;
      const settled = await Promise.race([
        Promise.allSettled([...inFlight]).then(() => true),
        new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(false), SETTLE_MS); }),
      ]);
      clearTimeout(timer);
      if (settled) await giveBack(snapshot, kept);
      else {
        poolCounts.closed += 1;
        await kept.db.close();
      }
    },
  };
}

/** An in-memory database holding the snapshot's migrated, seeded data: one a suite before this one gave back, or a new copy. */
export async function takePgliteCopy(snapshot: string): Promise<Database> {
  const reused = idle.get(snapshot)?.pop();
  if (reused) poolCounts.reused += 1;
  else poolCounts.opened += 1;
  return lease(snapshot, reused ?? (await keep(await openPgliteCopy(snapshot))));
}
