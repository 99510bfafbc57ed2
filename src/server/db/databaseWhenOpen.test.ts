import { describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { databaseWhenOpen } from './databaseWhenOpen.ts';

/** A database that records what it was asked, in order. */
function recording(driver: Database['driver']) {
  const calls: string[] = [];
  const db: Database = {
    driver,
    query: async (sql) => { calls.push(`query ${sql}`); return { rows: [{ sql }] as never[] }; },
    transaction: async (fn) => { calls.push('transaction'); return fn({ query: async (sql) => { calls.push(`tx ${sql}`); return { rows: [] }; } }); },
    exec: async (sql) => { calls.push(`exec ${sql}`); },
    close: async () => { calls.push('close'); },
    answeredWithin: (ms) => ms > 10,
    probe: async (sql) => { calls.push(`probe ${sql}`); return { rows: [] }; },
  };
  return { db, calls };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

describe('databaseWhenOpen', () => {
  it('holds statements sent while the database opens, then sends them in the order they came', async () => {
    const { db, calls } = recording('pglite');
    const opening = deferred<Database>();
    const handle = databaseWhenOpen('pglite', opening.promise);
    const first = handle.exec('CREATE TABLE t ()');
    const second = handle.query('SELECT 1');
    const third = handle.transaction(async (tx) => { await tx.query('INSERT'); return 7; });
    await Promise.resolve();
    expect(calls).toEqual([]);
    opening.resolve(db);
    await expect(second).resolves.toEqual({ rows: [{ sql: 'SELECT 1' }] });
    await expect(third).resolves.toBe(7);
    await first;
    expect(calls).toEqual(['exec CREATE TABLE t ()', 'query SELECT 1', 'transaction', 'tx INSERT']);
  });

  it('passes a statement straight through once open, in the same turn', async () => {
    const { db, calls } = recording('pglite');
    const handle = databaseWhenOpen('pglite', Promise.resolve(db));
    await handle.query('SELECT 0');
    calls.length = 0;
    void handle.query('SELECT 2');
    expect(calls).toEqual(['query SELECT 2']);
  });

  it('gives every statement the failure of a database that could not be opened, and closes without error', async () => {
    const opening = deferred<Database>();
    const handle = databaseWhenOpen('postgres', opening.promise);
    const waiting = handle.query('SELECT 1');
    opening.reject(new Error('no server at 127.0.0.1:5432'));
    await expect(waiting).rejects.toThrow('no server at 127.0.0.1:5432');
    await expect(handle.exec('SELECT 1')).rejects.toThrow('no server at 127.0.0.1:5432');
    await expect(handle.transaction(async () => 1)).rejects.toThrow('no server at 127.0.0.1:5432');
    await expect(handle.close()).resolves.toBeUndefined();
  });

  it('closes the database once it has opened, even when asked before', async () => {
    const { db, calls } = recording('pglite');
    const opening = deferred<Database>();
    const handle = databaseWhenOpen('pglite', opening.promise);
    const closing = handle.close();
    opening.resolve(db);
    await closing;
    expect(calls).toEqual(['close']);
  });

  it('has the health check of its driver: a recent answer for PGlite (none before open), a probe for PostgreSQL', async () => {
    const pglite = recording('pglite');
    const opening = deferred<Database>();
    const embedded = databaseWhenOpen('pglite', opening.promise);
    expect(embedded.driver).toBe('pglite');
    expect(embedded.probe).toBeUndefined();
    expect(embedded.answeredWithin?.(100)).toBe(false);
    opening.resolve(pglite.db);
    await embedded.query('SELECT 1');
    expect(embedded.answeredWithin?.(100)).toBe(true);
    expect(embedded.answeredWithin?.(5)).toBe(false);

    const pg = recording('postgres');
    const server = databaseWhenOpen('postgres', Promise.resolve(pg.db));
    expect(server.driver).toBe('postgres');
    expect(server.answeredWithin).toBeUndefined();
    await server.probe?.('SELECT 1');
    expect(pg.calls).toEqual(['probe SELECT 1']);
  });
});
