/**
 * The suites' databases are handed from one suite to the next (tests/support/pgliteCopyPool.ts, postgresCopyPool.ts):
 * what a suite wrote must be gone for the next, which must see the snapshot as a new copy shows it, and a database the
 * suite changed in a way a reset does not undo must not be handed on at all.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';
import { copyPostgresTemplate, dropSuiteDatabase, openPgliteCopy } from '../support/databaseTemplates.ts';
import { poolCounts, takePgliteCopy } from '../support/pgliteCopyPool.ts';
import { giveBackPostgresCopy, postgresPoolCounts, takePostgresCopy } from '../support/postgresCopyPool.ts';

const snapshot = () => inject('databaseTemplates').pgliteSnapshot;
const serverUrl = process.env.TEST_DATABASE_URL;

/** Every public table's rows, and every public sequence's next value, as text: what a suite starts from. */
async function contents(db: Database): Promise<string> {
  const tables = (await db.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")).rows.map((r) => r.name);
  const rows = await Promise.all(tables.map(async (t) => `${t}: ${(await db.query<{ rows: string | null }>(`SELECT string_agg(x::text, ' ' ORDER BY x::text) AS rows FROM public."${t}" x`)).rows[0]?.rows}`));
  const sequences = (await db.query<{ name: string }>("SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename")).rows.map((r) => r.name);
  // nextval moves the sequence on; the database is given back (and reset) or closed after this.
  const next = await Promise.all(sequences.map(async (s) => `${s}: ${(await db.query<{ n: string }>(`SELECT nextval('public."${s}"')::text AS n`)).rows[0]?.n}`));
  return [...rows, ...next].join('\n');
}

/** A row in tables suites commonly write, rows of the seed removed and changed, sequences moved on. */
async function writeLikeASuite(db: Database): Promise<void> {
  await db.exec(`
    INSERT INTO leads (update_token_hash, first_name, last_name, phone, postal_code, country) VALUES ('x', 'Pool', 'Test', '2125550123', '10001', 'US');
    INSERT INTO actions (signup, route_path, actions) VALUES ('s6', 'home', '{l}'), ('s6', 'postal', '{l}');
    DELETE FROM offers;
    UPDATE studies SET name = name || ' (changed)';`);
}

/** Changes a reset does not undo, on either database. */
const SCHEMA_CHANGES = [
  ['a table added', 'CREATE TABLE extra (n int)'],
  ['a column added', 'ALTER TABLE leads ADD COLUMN extra text'],
  ['an index added', 'CREATE INDEX leads_extra ON leads (last_name, first_name)'],
  ['a trigger turned off', 'ALTER TABLE consents DISABLE TRIGGER consents_no_update'],
  ['a function replaced', 'CREATE OR REPLACE FUNCTION consents_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END; $$'],
] as const;

describe('PGlite suite databases handed on', () => {
  let fresh: Database;
  let asNew: string;
  beforeAll(async () => {
    fresh = await openPgliteCopy(snapshot());
    asNew = await contents(fresh);
  });
  afterAll(async () => { await fresh?.close(); });

  it('gives the next suite the snapshot as a new copy shows it, rows and sequences, whatever the last suite wrote', async () => {
    const first = await takePgliteCopy(snapshot());
    await writeLikeASuite(first);
    expect(await contents(first)).not.toBe(asNew);
    await first.close();

    const before = { ...poolCounts };
    const second = await takePgliteCopy(snapshot());
    expect(poolCounts.reused).toBe(before.reused + 1);
    expect(await contents(second)).toBe(asNew);
    await second.close();
  });

  it('refuses statements once closed, so a late timer of a closed suite cannot reach the next suite', async () => {
    const db = await takePgliteCopy(snapshot());
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toThrow('the embedded database is closed');
    await expect(db.exec('SELECT 1')).rejects.toThrow('the embedded database is closed');
    await expect(db.transaction(async (tx) => tx.query('SELECT 1'))).rejects.toThrow('the embedded database is closed');
  });

  it('lets a transaction begun before the close finish before the reset, and the next suite does not see what it wrote', async () => {
    const db = await takePgliteCopy(snapshot());
    const late = db.transaction(async (tx) => {
      await tx.query('SELECT pg_sleep(0.2)');
      await tx.query("INSERT INTO actions (signup, route_path, actions) VALUES ('s6', 'late', '{l}')");
      return 'done';
    });
    await db.close();
    await expect(late).resolves.toBe('done');
    const next = await takePgliteCopy(snapshot());
    expect(await contents(next)).toBe(asNew);
    await next.close();
  });

  for (const [change, sql] of [...SCHEMA_CHANGES, ['a session setting', "SET statement_timeout = '5s'"], ['an advisory lock held', 'SELECT pg_advisory_lock(42)']] as const) {
    it(`closes a database with ${change} rather than hand it on`, async () => {
      const db = await takePgliteCopy(snapshot());
      await db.exec(sql);
      const before = { ...poolCounts };
      await db.close();
      expect(poolCounts.closed).toBe(before.closed + 1);
      const next = await takePgliteCopy(snapshot());
      expect(await contents(next)).toBe(asNew);
      await next.close();
    });
  }
});

// Only where a PostgreSQL server is given, as every API suite's PostgreSQL half (harness.ts, targets()).
if (serverUrl) describe('PostgreSQL suite databases handed on', () => {
  const server = serverUrl;
  const template = () => inject('databaseTemplates').postgresTemplate as string;
  const connect = (url: string) => openPostgres(url, { schema: null, log: { info: () => undefined, warn: () => undefined }, startWaitMs: 0, poolSize: 1 });
  /** What a suite does with a copy: connects, works, closes its connections. */
  const asASuite = async (url: string, work: (db: Database) => Promise<void>) => {
    const db = await connect(url);
    try {
      await work(db);
    } finally {
      await db.close();
    }
  };
  let asNew: string;
  beforeAll(async () => {
    const url = await copyPostgresTemplate(server, template());
    await asASuite(url, async (db) => { asNew = await contents(db); });
    await dropSuiteDatabase({ databaseUrl: url, databaseSchema: null }, server);
  });

  it('gives the next suite the template as a new copy shows it, rows and sequences, whatever the last suite wrote', async () => {
    const url = await takePostgresCopy(server, template());
    await asASuite(url, async (db) => {
      await writeLikeASuite(db);
      expect(await contents(db)).not.toBe(asNew);
    });
    await giveBackPostgresCopy(url, server);

    const before = { ...postgresPoolCounts };
    const next = await takePostgresCopy(server, template());
    expect(next).toBe(url);
    expect(postgresPoolCounts.reused).toBe(before.reused + 1);
    await asASuite(next, async (db) => { expect(await contents(db)).toBe(asNew); });
    await giveBackPostgresCopy(next, server);
  });

  it('hands a copy given back twice to one suite only', async () => {
    const url = await takePostgresCopy(server, template());
    await giveBackPostgresCopy(url, server);
    await giveBackPostgresCopy(url, server);
    const first = await takePostgresCopy(server, template());
    const second = await takePostgresCopy(server, template());
    expect(first).toBe(url);
    expect(second).not.toBe(url);
    await giveBackPostgresCopy(first, server);
    await giveBackPostgresCopy(second, server);
  });

  for (const [change, sql] of SCHEMA_CHANGES) {
    it(`drops a copy with ${change} rather than hand it on`, async () => {
      const url = await takePostgresCopy(server, template());
      await asASuite(url, (db) => db.exec(sql));
      const before = { ...postgresPoolCounts };
      await giveBackPostgresCopy(url, server);
      expect(postgresPoolCounts.dropped).toBe(before.dropped + 1);
      const next = await takePostgresCopy(server, template());
      expect(next).not.toBe(url);
      await asASuite(next, async (db) => { expect(await contents(db)).toBe(asNew); });
      await giveBackPostgresCopy(next, server);
    });
  }

  it('drops a copy a session still holds a lock on (the reset waits 2 s for it, not for ever)', async () => {
    const url = await takePostgresCopy(server, template());
    const leftOpen = await connect(url);
    try {
      // The lock is held from before the copy is given back until after, however slow the machine. The drop ends this
      // session, and its transaction then fails; that failure is caught from the start (a rejection with no handler
      // yet, as when the failure came before the drop returned, fails the run).
      let locked!: () => void;
      const lockHeld = new Promise<void>((resolve) => { locked = resolve; });
      let release!: () => void;
      const released = new Promise<void>((resolve) => { release = resolve; });
      const holding = leftOpen.transaction(async (tx) => {
        await tx.query('LOCK TABLE leads IN ACCESS SHARE MODE');
        locked();
        await released;
      }).catch(() => undefined);
      await lockHeld;
      const before = { ...postgresPoolCounts };
      await giveBackPostgresCopy(url, server);
      release();
      expect(postgresPoolCounts.dropped).toBe(before.dropped + 1);
      await holding;
    } finally {
      await leftOpen.close().catch(() => undefined);
    }
  });
});
