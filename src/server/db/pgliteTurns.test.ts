import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase, type Database } from './database.ts';

describe('the embedded database under a stream of statements', () => {
  let pglite: PGlite;
  let db: Database;
  beforeAll(async () => {
    pglite = await PGlite.create();
    db = pgliteDatabase(pglite);
  });
  afterAll(async () => { await pglite.close(); });

  it('lets the event loop serve other work between statements, not only once every client has finished', async () => {
    // Ten clients, each sending its next statement as soon as the last is answered, as savers under load do.
    let done = 0;
    const client = async () => { for (let i = 0; i < 100; i += 1) { await db.query('SELECT 1'); done += 1; } };
    // A timer stands for a page request or a health check waiting for the loop's turn.
    const seenByTheLoop = new Promise<number>((resolve) => setTimeout(() => resolve(done), 0));
    const [finishedWhenTheLoopRan] = await Promise.all([seenByTheLoop, Promise.all(Array.from({ length: 10 }, client))]);
    expect(finishedWhenTheLoopRan).toBeLessThan(100);
    expect(done).toBe(1000);
  });

  it('still answers every statement, in transactions and scripts too', async () => {
    await db.exec('CREATE TABLE turns (n int); INSERT INTO turns VALUES (1)');
    const sum = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO turns VALUES (2)');
      return (await tx.query<{ s: number }>('SELECT sum(n)::int AS s FROM turns')).rows[0]?.s;
    });
    expect(sum).toBe(3);
  });
});
