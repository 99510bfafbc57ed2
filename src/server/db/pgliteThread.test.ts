import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database.ts';
import { openPgliteThread } from './pgliteThread.ts';

/**
 * A small database's dump, made once: a database opened from it skips initdb, which took most of this file's time
 * (an open from a dump takes half as long). The one open that tests a new database's own files does without it.
 */
let dumped: Uint8Array;
beforeAll(async () => {
  const source = await PGlite.create();
  await source.exec("CREATE TABLE snap (s text); INSERT INTO snap VALUES ('from the dump')");
  // Small shared buffers, as the suites' databases have (tests/support/databaseTemplates.ts says why).
  await source.query("ALTER SYSTEM SET shared_buffers = '16MB'");
  dumped = new Uint8Array(await (await source.dumpDataDir('none')).arrayBuffer());
  await source.close();
}, 60_000);

describe('the embedded database in a thread of its own', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteThread(undefined, { snapshot: dumped });
    await db.exec('CREATE TABLE t (n int PRIMARY KEY); CREATE TABLE d (n int UNIQUE DEFERRABLE INITIALLY DEFERRED)');
  }, 60_000);
  afterAll(async () => { await db.close(); });

  it('leaves the server thread free while statements stream in', async () => {
    // Ten clients, each sending its next statement as soon as the last is answered, as savers under load do.
    let done = 0;
    const client = async () => { for (let i = 0; i < 100; i += 1) { await db.query('SELECT 1'); done += 1; } };
    // A timer stands for a page request or a health check waiting for the loop's turn.
    const seenByTheLoop = new Promise<number>((resolve) => setTimeout(() => resolve(done), 0));
    const [finishedWhenTheLoopRan] = await Promise.all([seenByTheLoop, Promise.all(Array.from({ length: 10 }, client))]);
    expect(finishedWhenTheLoopRan).toBeLessThan(100);
    expect(done).toBe(1000);
    expect(db.answeredWithin?.(1000)).toBe(true);
  });

  it('runs a long statement without holding the server thread: timers fire all through it', async () => {
    let ticks = 0;
    const timer = setInterval(() => { ticks += 1; }, 5);
    const started = performance.now();
    await db.query('SELECT count(*) FROM generate_series(1, 1000000)');
    const took = performance.now() - started;
    clearInterval(timer);
    // In the server's own thread the statement would hold the loop, and no timer would fire until it ended.
    expect(took).toBeGreaterThan(50);
    // Lenient for a busy machine: any firing at all shows the loop was free.
    expect(ticks).toBeGreaterThanOrEqual(3);
  });

  it('answers rows with their types, and parameters', async () => {
    const { rows } = await db.query<{ n: number; at: Date; doc: { a: number[] } }>("SELECT $1::int AS n, '2026-01-02T03:04:05Z'::timestamptz AS at, $2::jsonb AS doc", [7, JSON.stringify({ a: [1] })]);
    expect(rows).toEqual([{ n: 7, at: new Date('2026-01-02T03:04:05Z'), doc: { a: [1] } }]);
  });

  it('keeps a committed transaction and drops one whose work failed, and the failure reaches the caller', async () => {
    const sum = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (1), (2)');
      return (await tx.query<{ s: number }>('SELECT sum(n)::int AS s FROM t')).rows[0]?.s;
    });
    expect(sum).toBe(3);
    await expect(db.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (10)');
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    expect((await db.query<{ n: number }>('SELECT n FROM t ORDER BY n')).rows.map((r) => r.n)).toEqual([1, 2]);
  });

  it('gives a database error its SQLSTATE code and constraint, as the services test them', async () => {
    const failure = await db.query('INSERT INTO t VALUES (1)').catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 't_pkey' });
    expect(String((failure as Error).message)).toMatch(/duplicate key/);
  });

  it('gives a failed statement the stack of the code that asked for it', async () => {
    async function insertTheSameRowTwice() { await db.query('INSERT INTO t VALUES (1)'); }
    const failure = await insertTheSameRowTwice().catch((err: unknown) => err as Error);
    expect(failure?.stack).toMatch(/insertTheSameRowTwice/);
    async function runAScriptThatFails() { await db.exec('NOT SQL AT ALL'); }
    const scriptFailure = await runAScriptThatFails().catch((err: unknown) => err as Error);
    expect(scriptFailure).toMatchObject({ code: '42601' });
    expect(scriptFailure?.stack).toMatch(/runAScriptThatFails/);
  });

  it('refuses a parameter that cannot reach the thread, and goes on answering', async () => {
    await expect(db.query('SELECT $1::text AS s', [() => 'a function'])).rejects.toThrow(/could not be cloned/);
    expect((await db.query('SELECT $1::text AS s', ['text'])).rows).toEqual([{ s: 'text' }]);
  });

  it('reports a commit that fails, and keeps nothing of it', async () => {
    await expect(db.transaction(async (tx) => { await tx.query('INSERT INTO d VALUES (5), (5)'); })).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('SELECT * FROM d')).rows).toEqual([]);
  });

  it('runs a statement outside a transaction after the transaction, not inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    const tx = db.transaction(async (t) => { await t.query('INSERT INTO t VALUES (3)'); await held; await t.query('DELETE FROM t WHERE n = 3'); });
    await new Promise((r) => setTimeout(r, 20));
    const outside = db.query<{ c: number }>('SELECT count(*)::int AS c FROM t WHERE n = 3');
    release();
    await tx;
    expect((await outside).rows[0]?.c).toBe(0);
  });
});

describe('closing the embedded database', () => {
  it('answers what was asked before the close, refuses what comes after, and ends once the open transaction does', async () => {
    const db = await openPgliteThread(undefined, { snapshot: dumped });
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    const open = db.transaction(async (tx) => { await held; return (await tx.query<{ n: number }>('SELECT 1 AS n')).rows[0]?.n; });
    await new Promise((r) => setTimeout(r, 20));
    const before = db.query<{ n: number }>('SELECT 2 AS n');
    const closing = db.close();
    await expect(db.query('SELECT 3')).rejects.toThrow('the embedded database is closed');
    release();
    await expect(open).resolves.toBe(1);
    expect((await before).rows).toEqual([{ n: 2 }]);
    await closing;
    await expect(db.query('SELECT 4')).rejects.toThrow('the embedded database is closed');
  }, 30_000);

  it('lets a process end once nothing is asked, after a parameter that could not be sent and a close with a statement on its way', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-thread-exit-'));
    try {
      const script = join(dir, 'tool.mts');
      const dump = join(dir, 'dumped.tar');
      writeFileSync(dump, dumped);
      writeFileSync(script, [
        `import { openPgliteThread } from ${JSON.stringify(fileURLToPath(new URL('./pgliteThread.ts', import.meta.url)))};`,
        "import { readFileSync } from 'node:fs';",
        `const snapshot = readFileSync(${JSON.stringify(dump)});`,
        'const db = await openPgliteThread(undefined, { snapshot });',
        "await db.query('SELECT $1::text', [() => 1]).catch((err) => console.log('refused', err.name));",
        "console.log('answered', (await db.query('SELECT 1 AS n')).rows[0].n);",
        'const first = await openPgliteThread(undefined, { snapshot });',
        "const late = first.query('SELECT 2 AS n');",
        'await first.close();',
        "console.log('closed after', (await late).rows[0].n);",
        '// `db` is not closed: a tool that forgets to still ends.',
      ].join('\n'));
      const run = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: fileURLToPath(new URL('../../../', import.meta.url)), encoding: 'utf8', timeout: 30_000 });
      expect(run.stdout).toBe('refused DataCloneError\nanswered 1\nclosed after 2\n');
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});

describe('the embedded database thread on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps what was written when opened again, and starts from a dumped snapshot', async () => {
    const first = await openPgliteThread(join(dir, 'data'));
    await first.exec("CREATE TABLE kept (s text); INSERT INTO kept VALUES ('yes')");
    await first.close();
    await expect(first.query('SELECT 1')).rejects.toThrow(/closed/);
    const again = await openPgliteThread(join(dir, 'data'));
    expect((await again.query('SELECT s FROM kept')).rows).toEqual([{ s: 'yes' }]);
    await again.close();

    const copy = await openPgliteThread(undefined, { snapshot: dumped });
    expect((await copy.query('SELECT s FROM snap')).rows).toEqual([{ s: 'from the dump' }]);
    await copy.close();
  }, 60_000);

  it('opens a thread that died again from its files; meanwhile statements answer 503, a transaction it held included', async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    const db = await openPgliteThread(join(dir, 'dies'), { snapshot: dumped, log, script: new URL('../../../tests/fixtures/pgliteWorkerThatDies.mjs', import.meta.url) });
    try {
      await db.exec("CREATE TABLE kept (s text); INSERT INTO kept VALUES ('before')");
      let release!: () => void;
      const held = new Promise<void>((r) => { release = r; });
      const open = db.transaction(async (tx) => { await tx.query("INSERT INTO kept VALUES ('never')"); await held; await tx.query('SELECT 1'); });
      await new Promise((r) => setTimeout(r, 20));
      await expect(db.query("SELECT 'die'")).rejects.toMatchObject({ code: 'DATABASE_UNAVAILABLE', statusCode: 503 });
      expect(db.answeredWithin?.(60_000)).toBe(false);
      release();
      await expect(open).rejects.toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/^The embedded database stopped \(.*\); opening it again from .*dies\. Writes answer 503 meanwhile\.$/));
      await expect.poll(() => log.info.mock.calls.length, { timeout: 30_000 }).toBe(1);
      expect(log.info).toHaveBeenCalledWith('The embedded database answers again.');
      expect((await db.query('SELECT s FROM kept')).rows).toEqual([{ s: 'before' }]);

      // PGlite broken inside (a WebAssembly trap) but its thread still running: the thread ends, and is opened again.
      await expect(db.query("SELECT 'abort'")).rejects.toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      expect(log.warn).toHaveBeenLastCalledWith(expect.stringMatching(/^The embedded database stopped \(unreachable\); opening it again/));
      await expect.poll(() => log.info.mock.calls.length, { timeout: 30_000 }).toBe(2);
      expect((await db.query('SELECT count(*)::int AS c FROM kept')).rows).toEqual([{ c: 1 }]);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('says an in-memory database that stopped cannot come back, and answers 503 from then on', async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    const db = await openPgliteThread(undefined, { snapshot: dumped, log, script: new URL('../../../tests/fixtures/pgliteWorkerThatDies.mjs', import.meta.url) });
    try {
      await expect(db.query("SELECT 'die'")).rejects.toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/^The embedded database in memory stopped \(.*\); it cannot be opened again\.$/));
      await expect(db.query('SELECT 1')).rejects.toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      expect(log.info).not.toHaveBeenCalled();
    } finally {
      await db.close();
    }
  }, 30_000);

  it('says why when the database cannot open', async () => {
    await expect(openPgliteThread(join(dir, 'not-a-dump'), { snapshot: new Uint8Array([1, 2, 3]) })).rejects.toThrow('PGlite failed to initialize properly');
  });
});
