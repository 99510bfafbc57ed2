/**
 * `npm run bench:leads`: lead saves against the real server, on PGlite and on PostgreSQL (TEST_DATABASE_URL or
 * DATABASE_URL, in a fresh schema dropped afterwards). A save is what a browser does on leaving a page: the full
 * lead with the consents given on it (POST /api/leads with withConsents, stored in one transaction), with CSRF and an
 * Idempotency-Key, from BENCH_LEADS_CONNECTIONS (10) connections for BENCH_LEADS_SECONDS (10) per case. Afterwards
 * the stored rows are counted: every acknowledged lead and consent must be there. Beside it, two references measured
 * in the same run: a bare single-row INSERT into a scratch table through the same driver at the same concurrency, and
 * the HTTP floor, a GET of /api/csrf (no database) over the same connections. The CPU one save costs is printed
 * too, split between the server, a PostgreSQL server on this machine and the load generator, with the rate that
 * cost allows on this machine's cores: the ceiling no change to one of them can pass without cutting the others.
 *
 * The server runs in a process of its own (this script with `serve`), as `npm start` runs it, so the load
 * generator does not share its event loop. BENCH_LEADS_DATABASES=pglite,postgres picks the cases;
 * WEB_CONCURRENCY sets the PostgreSQL worker processes as in production (default one per core).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import cluster from 'node:cluster';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { processAndChildren, processTable, type ProcessRow } from '../tests/support/processTable.ts';
import inspector from 'node:inspector';
import http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, type Database } from '../src/server/db/database.ts';
import { serve } from '../src/server/serve.ts';
import { runPrimary, workerCount } from '../src/server/workers.ts';
import { benchLeadBody } from './benchLeadBody.ts';

const SECONDS = Number(process.env.BENCH_LEADS_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_LEADS_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_LEADS_CONNECTIONS ?? 10);
const DATABASES = (process.env.BENCH_LEADS_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim());
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? null;

const WS10_SMS = 'By finishing, I agree to be contacted by phone, text message and email about this study and other clinical trials, and I agree that my answers may be shared with the study site.';
const WS10_CLINIC = WS10_SMS.replace('clinical trials', 'clinical studies');

const leadBody = (run: string, n: number) => benchLeadBody(run, n, 'Bench');

/** The consents ws10's home step shows, as the browser sends them after the save. */
const consentBody = {
  campaign: 'ws10', locale: 'en',
  consents: [
    { type: 'sms', granted: true, text: WS10_SMS, step: 'home' },
    { type: 'call', granted: true, text: WS10_SMS, step: 'home' },
    { type: 'email', granted: true, text: WS10_SMS, step: 'home' },
    { type: 'clinic', granted: true, text: WS10_CLINIC, step: 'home' },
  ],
};

interface Figures {
  done: number;
  errors: number;
  seconds: number;
  latencies: number[];
}

const percentile = (sorted: number[], p: number) => sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number : NaN;
const ms = (v: number, digits = 1) => `${v.toFixed(digits)} ms`;

function describe(f: Figures): string {
  const sorted = [...f.latencies].sort((a, b) => a - b);
  return `${Math.round(f.done / f.seconds)}/s  p50 ${ms(percentile(sorted, 0.5))}  p99 ${ms(percentile(sorted, 0.99))}  errors ${f.errors}`;
}

/** Runs `one` from `CONNECTIONS` loops for `SECONDS`; each call's time is one latency. */
async function load(one: (worker: number) => Promise<boolean>, seconds = SECONDS): Promise<Figures> {
  const f: Figures = { done: 0, errors: 0, seconds, latencies: [] };
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(Array.from({ length: CONNECTIONS }, async (_, worker) => {
    while (performance.now() < end) {
      const t = performance.now();
      const ok = await one(worker).catch(() => false);
      if (ok) { f.done++; f.latencies.push(performance.now() - t); } else f.errors++;
    }
  }));
  f.seconds = (performance.now() - started) / 1000;
  return f;
}

// ---- the server process ----

/**
 * BENCH_LEADS_PROFILE=file: the serving process profiles its CPU from a first SIGUSR2 (sent when the measured saves
 * start) to a second (sent when they end, before the HTTP floor's load) and writes the profile there (one process:
 * set WEB_CONCURRENCY=1 on PostgreSQL).
 */
function profileOnSignal(file: string): void {
  const session = new inspector.Session();
  session.connect();
  let profiling = false;
  process.on('SIGUSR2', () => {
    if (!profiling) session.post('Profiler.enable', () => session.post('Profiler.start'));
    else session.post('Profiler.stop', (err, result) => { if (!err) writeFileSync(file, JSON.stringify(result.profile)); });
    profiling = !profiling;
  });
}

async function serveForBench(): Promise<void> {
  const config = { ...loadConfig(), host: '127.0.0.1' };
  if (process.env.BENCH_LEADS_PROFILE) profileOnSignal(process.env.BENCH_LEADS_PROFILE);
  if (cluster.isWorker) {
    await serve(config, { seed: false });
    return;
  }
  const count = workerCount(process.env, config);
  if (count > 1) await runPrimary(config, count);
  else {
    // Leads refer to no demo row: an empty catalogue starts sooner.
    await serve(config, { seed: false });
    // As src/server/main.ts says it: the bench waits for this line (serving()).
    console.log(`Serving http://127.0.0.1:${config.port} in one process`);
  }
}

/** The reference, in a process of its own like the server: a bare single-row INSERT through the same driver. */
async function insertReference(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema, startWaitMs: 0 });
  await db.exec('CREATE TABLE IF NOT EXISTS bench_scratch (id bigserial PRIMARY KEY, payload text NOT NULL)');
  const insert = async () => { await db.query('INSERT INTO bench_scratch (payload) VALUES ($1)', ['x']); return true; };
  await load(insert, WARMUP_SECONDS);
  const f = await load(insert);
  await db.close();
  process.stdout.write(`${JSON.stringify(f)}\n`);
}

// ---- the load generator ----

interface Response { status: number; headers: http.IncomingHttpHeaders; body: string }

function request(agent: http.Agent, port: number, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Response> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, host: '127.0.0.1', port, method, path, headers: payload ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { text += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

function start(mode: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [...process.execArgv, process.argv[1] as string, mode], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
}

/**
 * Resolves once the server says it is serving, which the primary of several worker processes says only once every
 * worker listens: before that the first worker takes every connection, and the bench's keep-alive connections would
 * stay on it, past its bound on writes in flight, for the whole run.
 */
function serving(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    let tail = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-4096);
      if (tail.includes('Serving http')) resolve();
    });
  });
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  const agent = new http.Agent();
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error('the server ended before it answered');
    try {
      if ((await request(agent, port, 'GET', '/api/health', {})).status === 200) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not answer within 300 s');
}

/**
 * CPU seconds used by the server (a process and its children, the PostgreSQL workers of several) and by a
 * PostgreSQL server on this machine (its processes, named postgres). On a shared machine the CPU a save costs says
 * more than the rate, which depends on what else runs; and the two cores' ceiling is 2 s over the CPU seconds that
 * the server, the database and the load generator spend on one save together.
 */
function cpuSeconds(serverPid: number): { server: number; postgres: number } | null {
  const all = processTable();
  if (!all) return null;
  const sum = (rows: readonly ProcessRow[]) => rows.reduce((n, p) => n + p.cpuSeconds, 0);
  return { server: sum(processAndChildren(all, serverPid)), postgres: sum(all.filter((p) => p.comm === 'postgres')) };
}

const stopped = (child: ChildProcess) => new Promise<void>((resolve) => {
  if (child.exitCode !== null) return resolve();
  child.on('exit', () => resolve());
  child.kill('SIGTERM');
});

async function saves(port: number, run: string, seconds: number): Promise<{ figures: Figures; leads: number; consents: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  // One browser per connection: its own CSRF cookie and token.
  const browsers = await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    const res = await request(agent, port, 'GET', '/api/csrf', {});
    const cookie = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    return { cookie, token: (JSON.parse(res.body) as { token: string }).token };
  }));
  let leads = 0;
  let consents = 0;
  let refusals = 0;
  let n = 0;
  const figures = await load(async (worker) => {
    const b = browsers[worker] as { cookie: string; token: string };
    const headers = { cookie: b.cookie, 'x-csrf-token': b.token, 'idempotency-key': randomUUID() };
    const saved = await request(agent, port, 'POST', '/api/leads', headers, { ...leadBody(run, n++), withConsents: consentBody });
    if (saved.status !== 200) {
      if (refusals++ === 0) console.log(`  first refusal: ${saved.status} ${saved.body.slice(0, 300)}`);
      return false;
    }
    leads++;
    consents += consentBody.consents.length;
    return true;
  }, seconds);
  agent.destroy();
  return { figures, leads, consents };
}

/** The HTTP floor: a GET that touches no database, through the same server, connections and hooks. */
async function httpFloor(port: number): Promise<Figures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const f = await load(async () => (await request(agent, port, 'GET', '/api/csrf', {})).status === 200);
  agent.destroy();
  return f;
}

async function stored(db: Database, run: string): Promise<{ leads: number; consents: number }> {
  const { rows } = await db.query<{ leads: number; consents: number }>(
    `SELECT (SELECT count(*)::int FROM leads WHERE source_info->>'leadLpParamId' = $1) AS leads,
            (SELECT count(*)::int FROM consents c JOIN leads l ON l.id = c.lead_id WHERE l.source_info->>'leadLpParamId' = $1) AS consents`, [run]);
  return rows[0] as { leads: number; consents: number };
}

async function benchCase(database: 'pglite' | 'postgres'): Promise<void> {
  const run = randomBytes(6).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-leads-'));
  const schema = `bench_leads_${run}`;
  const env: NodeJS.ProcessEnv = database === 'postgres'
    ? { DATABASE_URL: POSTGRES_URL as string, DATABASE_SCHEMA: schema }
    : { DATABASE_URL: '', DATA_DIR: dataDir };
  const port = 20000 + Math.floor(Math.random() * 20000);
  try {
    const server = start('serve', { ...env, PORT: String(port), LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', RATE_LIMIT_PER_MINUTE: '100000000', NODE_ENV: 'production', STUDIO_TOKEN: randomBytes(32).toString('hex') });
    // BENCH_LEADS_SERVER_LOG=<file>: the server's log lines (a shed write says which limit it passed), else dropped.
    if (process.env.BENCH_LEADS_SERVER_LOG) server.stdout?.pipe(createWriteStream(`${process.env.BENCH_LEADS_SERVER_LOG}.${database}`));
    else server.stdout?.resume();
    let result;
    let floor: Figures;
    let cpu: { server: number; postgres: number; generator: number } | null = null;
    try {
      await Promise.all([waitForPort(port, server), serving(server)]);
      // Compiled code and warm caches, as a server that has been up a while has them; these rows are counted too.
      const warm = await saves(port, run, WARMUP_SECONDS);
      if (process.env.BENCH_LEADS_PROFILE) server.kill('SIGUSR2');
      const cpuBefore = cpuSeconds(server.pid as number);
      const generatorBefore = process.cpuUsage();
      result = await saves(port, run, SECONDS);
      const generator = process.cpuUsage(generatorBefore);
      const cpuAfter = cpuSeconds(server.pid as number);
      if (process.env.BENCH_LEADS_PROFILE) server.kill('SIGUSR2');
      cpu = cpuBefore === null || cpuAfter === null ? null
        : { server: cpuAfter.server - cpuBefore.server, postgres: cpuAfter.postgres - cpuBefore.postgres, generator: (generator.user + generator.system) / 1e6 };
      result.leads += warm.leads;
      result.consents += warm.consents;
      floor = await httpFloor(port);
    } finally {
      await stopped(server);
    }
    const db = await openDatabase({ databaseUrl: env.DATABASE_URL || null, dataDir, schema: database === 'postgres' ? schema : null, startWaitMs: 0 });
    const rows = await stored(db, run);
    await db.close();

    const reference = start('insert-reference', env);
    let out = '';
    reference.stdout?.on('data', (c: Buffer) => { out += c.toString(); });
    await new Promise((r) => reference.on('exit', r));
    const insert = JSON.parse(out.trim().split('\n').pop() as string) as Figures;

    const lost = result.leads - rows.leads;
    const lostConsents = result.consents - rows.consents;
    const saveRate = result.figures.done / result.figures.seconds;
    const insertRate = insert.done / insert.seconds;
    console.log(`\n${database}${database === 'postgres' ? ` (${workerCount(process.env, { databaseUrl: 'x' })} worker processes)` : ''}, ${CONNECTIONS} connections, ${SECONDS} s`);
    console.log(`  saves (lead + 4 consents, one request): ${describe(result.figures)}`);
    if (cpu !== null) {
      const perSave = (seconds: number) => 1000 * seconds / Math.max(1, result.figures.done);
      const busy = (seconds: number) => `${(seconds / result.figures.seconds).toFixed(2)} cores busy`;
      console.log(`  server CPU per save:      ${ms(perSave(cpu.server), 2)} (${busy(cpu.server)})`);
      // PGlite runs in the server's process; a PostgreSQL server elsewhere shows nothing here.
      if (database === 'postgres') console.log(`  PostgreSQL's CPU per save: ${ms(perSave(cpu.postgres), 2)} (${busy(cpu.postgres)}; its processes on this machine)`);
      console.log(`  load generator per save:  ${ms(perSave(cpu.generator), 2)} (${busy(cpu.generator)})`);
      const total = perSave(cpu.server + (database === 'postgres' ? cpu.postgres : 0) + cpu.generator);
      console.log(`  CPU per save in all:      ${ms(total, 2)}: at most ${Math.round(availableParallelism() * 1000 / total)} saves/s on this machine's ${availableParallelism()} cores at that cost`);
    }
    console.log(`  bare INSERT (reference):  ${describe(insert)}`);
    console.log(`  HTTP floor (reference):   ${describe(floor)}   GET /api/csrf, no database`);
    console.log(`  saves / bare INSERTs:     ${(saveRate / insertRate).toFixed(3)}   saves / HTTP floor: ${(saveRate / (floor.done / floor.seconds)).toFixed(3)}`);
    console.log(`  acknowledged leads ${result.leads}, stored ${rows.leads}; acknowledged consents ${result.consents}, stored ${rows.consents}${lost || lostConsents ? '  LOST ROWS' : ''}`);
    if (lost > 0 || lostConsents > 0) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (database === 'postgres') {
      const client = new pg.Client({ connectionString: POSTGRES_URL as string });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
}

const mode = process.argv[2];
if (mode === 'serve') await serveForBench();
else if (mode === 'insert-reference') await insertReference();
else {
  for (const database of DATABASES) {
    if (database === 'postgres' && !POSTGRES_URL) { console.log('\npostgres: skipped (set TEST_DATABASE_URL or DATABASE_URL)'); continue; }
    if (database !== 'pglite' && database !== 'postgres') throw new Error(`unknown database '${database}'`);
    await benchCase(database);
  }
}
