/**
 * The server outlives its database: a PostgreSQL restart under load, an outage, a database that is not there
 * at start and a crashed worker. The real `npm start` entry (two workers), a PostgreSQL server of the test's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startPrivatePostgres, type PrivatePostgres } from './privatePostgres.ts';
import { startServerProcess, type ServerProcess } from './serverProcess.ts';
import { emptyTally, runLeadSavers } from './leadSavers.ts';
import { freePort } from './freePort.ts';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe('the server outlives its PostgreSQL', () => {
  let database: PrivatePostgres;
  let server: ServerProcess;
  let baseUrl: string;

  beforeAll(async () => {
    database = await startPrivatePostgres();
    database.stop();
    // The stopped database's port is free until the test starts it again: the server must not be given it.
    const port = await freePort([Number(new URL(database.url).port)]);
    baseUrl = `http://127.0.0.1:${port}`;
    server = startServerProcess({ DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1', WEB_CONCURRENCY: '2', RATE_LIMIT_PER_MINUTE: '1000000' });
  }, 120_000);

  /** A lead save as a browser sends it: the CSRF token first (pages and /api/csrf need no database), then the save. */
  const saveLead = async (phone: string, key: string): Promise<Response> => {
    const csrf = await fetch(`${baseUrl}/api/csrf`);
    expect(csrf.status).toBe(200);
    const cookie = (csrf.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { token } = (await csrf.json()) as { token: string };
    return fetch(`${baseUrl}/api/leads`, {
      method: 'POST', headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': token, 'idempotency-key': key },
      body: JSON.stringify({ firstName: 'Ana', lastName: 'Lopez', phone1: phone, email: 'ana@example.com', postalCode: '10001', country: 'US', sourceInfo: { campaign: 's6' } }),
    });
  };

  afterAll(async () => {
    if (server?.alive()) {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
    }
    database?.remove();
  }, 60_000);

  it('waits for a database that is not there yet, with a clear line and no stack trace', async () => {
    await server.waitFor(/is not reachable yet \(.*ECONNREFUSED.*\); trying again in \d/, 60_000);
    expect(server.output()).not.toMatch(/\n\s+at /);
    database.start();
    await server.waitFor(/Serving http:\/\/localhost:\d+\/signup\/s6\/home on PostgreSQL \(DATABASE_URL\) with 2 worker processes/, 90_000);
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
  }, 120_000);

  it('while the database is away: health 503, writes 503 with Retry-After and a code, pages still load; then it recovers', async () => {
    database.stop();
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'unavailable', database: { ok: false } });

    const save = await saveLead('(212) 555-0142', 'outage-key-0001');
    expect(save.status).toBe(503);
    expect(save.headers.get('retry-after')).toBe('3');
    expect(await save.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable right now; nothing was saved, please retry shortly' });

    const page = await fetch(`${baseUrl}/signup/s6/home`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    database.start();
    const back = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - back < 10_000) {
      status = (await fetch(`${baseUrl}/api/health`)).status;
      if (status !== 200) await sleep(100);
    }
    expect(status).toBe(200);
    expect(server.alive()).toBe(true);
  }, 60_000);

  it('a database set not to take connections answers writes 503 with Retry-After, not 500, and recovers when it takes them again', async () => {
    // Altered from another database of the same server: the served one then refuses the admin's connection too.
    const admin = new pg.Client({ connectionString: database.url.replace(/\/postgres$/, '/template1') });
    await admin.connect();
    try {
      await admin.query('ALTER DATABASE postgres ALLOW_CONNECTIONS false');
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'postgres'");
      const save = await saveLead('(212) 555-0143', 'refusing-key-0001');
      expect(save.status).toBe(503);
      expect(save.headers.get('retry-after')).toBe('3');
      expect(await save.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    } finally {
      await admin.query('ALTER DATABASE postgres ALLOW_CONNECTIONS true');
      await admin.end();
    }
    let status = 0;
    const back = Date.now();
    while (status !== 200 && Date.now() - back < 10_000) {
      status = (await fetch(`${baseUrl}/api/health`)).status;
      if (status !== 200) await sleep(100);
    }
    expect(status).toBe(200);
    expect(server.alive()).toBe(true);
  }, 60_000);

  it('a restart under load: the process stays up, nothing acknowledged is lost, saves succeed within 10 s of the return', async () => {
    const tally = emptyTally();
    const stopLoad = new AbortController();
    const load = runLeadSavers(baseUrl, 20, stopLoad.signal, tally);
    await sleep(3_000);
    const beforeRestart = tally.acknowledged.length;
    expect(beforeRestart).toBeGreaterThan(0);
    await database.restart();
    const returned = Date.now();
    await sleep(10_000);
    stopLoad.abort();
    await load;

    const firstAfter = tally.acknowledgedAt.find((t) => t > returned);
    console.log(`restart under load: ${tally.acknowledged.length} acknowledged (${beforeRestart} before the restart), ${tally.shed.length} answered 503, ${tally.networkFailures} network failures, first save ${firstAfter ? firstAfter - returned : '-'} ms after the database returned`);
    expect(server.alive()).toBe(true);
    expect(server.workers()).toHaveLength(2);
    const firstAfterReturn = firstAfter;
    expect(firstAfterReturn, 'a save acknowledged after the database returned').toBeDefined();
    expect((firstAfterReturn as number) - returned).toBeLessThan(10_000);
    expect(tally.unexpected).toEqual([]);
    // Every refusal was a coded 503 with its Retry-After: the database away, or (20 savers on two workers, past the
    // 8 writes a process serves at once) the process busy.
    for (const shed of tally.shed) expect([{ code: 'DATABASE_UNAVAILABLE', retryAfter: '3' }, { code: 'SERVER_BUSY', retryAfter: '2' }]).toContainEqual(shed);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM leads WHERE id = ANY($1::uuid[])', [tally.acknowledged]);
    await client.end();
    expect(rows[0]?.n).toBe(new Set(tally.acknowledged).size);
    expect(new Set(tally.acknowledged).size).toBe(tally.acknowledged.length);
  }, 60_000);

  it('a crashed worker is replaced by the primary', async () => {
    const [victim] = server.workers();
    expect(victim).toBeDefined();
    process.kill(victim as number, 'SIGKILL');
    await server.waitFor(new RegExp(`Worker ${victim} ended \\(SIGKILL\\); starting a new one`), 10_000);
    const started = Date.now();
    // The killed worker can still be listed for a moment beside its replacement: wait for two that are not it.
    const replaced = () => server.workers().length === 2 && !server.workers().includes(victim as number);
    while (!replaced() && Date.now() - started < 30_000) await sleep(200);
    expect(server.workers()).toHaveLength(2);
    expect(server.workers()).not.toContain(victim);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  }, 60_000);

  it('SIGTERM stops every worker and the primary', async () => {
    const workers = server.workers();
    server.child.kill('SIGTERM');
    const code = await new Promise<number | null>((r) => server.child.once('exit', (c) => r(c)));
    expect(code).toBe(0);
    expect(server.output()).toContain('All workers stopped.');
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 30_000);
});
