/**
 * kill -9 under load loses nothing acknowledged, on the embedded PGlite and on PostgreSQL: a lead the server
 * answered 200 for is on disk when the process dies without warning. PGlite's files are private to the account.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { startServerProcess, type ServerProcess } from './serverProcess.ts';
import { emptyTally, runLeadSavers } from './leadSavers.ts';
import { freePort } from './freePort.ts';
import { startPrivatePostgres, type PrivatePostgres } from './privatePostgres.ts';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Ends the server and its workers at once, as a power cut or an OOM killer would. */
function killHard(server: ServerProcess): void {
  for (const pid of server.workers()) process.kill(pid, 'SIGKILL');
  server.child.kill('SIGKILL');
}

async function saveThenKill(env: Record<string, string>): Promise<string[]> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServerProcess({ ...env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '1000000' });
  await server.waitFor(/Serving http:\/\/localhost:\d+\/signup\/s6\/home/, 90_000);
  const tally = emptyTally();
  const stop = new AbortController();
  const load = runLeadSavers(baseUrl, 10, stop.signal, tally);
  // Under load for 2.5 s, and until saves are landing: on a busy machine the workers can still be starting then.
  const until = Date.now() + 30_000;
  await sleep(2_500);
  while (tally.acknowledged.length <= 20 && Date.now() < until) await sleep(250);
  killHard(server);
  await new Promise((r) => (server.child.exitCode !== null || server.child.signalCode !== null ? r(null) : server.child.once('exit', r)));
  await sleep(300);
  stop.abort();
  await load;
  expect(tally.acknowledged.length).toBeGreaterThan(10);
  return tally.acknowledged;
}

function modes(dir: string): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  const walk = (d: string) => {
    out.push([d, statSync(d).mode & 0o777]);
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name));
      else if (e.isFile()) out.push([join(d, e.name), statSync(join(d, e.name)).mode & 0o777]);
    }
  };
  walk(dir);
  return out;
}

describe('kill -9 under load', () => {
  let database: PrivatePostgres | null = null;
  const dirs: string[] = [];
  afterAll(() => {
    database?.remove();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('PGlite: every acknowledged lead is there after the crash, and its files are private', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crash-pglite-'));
    dirs.push(dataDir);
    const acknowledged = await saveThenKill({ DATABASE_URL: '', DATA_DIR: dataDir });
    // Checked before this test opens the folder itself with PGlite, which would leave files of its own.
    const open = modes(dataDir).filter(([, mode]) => (mode & 0o077) !== 0);
    expect(open).toEqual([]);
    const db = await PGlite.create(dataDir);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads WHERE id = ANY($1::uuid[])', [acknowledged]);
    await db.close();
    expect(rows[0]?.n).toBe(new Set(acknowledged).size);
  }, 180_000);

  it('PostgreSQL, two workers: every acknowledged lead is there after the crash', async () => {
    database = await startPrivatePostgres();
    const acknowledged = await saveThenKill({ DATABASE_URL: database.url, WEB_CONCURRENCY: '2' });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM leads WHERE id = ANY($1::uuid[])', [acknowledged]);
    await client.end();
    expect(rows[0]?.n).toBe(new Set(acknowledged).size);
  }, 180_000);
});
