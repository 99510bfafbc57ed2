/**
 * A statement held past the statement timeout (a table locked by someone else, a database too slow to answer) ends
 * with the coded 503 to retry, and frees its connection; a migration waits as long as it needs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { releaseDatabase, targets, testConfig } from './harness.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import type { ServerConfig } from '../../src/server/config.ts';

const postgres = targets().filter((target) => target.name === 'postgres');

for (const target of postgres) {
  describe(`the statement timeout [${target.name}]`, () => {
    let config: ServerConfig;
    let db: Database;
    let holder: pg.Client;

    beforeAll(async () => {
      config = testConfig(target);
      db = await openPostgres(config.databaseUrl as string, { schema: config.databaseSchema, log: { info: () => undefined, warn: () => undefined }, startWaitMs: 0, poolSize: 2, statementTimeoutMs: 300 });
      await db.exec('CREATE TABLE held (n int PRIMARY KEY)');
      holder = new pg.Client({ connectionString: config.databaseUrl as string, options: config.databaseSchema ? `-c search_path=${config.databaseSchema},public` : undefined });
      await holder.connect();
    });
    afterAll(async () => {
      await holder?.end();
      await db?.close();
      await releaseDatabase(config);
    });

    it('ends a statement a lock holds with 503 DATABASE_UNAVAILABLE, alone or in a transaction, and the pool goes on', async () => {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE held IN ACCESS EXCLUSIVE MODE');
      try {
        const started = Date.now();
        await expect(db.query('INSERT INTO held VALUES (1)')).rejects.toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
        await expect(db.transaction((tx) => tx.query('INSERT INTO held VALUES (2)'))).rejects.toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
        expect(Date.now() - started).toBeLessThan(10_000);
      } finally {
        await holder.query('ROLLBACK');
      }
      await db.query('INSERT INTO held VALUES (3)');
      expect((await db.query<{ n: number }>('SELECT n FROM held')).rows).toEqual([{ n: 3 }]);
    });

    it('lets a transaction that lifts it, as a migration does, wait for the lock', async () => {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE held IN ACCESS EXCLUSIVE MODE');
      const waiting = db.transaction(async (tx) => {
        await tx.query('SET LOCAL statement_timeout = 0');
        await tx.query('INSERT INTO held VALUES (4)');
      });
      await new Promise((r) => setTimeout(r, 800));
      await holder.query('ROLLBACK');
      await expect(waiting).resolves.toBeUndefined();
    });
  });
}

for (const target of targets()) {
  describe(`the statement timeout's setting [${target.name}]`, () => {
    let config: ServerConfig;
    let db: Database;
    beforeAll(async () => {
      config = testConfig(target);
      db = config.databaseUrl
        ? await openPostgres(config.databaseUrl, { schema: config.databaseSchema, log: { info: () => undefined, warn: () => undefined }, startWaitMs: 0, poolSize: 1, statementTimeoutMs: 1500 })
        : await openDatabase({ databaseUrl: null, dataDir: 'memory://', startWaitMs: 0 });
    });
    afterAll(async () => {
      await db?.close();
      await releaseDatabase(config);
    });

    it('holds on every pooled PostgreSQL connection, and a migration lifts it for its own transaction only', async () => {
      const setting = async (q: Database['query']) => (await q<{ statement_timeout: string }>('SHOW statement_timeout')).rows[0]?.statement_timeout;
      expect(await setting(db.query)).toBe(target.name === 'postgres' ? '1500ms' : '0');
      await migrate(db);
      expect(await db.transaction(async (tx) => { await tx.query('SET LOCAL statement_timeout = 0'); return setting(tx.query); })).toBe('0');
      expect(await setting(db.query)).toBe(target.name === 'postgres' ? '1500ms' : '0');
    });
  });
}
