/**
 * A PostgreSQL connection that stops answering without closing (a peer gone in a failover, a network dropping every
 * packet) ends its request with the coded 503 to retry once the read timeout has passed, rather than when TCP gives up
 * minutes later; the connection is given up and the next request gets a fresh one. Maintenance (`unbounded`) waits on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { releaseDatabase, targets, testConfig } from './harness.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';
import type { Database } from '../../src/server/db/database.ts';
import type { ServerConfig } from '../../src/server/config.ts';

/** A TCP relay to the database whose open connections can be made to stop carrying anything, without closing. */
function silenceableRelay(to: URL): Promise<{ server: Server; port: number; silence(): void; open(): number; close(): void }> {
  const pairs: Array<[Socket, Socket]> = [];
  const all: Array<[Socket, Socket]> = [];
  const server = createServer((visitor) => {
    const database = connect(Number(to.port || 5432), to.hostname);
    visitor.pipe(database);
    database.pipe(visitor);
    const close = () => { visitor.destroy(); database.destroy(); };
    visitor.on('error', close);
    database.on('error', close);
    visitor.on('close', close);
    database.on('close', close);
    pairs.push([visitor, database]);
    all.push([visitor, database]);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    server,
    port: (server.address() as { port: number }).port,
    open: () => all.filter(([visitor]) => !visitor.destroyed).length,
    close: () => { for (const [visitor, database] of all) { visitor.destroy(); database.destroy(); } server.close(); },
    // What either side sends from now on is read and dropped: each waits for an answer that never comes.
    silence: () => {
      for (const [visitor, database] of pairs.splice(0)) {
        visitor.unpipe(database);
        database.unpipe(visitor);
        // unpipe pauses a stream: each is read on, so a side that closes is still heard.
        visitor.on('data', () => undefined).resume();
        database.on('data', () => undefined).resume();
      }
    },
  })));
}

const lostAnswer = { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable right now; nothing was saved, please retry shortly' };

for (const target of targets().filter((t) => t.name === 'postgres')) {
  describe(`a connection that stops answering [${target.name}]`, () => {
    let config: ServerConfig;
    let db: Database;
    let relay: Awaited<ReturnType<typeof silenceableRelay>>;
    const warnings: string[] = [];

    beforeAll(async () => {
      config = testConfig(target);
      const url = new URL(config.databaseUrl as string);
      relay = await silenceableRelay(new URL(url));
      url.hostname = '127.0.0.1';
      url.port = String(relay.port);
      db = await openPostgres(url.toString(), { schema: config.databaseSchema, log: { info: () => undefined, warn: (line) => { warnings.push(line); } }, startWaitMs: 0, poolSize: 1, statementTimeoutMs: 300, readTimeoutMs: 600 });
      await db.exec('CREATE TABLE kept (n int PRIMARY KEY)');
    });
    afterAll(async () => {
      await db?.close();
      relay?.close();
      await releaseDatabase(config);
    });

    it('ends a statement alone with the 503 of a lost database once the read timeout has passed, and the next statement gets a fresh connection', async () => {
      await db.query('INSERT INTO kept VALUES (1)');
      relay.silence();
      const started = Date.now();
      await expect(db.query('INSERT INTO kept VALUES (2)')).rejects.toMatchObject(lostAnswer);
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(550);
      expect(waited).toBeLessThan(5_000);
      expect(warnings.some((line) => line.startsWith('Lost the connection to PostgreSQL') && line.includes('Query read timeout'))).toBe(true);
      // The silenced connection was given up (closed, not left open beside the new one): the pool's one connection is a new one, and it answers.
      await db.query('INSERT INTO kept VALUES (3)');
      expect(relay.open()).toBe(1);
      expect((await db.query<{ n: number }>('SELECT n FROM kept ORDER BY n')).rows.map((r) => r.n)).toEqual([1, 3]);
    });

    it('ends a transaction whose connection stops answering between its statements the same way, and commits nothing of it', async () => {
      const silencedWithin = db.transaction(async (tx) => {
        await tx.query('INSERT INTO kept VALUES (4)');
        relay.silence();
        await tx.query('INSERT INTO kept VALUES (5)');
      });
      await expect(silencedWithin).rejects.toMatchObject(lostAnswer);
      await db.transaction(async (tx) => { await tx.query('INSERT INTO kept VALUES (6)'); });
      expect((await db.query<{ n: number }>('SELECT n FROM kept ORDER BY n')).rows.map((r) => r.n)).toEqual([1, 3, 6]);
    });

    it('lets maintenance (a migration, the retention job) wait past the read timeout for an answer that comes', async () => {
      const started = Date.now();
      await expect(db.transaction((tx) => tx.query('SELECT pg_sleep(0.9)'), { unbounded: true })).resolves.toBeDefined();
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      await expect(db.transaction((tx) => tx.query('SELECT pg_sleep(0.9)'))).rejects.toMatchObject({ statusCode: 503 });
    });
  });
}
