/**
 * A statement held past the statement timeout (a table locked by someone else, a database too slow to answer) ends
 * with the coded 503 to retry, without saying the database is lost; migrations and the retention job, which may take
 * longer, wait as long as they need, past the wait for an answer (read-timeout.test.ts) too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { releaseDatabase, targets, testConfig } from './harness.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { migrate, MIGRATION_LOCK_ID } from '../../src/server/db/migrate.ts';
import { runRetention } from '../../src/server/services/retention.ts';
import type { ServerConfig } from '../../src/server/config.ts';

const postgres = targets().filter((target) => target.name === 'postgres');

for (const target of postgres) {
  describe(`the statement timeout [${target.name}]`, () => {
    let config: ServerConfig;
    let db: Database;
    let holder: pg.Client;
    const warnings: string[] = [];

    beforeAll(async () => {
      config = testConfig(target);
      db = await openPostgres(config.databaseUrl as string, { schema: config.databaseSchema, log: { info: () => undefined, warn: (line) => { warnings.push(line); } }, startWaitMs: 0, poolSize: 2, statementTimeoutMs: 300, readTimeoutMs: 600 });
      await db.exec('CREATE TABLE held (n int PRIMARY KEY)');
      holder = new pg.Client({ connectionString: config.databaseUrl as string, options: config.databaseSchema ? `-c search_path=${config.databaseSchema},public` : undefined });
      await holder.connect();
    });
    afterAll(async () => {
      await holder?.end();
      await db?.close();
      await releaseDatabase(config);
    });

    /** Runs `work` while the holder keeps `lock` for 900 ms, three times the timeout, and releases it after. */
    async function whileHeld<T>(lock: string, work: () => Promise<T>): Promise<T> {
      await holder.query('BEGIN');
      await holder.query(lock);
      const running = work();
      running.catch(() => undefined);
      await new Promise((r) => setTimeout(r, 900));
      await holder.query('ROLLBACK');
      return running;
    }

    it('ends a statement a lock holds with 503 DATABASE_UNAVAILABLE, alone or in a transaction, says nothing is lost, and the pool goes on', async () => {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE held IN ACCESS EXCLUSIVE MODE');
      try {
        // Told apart from an outage: the database answered, but not in time.
        const slow = { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'The database could not answer in time; nothing was saved, please retry shortly' };
        await expect(db.query('INSERT INTO held VALUES (1)')).rejects.toMatchObject(slow);
        await expect(db.transaction((tx) => tx.query('INSERT INTO held VALUES (2)'))).rejects.toMatchObject(slow);
      } finally {
        await holder.query('ROLLBACK');
      }
      await db.query('INSERT INTO held VALUES (3)');
      expect((await db.query<{ n: number }>('SELECT n FROM held')).rows).toEqual([{ n: 3 }]);
      // The database answered all along: no line says the connection was lost.
      expect(warnings).toEqual([]);
    });

    it('lets a migration wait for another process holding the migration lock', async () => {
      await expect(whileHeld(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`, () => migrate(db))).resolves.toEqual(expect.any(Number));
    });

    it('lets the retention job wait for a table another process holds', async () => {
      const removed = await whileHeld('LOCK TABLE client_errors IN ACCESS EXCLUSIVE MODE', () => runRetention(db, config.retention, new Date()));
      expect(removed).toMatchObject({ client_errors: expect.any(Number) });
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

    it('holds on every pooled PostgreSQL connection, still after a migration and the retention job have lifted it for their own transactions', async () => {
      const setting = async () => (await db.query<{ statement_timeout: string }>('SHOW statement_timeout')).rows[0]?.statement_timeout;
      const pooled = target.name === 'postgres' ? '1500ms' : '0';
      expect(await setting()).toBe(pooled);
      await migrate(db);
      await runRetention(db, config.retention, new Date());
      expect(await setting()).toBe(pooled);
    });
  });
}
