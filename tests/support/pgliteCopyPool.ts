/**
 * In-memory PGlite copies of the run's snapshot, kept per process and handed from one suite to the next: a suite's
 * close() puts its database back as the snapshot left it (suiteReset.ts), where opening a new copy took 0.4-0.5 s of
 * CPU, most of the API suites' set-up. A database the reset cannot give back (the suite changed its tables, functions,
 * triggers, session settings or locks, or its thread ended) is closed instead, and the next suite gets a new copy.
 */
import type { Database } from '../../src/server/db/database.ts';
import { openPgliteCopy } from './databaseTemplates.ts';
import { keepRows, putBack, type Kept } from './suiteReset.ts';

interface KeptCopy {
  db: Database;
  kept: Kept;
}

const idle = new Map<string, KeptCopy[]>();

/** What the pool did in this process: copies opened, copies handed on after a reset, copies closed instead. */
export const poolCounts = { opened: 0, reused: 0, closed: 0 };

/** Puts the database back as the snapshot left it and keeps it for the next suite, or closes it if that cannot be done. */
async function giveBack(snapshot: string, copy: KeptCopy): Promise<void> {
  if (await putBack(copy.db, copy.kept)) {
    idle.set(snapshot, [...(idle.get(snapshot) ?? []), copy]);
    return;
  }
  poolCounts.closed += 1;
  await copy.db.close();
}

/**
 * The suite's own view of a kept database: closed, it refuses statements (a late timer of the suite's app cannot reach
 * the next suite's data) and hands the database back. Statements sent before the close, and the rest of a transaction
 * begun before it, still finish first: the database's thread answers in order, and PGlite runs the reset only once an
 * open transaction has ended.
 */
function lease(snapshot: string, copy: KeptCopy): Database {
  let closed = false;
  const open = <T>(run: () => Promise<T>): Promise<T> => (closed ? Promise.reject(new Error('the embedded database is closed')) : run());
  return {
    driver: copy.db.driver,
    query: (sql, params) => open(() => copy.db.query(sql, params)),
    transaction: (fn) => open(() => copy.db.transaction(fn)),
    exec: (sql) => open(() => copy.db.exec(sql)),
    ...(copy.db.answeredWithin ? { answeredWithin: (ms: number) => !closed && (copy.db.answeredWithin?.(ms) ?? false) } : {}),
    async close() {
      if (closed) return;
      closed = true;
      await giveBack(snapshot, copy);
    },
  };
}

/** An in-memory database holding the snapshot's migrated, seeded data: one a suite before this one gave back, or a new copy. */
export async function takePgliteCopy(snapshot: string): Promise<Database> {
  const reused = idle.get(snapshot)?.pop();
  if (reused) {
    poolCounts.reused += 1;
    return lease(snapshot, reused);
  }
  poolCounts.opened += 1;
  const db = await openPgliteCopy(snapshot);
  return lease(snapshot, { db, kept: await keepRows(db) });
}
