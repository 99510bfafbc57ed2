/**
 * Statements with parameters run prepared (src/server/db/pglitePrepared.mjs on PGlite, named statements on PostgreSQL):
 * parsed once per text, with the same rows, types and errors as a statement parsed every time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseDatabase, targets, testConfig } from './harness.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';
import type { ServerConfig } from '../../src/server/config.ts';

const TYPED = `SELECT $1::int AS n, $2::bigint AS big, $3::numeric AS num, $4::double precision AS dbl, $5::text AS s, $6::boolean AS b,
  $7::date AS d, $8::timestamptz AS at, $9::jsonb AS doc, $10::int[] AS ints, $11::text[] AS texts, $12::uuid AS id, $13::text AS missing,
  $14::timestamptz AS when_date, $15::jsonb AS list`;
const TYPED_PARAMS = [7, '9007199254740993', '12.50', 1.5, 'Zoë "quoted" \\ back', false, '1980-04-12', '2026-01-02T03:04:05Z',
  JSON.stringify({ a: [1, null], s: 'é' }), [1, -2], ['a,b', 'c"d', null], '6085a633-c496-403a-9b70-c551bcf00dce', null,
  new Date('2026-03-04T05:06:07.089Z'), JSON.stringify([1, 'two'])];

for (const target of targets()) {
  describe(`prepared statements [${target.name}]`, () => {
    let config: ServerConfig;
    let db: Database;

    beforeAll(async () => {
      config = testConfig(target);
      // One connection on PostgreSQL, so a statement prepared in one transaction is the one the next transaction meets.
      db = config.databaseUrl
        ? await openPostgres(config.databaseUrl, { schema: config.databaseSchema, log: { info: () => undefined, warn: () => undefined }, startWaitMs: 0, poolSize: 1 })
        : await openDatabase({ databaseUrl: null, dataDir: 'memory://', startWaitMs: 0 });
      await db.exec('CREATE TABLE items (n int PRIMARY KEY, label text NOT NULL)');
    });
    afterAll(async () => {
      await db?.close();
      await releaseDatabase(config);
    });

    /** How many prepared statements of this connection hold `text`, asked in the transaction that ran it. */
    const preparedCopies = (tx: { query: Database['query'] }, text: string) =>
      tx.query<{ c: number }>('SELECT count(*)::int AS c FROM pg_prepared_statements WHERE statement = $1', [text]).then((r) => r.rows[0]?.c);

    it('answers every type as it was given, the first time and the times after', async () => {
      const expected = {
        n: 7, num: '12.50', dbl: 1.5, s: 'Zoë "quoted" \\ back', b: false, at: new Date('2026-01-02T03:04:05Z'),
        doc: { a: [1, null], s: 'é' }, ints: [1, -2], texts: ['a,b', 'c"d', null], id: '6085a633-c496-403a-9b70-c551bcf00dce', missing: null,
        when_date: new Date('2026-03-04T05:06:07.089Z'), list: [1, 'two'],
      };
      for (let run = 0; run < 3; run++) {
        const [row] = (await db.query<Record<string, unknown>>(TYPED, TYPED_PARAMS)).rows;
        expect(row).toMatchObject(expected);
        // bigint and date: each driver's own form, the same on every run.
        expect(String(row?.big)).toBe('9007199254740993');
        expect(row?.d instanceof Date ? (row.d as Date).getFullYear() : String(row?.d)).toBe(row?.d instanceof Date ? 1980 : '1980-04-12');
      }
    });

    it('parses a text once per connection: it is prepared, and prepared once', async () => {
      const text = 'SELECT label FROM items WHERE n = $1';
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO items VALUES ($1, $2), ($3, $4)', [1, 'one', 2, 'two']);
        expect((await tx.query(text, [1])).rows).toEqual([{ label: 'one' }]);
        expect((await tx.query(text, [2])).rows).toEqual([{ label: 'two' }]);
        expect((await tx.query(text, [3])).rows).toEqual([]);
        expect(await preparedCopies(tx, text)).toBe(1);
      });
    });

    it('gives a failed statement its SQLSTATE code and constraint, and the next statement runs', async () => {
      const insert = 'INSERT INTO items (n, label) VALUES ($1, $2)';
      await db.query(insert, [10, 'ten']);
      await expect(db.query(insert, [10, 'again'])).rejects.toMatchObject({ code: '23505', constraint: 'items_pkey' });
      // A value the type refuses fails at Bind, after the text was prepared.
      await expect(db.query(insert, ['eleven', 'x'])).rejects.toMatchObject({ code: '22P02' });
      await expect(db.query('SELECT $1::int FROM nowhere', [1])).rejects.toMatchObject({ code: '42P01' });
      await db.query(insert, [11, 'eleven']);
      expect((await db.query('SELECT label FROM items WHERE n >= $1 ORDER BY n', [10])).rows).toEqual([{ label: 'ten' }, { label: 'eleven' }]);
    });

    it('keeps a text prepared after a value it refuses outside a transaction: the next runs are the prepared statement\'s', async () => {
      const text = 'SELECT $1::date AS day';
      const plans = async () => (await db.query<{ runs: number }>(
        'SELECT coalesce(sum(generic_plans + custom_plans), 0)::int AS runs FROM pg_prepared_statements WHERE statement = $1', [text])).rows[0]?.runs;
      // A date that does not exist: refused at Bind (22008), after the text was prepared.
      await expect(db.query(text, ['2026-02-30'])).rejects.toMatchObject({ code: '22008' });
      const before = await plans();
      expect((await db.query<{ day: unknown }>(text, ['2026-02-28'])).rows).toHaveLength(1);
      expect((await db.query<{ day: unknown }>(text, ['2026-03-01'])).rows).toHaveLength(1);
      expect(await plans()).toBe((before ?? 0) + 2);
    });

    it('keeps a transaction\'s statements in it: rolled back with it, unseen outside until it commits', async () => {
      const count = 'SELECT count(*)::int AS c FROM items WHERE n = $1';
      await expect(db.transaction(async (tx) => {
        await tx.query('INSERT INTO items VALUES ($1, $2)', [20, 'twenty']);
        expect((await tx.query(count, [20])).rows).toEqual([{ c: 1 }]);
        throw new Error('changed my mind');
      })).rejects.toThrow('changed my mind');
      expect((await db.query(count, [20])).rows).toEqual([{ c: 0 }]);

      let release!: () => void;
      const held = new Promise<void>((r) => { release = r; });
      const open = db.transaction(async (tx) => { await tx.query('INSERT INTO items VALUES ($1, $2)', [21, 'x']); await held; await tx.query('DELETE FROM items WHERE n = $1', [21]); });
      await new Promise((r) => setTimeout(r, 30));
      // Outside the transaction, asked while it is open: it must not see (or land inside) the transaction's insert.
      const outside = db.query<{ c: number }>(count, [21]);
      release();
      await open;
      expect((await outside).rows).toEqual([{ c: 0 }]);

      // A statement that fails in a transaction ends it; after the rollback, statements outside run and see nothing of it.
      await expect(db.transaction(async (tx) => {
        await tx.query('INSERT INTO items VALUES ($1, $2)', [22, 'x']);
        await tx.query('INSERT INTO items VALUES ($1, $2)', [22, 'again']);
      })).rejects.toMatchObject({ code: '23505' });
      expect((await db.query(count, [22])).rows).toEqual([{ c: 0 }]);
    });

    it('turns a value that cannot become text into an error of that statement alone: the next transaction runs the same text', async () => {
      const insert = 'INSERT INTO documents (n, doc) VALUES ($1, $2::jsonb)';
      await db.exec('CREATE TABLE documents (n int PRIMARY KEY, doc jsonb)');
      await db.transaction((tx) => tx.query(insert, [1, JSON.stringify({ a: 1 })]));
      const circular: Record<string, unknown> = { a: 2 };
      circular.self = circular;
      await expect(db.transaction((tx) => tx.query(insert, [2, circular]))).rejects.toThrow(/circular/i);
      for (const n of [3, 4]) await db.transaction((tx) => tx.query(insert, [n, JSON.stringify({ a: n })]));
      expect((await db.query<{ n: number }>('SELECT n FROM documents WHERE n > $1 ORDER BY n', [0])).rows.map((r) => r.n)).toEqual([1, 3, 4]);
    });

    it('runs a prepared text again after a migration changes a parameter\'s column type: at once outside a transaction, from the next one inside', async () => {
      await db.exec('CREATE TABLE amounts (v int)');
      const insert = 'INSERT INTO amounts (v) VALUES ($1)';
      const atLeast = 'SELECT count(*)::int AS c FROM amounts WHERE v >= $1';
      // Both prepared while the column is an int.
      await db.query(insert, [1]);
      await db.transaction(async (tx) => { await tx.query(insert, [2]); await tx.query(atLeast, [2]); });
      await db.exec('ALTER TABLE amounts ALTER COLUMN v TYPE bigint');
      const big = '1099511627776';
      // Inside a transaction, the first use fails with its old type and ends its transaction; the next one runs it afresh.
      const inTransaction = () => db.transaction(async (tx) => (await tx.query<{ c: number }>(atLeast, [big])).rows);
      await expect(inTransaction()).rejects.toMatchObject({ code: '22003' });
      expect(await inTransaction()).toEqual([{ c: 0 }]);
      // Outside a transaction: parsed again at once, and the value fits the new type.
      await db.query(insert, [big]);
      expect((await db.query<{ v: string }>('SELECT max(v)::text AS v FROM amounts', [])).rows).toEqual([{ v: big }]);
      expect(await inTransaction()).toEqual([{ c: 1 }]);
    });

    it('answers with the new shape inside a transaction from the next one, once a migration changed a prepared statement\'s rows', async () => {
      await db.exec('CREATE TABLE shapes (n int)');
      await db.query('INSERT INTO shapes VALUES ($1)', [1]);
      const everything = 'SELECT * FROM shapes WHERE n = $1';
      const inTransaction = () => db.transaction(async (tx) => (await tx.query(everything, [1])).rows);
      expect(await inTransaction()).toEqual([{ n: 1 }]);
      await db.exec("ALTER TABLE shapes ADD COLUMN note text NOT NULL DEFAULT 'new'");
      await expect(inTransaction()).rejects.toMatchObject({ code: '0A000' });
      expect(await inTransaction()).toEqual([{ n: 1, note: 'new' }]);
    });

    it('answers with the table\'s new shape after a migration changes it under a prepared statement', async () => {
      const everything = 'SELECT * FROM items WHERE n = $1';
      await db.query('INSERT INTO items VALUES ($1, $2)', [30, 'thirty']);
      expect((await db.query(everything, [30])).rows).toEqual([{ n: 30, label: 'thirty' }]);
      await db.exec("ALTER TABLE items ADD COLUMN note text NOT NULL DEFAULT 'new'");
      expect((await db.query(everything, [30])).rows).toEqual([{ n: 30, label: 'thirty', note: 'new' }]);
      expect((await db.query(everything, [30])).rows).toEqual([{ n: 30, label: 'thirty', note: 'new' }]);
    });
  });
}
