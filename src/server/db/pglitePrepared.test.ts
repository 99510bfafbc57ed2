import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { preparedStatements } from './pglitePrepared.mjs';

describe('prepared statements on the embedded database', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
    await db.exec("CREATE TABLE items (n int PRIMARY KEY, label text NOT NULL); INSERT INTO items VALUES (1, 'one'), (2, 'two'), (3, 'three')");
    // Starting an embedded database took over 10 s beside the other suites of a CI run on a busy machine.
  }, 60_000);
  afterAll(async () => { await db.close(); });

  /** What the database itself holds prepared, asked without preparing the question. */
  const held = async () => (await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY statement')).rows.map((r) => r.statement);

  it('keeps at most its limit of texts prepared, closing the least recently used, and runs a closed text again', async () => {
    const prepared = preparedStatements(db, 2);
    const a = 'SELECT label FROM items WHERE n = $1';
    const b = 'SELECT n FROM items WHERE label = $1';
    const c = 'SELECT count(*)::int AS c FROM items WHERE n > $1';
    expect((await prepared.query(a, [1], false)).rows).toEqual([{ label: 'one' }]);
    expect((await prepared.query(b, ['two'], false)).rows).toEqual([{ n: 2 }]);
    // a used again: b is now the least recently used, and c's arrival closes it.
    expect((await prepared.query(a, [3], false)).rows).toEqual([{ label: 'three' }]);
    expect((await prepared.query(c, [1], false)).rows).toEqual([{ c: 2 }]);
    expect(prepared.size).toBe(2);
    // The close goes out with the next text's preparation.
    expect((await prepared.query(b, ['one'], false)).rows).toEqual([{ n: 1 }]);
    expect(await held()).toEqual([b, c].sort());
    expect((await prepared.query(a, [2], false)).rows).toEqual([{ label: 'two' }]);
    expect(await held()).toEqual([a, b].sort());
  });

  it('does not keep a text whose preparation failed, and prepares it once it is right', async () => {
    const prepared = preparedStatements(db, 4);
    await expect(prepared.query('SELECT label FROM nowhere WHERE n = $1', [1], false)).rejects.toMatchObject({ code: '42P01' });
    expect(prepared.size).toBe(0);
    await db.exec('CREATE TABLE nowhere (n int, label text)');
    expect((await prepared.query('SELECT label FROM nowhere WHERE n = $1', [1], false)).rows).toEqual([]);
    expect(prepared.size).toBe(1);
  });
});
