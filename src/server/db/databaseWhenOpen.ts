/**
 * A database handle to give out while the database is still opening: the server registers its routes (a third of a
 * second of this thread's work at start) while PGlite's thread opens its files or a PostgreSQL server is reached,
 * where it used to wait for the database first. A statement sent before the database is open waits for it; once open,
 * every call goes straight through.
 */
import type { Database } from './database.ts';

export function databaseWhenOpen(driver: Database['driver'], opening: Promise<Database>): Database {
  let open: Database | null = null;
  const ready = opening.then((db) => (open = db));
  // A failure is the start's to report (buildApp awaits `opening`); a statement sent meanwhile gets it too.
  ready.catch(() => undefined);
  const handle: Database = {
    driver,
    query: (sql, params) => (open ? open.query(sql, params) : ready.then((db) => db.query(sql, params))),
    transaction: (fn, options) => (open ? open.transaction(fn, options) : ready.then((db) => db.transaction(fn, options))),
    exec: (sql) => (open ? open.exec(sql) : ready.then((db) => db.exec(sql))),
    // A database that never opened has nothing to close.
    close: () => ready.then((db) => db.close(), () => undefined),
  };
  // The health check asks these of the driver that has them (Database): the handle has what its driver has.
  if (driver === 'pglite') handle.answeredWithin = (ms) => open?.answeredWithin?.(ms) ?? false;
  else handle.probe = (sql, params) => ready.then((db) => (db.probe ? db.probe(sql, params) : db.query(sql, params))) as never;
  return handle;
}
