/**
 * `npm run bench:overload`: many visitors saving at once against the real `npm start` process (scripts/start.js:
 * one process on PGlite, a primary with one worker per core on PostgreSQL, in a fresh schema dropped afterwards).
 * Each of 10, 200 and 1,000 concurrent savers loops: POST /api/leads (a full lead, CSRF, its own Idempotency-Key);
 * on 503 it waits Retry-After and sends the same request with the same key again, as the browser does. A prober
 * beside it times the first page (GET /signup/s6/home on a new connection) and GET /api/health; its idle figures,
 * measured before each case, are the reference. After each case the stored leads are counted: every acknowledged
 * lead must be stored once, however often its key was sent.
 *
 * `-- --soak`: BENCH_SOAK_SECONDS (600) at about 70 % of the capacity measured at the start of the run, one line per
 * minute (saves/s, p99, server RSS), and whether p99 and memory stayed flat. Everything targets 127.0.0.1 and ends
 * by itself. BENCH_SECONDS (20) per case, BENCH_CONCURRENCY (10,200,1000), BENCH_DATABASES (pglite,postgres).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { processAndChildren, processTable } from '../tests/support/processTable.ts';
import http from 'node:http';
import { availableParallelism, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../src/server/db/database.ts';
import { benchLeadBody } from './benchLeadBody.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '10,200,1000').split(',').map(Number);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim());
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SOAK = process.argv.includes('--soak');
const PROBE_EVERY_MS = 250;
/** An answer later than this fails the criterion "every save answers 200 or 503 within 2 s". */
const ANSWER_BOUND_MS = 2000;
const REQUEST_TIMEOUT_MS = 30_000;
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const leadBody = (run: string, n: number) => benchLeadBody(run, n, 'Load');

interface Answer { status: number; retryAfter: string | undefined; body: string }

function request(agent: http.Agent | false, port: number, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, host: '127.0.0.1', port, method, path, timeout: REQUEST_TIMEOUT_MS, headers: payload ? { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { text += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body: text }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;
};
const msText = (v: number) => (Number.isNaN(v) ? '-' : v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(0)} ms`);

// ---- the server under test ----

/**
 * The savers stand for visitors on other machines: this process (the load generator) runs at the lowest CPU priority
 * and the server and the prober at the normal one, so the server is not starved by its own clients on these two
 * shared cores. Raising a child back to normal priority needs root (or CAP_SYS_NICE); without it all run as started.
 */
let priorities = 'the load generator shares the CPU with the server at the same priority';
function serveFirst(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    setPriority(pid, 0);
    priorities = 'the load generator runs at the lowest CPU priority (nice 19), the server and the prober at the normal one';
  } catch { /* not permitted: all at the generator's priority */ }
}

interface Server { child: ChildProcess; port: number }

async function startServer(env: NodeJS.ProcessEnv, attempt = 1): Promise<Server> {
  // Below the ephemeral range (32768 up), where the savers' own connections take their ports.
  const port = 12000 + Math.floor(Math.random() * 16000);
  // What `npm start` runs, without npm between (so SIGTERM reaches the primary and the RSS read is the server's).
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.js')], {
    cwd: ROOT,
    env: {
      ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // Many visitors behind one address: the per-address limit stands aside.
      RATE_LIMIT_PER_MINUTE: '100000000', UPLOAD_KIB_PER_MINUTE: '1048576', STUDIO_TOKEN: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  serveFirst(child.pid);
  for (let i = 0; i < 1200; i++) {
    // A port another program took meanwhile: another one.
    if (child.exitCode !== null && attempt < 3) return startServer(env, attempt + 1);
    if (child.exitCode !== null) throw new Error('the server ended before it answered');
    try {
      if ((await request(false, port, 'GET', '/api/health', {})).status === 200) return { child, port };
    } catch { /* not listening yet */ }
    await sleep(250);
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer within 300 s');
}

const stopServer = ({ child }: Server) => new Promise<void>((resolve) => {
  if (child.exitCode !== null) return resolve();
  child.on('exit', () => resolve());
  child.kill('SIGTERM');
});

/** Resident memory of a process and its children (the PostgreSQL workers), in MiB, from /proc (Linux; null elsewhere). */
function serverRssMib(pid: number): number | null {
  try {
    const table = processTable();
    if (!table) return null;
    let kib = 0;
    for (const { pid: member } of processAndChildren(table, pid)) {
      try {
        kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${member}/status`, 'utf8'))?.[1] ?? 0);
      } catch { /* ended meanwhile */ }
    }
    return kib / 1024;
  } catch {
    return null;
  }
}

// ---- the savers ----

interface Tally {
  acknowledged: number;
  shed: number;
  shedWithoutRetryAfter: number;
  other: number;
  /** Answers (200 and 503) later than ANSWER_BOUND_MS. */
  late: number;
  slowest: number;
  saveMs: number[];
  firstOther: string | null;
}

const newTally = (): Tally => ({ acknowledged: 0, shed: 0, shedWithoutRetryAfter: 0, other: 0, late: 0, slowest: 0, saveMs: [], firstOther: null });

interface Browser { cookie: string; token: string }

/**
 * One save as the browser makes it: the same Idempotency-Key until it is acknowledged; after a 503 the wait the
 * server asked for. Gives up (uncounted as stored) when `until` passes while waiting.
 */
async function saveOnce(agent: http.Agent, port: number, b: Browser, body: unknown, tally: Tally, until: number): Promise<void> {
  const key = randomUUID();
  const headers = { cookie: b.cookie, 'x-csrf-token': b.token, 'idempotency-key': key };
  for (;;) {
    const t = performance.now();
    let answer: Answer | null = null;
    try { answer = await request(agent, port, 'POST', '/api/leads', headers, body); } catch (err) { tally.firstOther ??= String(err); }
    const took = performance.now() - t;
    tally.slowest = Math.max(tally.slowest, took);
    if (answer?.status === 200) {
      tally.acknowledged++;
      tally.saveMs.push(took);
      if (took > ANSWER_BOUND_MS) tally.late++;
      return;
    }
    let waitMs = 1000;
    if (answer?.status === 503 && answer.retryAfter) {
      tally.shed++;
      if (took > ANSWER_BOUND_MS) tally.late++;
      waitMs = Number(answer.retryAfter) * 1000;
    } else {
      if (answer?.status === 503) tally.shedWithoutRetryAfter++;
      else tally.other++;
      if (answer) tally.firstOther ??= `${answer.status} ${answer.body.slice(0, 200)}`;
    }
    if (performance.now() + waitMs >= until) return;
    await sleep(waitMs);
  }
}

/** The cookie jar of one browser: the CSRF cookie /api/csrf sets. */
function csrfRequest(agent: http.Agent, port: number): Promise<Browser> {
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, host: '127.0.0.1', port, method: 'GET', path: '/api/csrf', timeout: REQUEST_TIMEOUT_MS }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { text += c; });
      res.on('end', () => {
        try {
          resolve({ cookie: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '), token: (JSON.parse(text) as { token: string }).token });
        } catch (err) { reject(err); }
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

async function openBrowsers(agent: http.Agent, port: number, count: number): Promise<Browser[]> {
  const out: Browser[] = [];
  for (let i = 0; i < count; i += 50) out.push(...await Promise.all(Array.from({ length: Math.min(50, count - i) }, () => csrfRequest(agent, port))));
  return out;
}

// ---- the prober: first page and health, each on a new connection as a new visitor's browser opens one ----
// It runs in a process of its own, so the savers' event loop does not delay its timings.

interface Probes { pageMs: number[]; healthMs: number[]; failures: number }

function probeHere(port: number, until: number): Promise<Probes> {
  const p: Probes = { pageMs: [], healthMs: [], failures: 0 };
  const timed = async (path: string, into: number[]) => {
    const t = performance.now();
    try {
      const res = await request(false, port, 'GET', path, { 'accept-encoding': 'gzip, br' });
      if (res.status === 200) into.push(performance.now() - t); else p.failures++;
    } catch { p.failures++; }
  };
  return (async () => {
    while (performance.now() < until) {
      const next = performance.now() + PROBE_EVERY_MS;
      await Promise.all([timed('/signup/s6/home', p.pageMs), timed('/api/health', p.healthMs)]);
      await sleep(Math.max(0, next - performance.now()));
    }
    return p;
  })();
}

/** Probes for `seconds` from a child process (this script in mode `probe`). */
function probe(port: number, seconds: number): Promise<Probes> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1] as string, 'probe', String(port), String(seconds)], { stdio: ['ignore', 'pipe', 'inherit'] });
  serveFirst(child.pid);
  let out = '';
  child.stdout.on('data', (c: Buffer) => { out += c.toString(); });
  return new Promise((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Probes) : reject(new Error(`the prober ended with ${code}`)))));
}

/** `savers` loops saving for `seconds` (or at `ratePerSecond` in all when given), the prober beside them. */
async function load(port: number, run: string, savers: number, seconds: number, ratePerSecond?: number): Promise<{ tally: Tally; probes: Probes; seconds: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: savers + 10 });
  const list = await openBrowsers(agent, port, savers);
  const tally = newTally();
  const started = performance.now();
  const end = started + seconds * 1000;
  const probes = probe(port, seconds);
  let n = 0;
  // Paced (soak): the next save starts no sooner than its turn at the given rate.
  let nextStart = started;
  const paced = async () => {
    if (!ratePerSecond) return;
    const at = nextStart;
    nextStart = Math.max(nextStart + 1000 / ratePerSecond, performance.now() - 1000);
    await sleep(Math.max(0, at - performance.now()));
  };
  await Promise.all(list.map(async (b) => {
    while (performance.now() < end) {
      await paced();
      if (performance.now() >= end) break;
      await saveOnce(agent, port, b, leadBody(run, n++), tally, end);
    }
  }));
  const took = (performance.now() - started) / 1000;
  agent.destroy();
  return { tally, probes: await probes, seconds: took };
}

// ---- the database ----

interface Target { name: 'pglite' | 'postgres'; env: NodeJS.ProcessEnv; schema: string | null; dataDir: string }

async function storedLeads(target: Target, run: string): Promise<number> {
  const db = await openDatabase({ databaseUrl: target.env.DATABASE_URL || null, dataDir: target.dataDir, schema: target.schema, startWaitMs: 0 });
  try {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM leads WHERE source_info->>'leadLpParamId' = $1`, [run]);
    return rows[0]?.n ?? 0;
  } finally {
    await db.close();
  }
}

function targetFor(name: string): Target {
  const suffix = randomBytes(5).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-overload-'));
  if (name === 'postgres') {
    const schema = `bench_overload_${suffix}`;
    return { name, env: { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema }, schema, dataDir };
  }
  if (name === 'pglite') return { name, env: { DATABASE_URL: '', DATA_DIR: dataDir }, schema: null, dataDir };
  throw new Error(`unknown database '${name}'`);
}

async function dropTarget(target: Target): Promise<void> {
  rmSync(target.dataDir, { recursive: true, force: true });
  if (!target.schema) return;
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${target.schema} CASCADE`);
  await client.end();
}

// ---- one case: a fresh server, its idle reference, the load, the count ----

interface CaseResult { savers: number; tally: Tally; probes: Probes; idle: Probes; seconds: number; stored: number }

async function runCase(target: Target, savers: number): Promise<CaseResult> {
  const run = randomBytes(6).toString('hex');
  const server = await startServer(target.env);
  let result;
  let idle;
  try {
    // Warm: compiled routes and a few saves, as a server up a while has them (rows of their own, not counted).
    await load(server.port, `${run}-warm`, 5, 2);
    idle = await probe(server.port, 3);
    result = await load(server.port, run, savers, SECONDS);
  } finally {
    await stopServer(server);
  }
  const stored = await storedLeads(target, run);
  return { savers, ...result, idle, stored };
}

function row(c: CaseResult): string {
  const t = c.tally;
  const cells = [
    String(c.savers),
    (t.acknowledged / c.seconds).toFixed(0),
    `${msText(percentile(t.saveMs, 0.5))} / ${msText(percentile(t.saveMs, 0.99))}`,
    `${msText(percentile(c.probes.pageMs, 0.5))} (idle ${msText(percentile(c.idle.pageMs, 0.5))})`,
    `${msText(percentile(c.probes.healthMs, 0.99))} (idle ${msText(percentile(c.idle.healthMs, 0.99))})`,
    String(t.acknowledged),
    `${t.shed}${t.shedWithoutRetryAfter ? ` (+${t.shedWithoutRetryAfter} without Retry-After)` : ''}`,
    String(t.other + c.probes.failures),
    `${t.late} (slowest ${msText(t.slowest)})`,
    String(t.acknowledged),
    `${c.stored}${c.stored === t.acknowledged ? '' : '  MISMATCH'}`,
  ];
  return `| ${cells.join(' | ')} |`;
}


const HEADER = '| concurrent savers | saves/s | save p50/p99 | first page p50 | /api/health p99 | 200s | 503 shed (with Retry-After) | other errors | answers > 2 s | acknowledged | stored |';

function describeTarget(target: Target): string {
  return target.name === 'postgres' ? `postgres (npm start: a primary and ${process.env.WEB_CONCURRENCY ?? availableParallelism()} workers)` : 'pglite (npm start: one process)';
}

async function table(): Promise<void> {
  for (const name of DATABASES) {
    const target = targetFor(name);
    try {
      console.log(`\n${describeTarget(target)}, ${SECONDS} s per case`);
      console.log(HEADER);
      console.log(`|${'---|'.repeat(11)}`);
      for (const savers of CONCURRENCY) {
        const c = await runCase(target, savers);
        console.log(row(c));
        if (c.tally.firstOther) console.log(`    first other answer: ${c.tally.firstOther}`);
        if (savers === CONCURRENCY.at(-1)) console.log(`    (${priorities})`);
        if (c.stored !== c.tally.acknowledged) process.exitCode = 1;
      }
    } finally {
      await dropTarget(target);
    }
  }
}

// ---- soak: ~70 % of the capacity measured first, one line per minute ----

const SOAK_SAVERS = 200;

async function soak(): Promise<void> {
  const target = targetFor(DATABASES[0] as string);
  const run = randomBytes(6).toString('hex');
  const server = await startServer(target.env);
  const pid = server.child.pid as number;
  const total = newTally();
  const lines: { rate: number; p99: number; rssMib: number | null }[] = [];
  try {
    await load(server.port, `${run}-warm`, 5, 2);
    const capacityRun = await load(server.port, `${run}-capacity`, SOAK_SAVERS, SECONDS);
    const capacity = capacityRun.tally.acknowledged / capacityRun.seconds;
    const rate = 0.7 * capacity;
    console.log(`\nsoak on ${describeTarget(target)}: capacity ${capacity.toFixed(0)} saves/s (${SOAK_SAVERS} savers, ${SECONDS} s), soak at ${rate.toFixed(0)} saves/s for ${SOAK_SECONDS} s`);
    console.log('| minute | saves/s | save p50/p99 | first page p50 | /api/health p99 | shed | other | server RSS (all processes) |');
    console.log(`|${'---|'.repeat(8)}`);
    const soakEnd = performance.now() + SOAK_SECONDS * 1000;
    for (let minute = 1; performance.now() < soakEnd - 1000; minute++) {
      const seconds = Math.min(60, (soakEnd - performance.now()) / 1000);
      const m = await load(server.port, run, SOAK_SAVERS, seconds, rate);
      const rssMib = serverRssMib(pid);
      const p99 = percentile(m.tally.saveMs, 0.99);
      lines.push({ rate: m.tally.acknowledged / m.seconds, p99, rssMib });
      total.acknowledged += m.tally.acknowledged;
      total.shed += m.tally.shed + m.tally.shedWithoutRetryAfter;
      total.other += m.tally.other;
      total.late += m.tally.late;
      console.log(`| ${minute} | ${(m.tally.acknowledged / m.seconds).toFixed(0)} | ${msText(percentile(m.tally.saveMs, 0.5))} / ${msText(p99)} | ${msText(percentile(m.probes.pageMs, 0.5))} | ${msText(percentile(m.probes.healthMs, 0.99))} | ${m.tally.shed} | ${m.tally.other} | ${rssMib === null ? '-' : `${rssMib.toFixed(0)} MiB`} |`);
    }
  } finally {
    await stopServer(server);
  }
  try {
    const stored = await storedLeads(target, run);
    const first = lines[0];
    const last = lines.at(-1);
    console.log(`\nsoak: acknowledged ${total.acknowledged}, shed ${total.shed}, other ${total.other}, answers > 2 s ${total.late}, stored ${stored}${stored === total.acknowledged ? '' : '  MISMATCH'}`);
    if (first && last && lines.length > 1) {
      const p99Flat = last.p99 <= Math.max(2 * first.p99, first.p99 + 50);
      const rssFlat = first.rssMib === null || last.rssMib === null ? null : last.rssMib <= first.rssMib * 1.2;
      console.log(`  p99 first minute ${msText(first.p99)}, last ${msText(last.p99)}: ${p99Flat ? 'flat' : 'GREW'}; RSS first ${first.rssMib?.toFixed(0)} MiB, last ${last.rssMib?.toFixed(0)} MiB: ${rssFlat === null ? 'unknown' : rssFlat ? 'flat' : 'GREW'}`);
    }
    if (stored !== total.acknowledged) process.exitCode = 1;
  } finally {
    await dropTarget(target);
  }
}

if (process.argv[2] === 'probe') {
  process.stdout.write(JSON.stringify(await probeHere(Number(process.argv[3]), performance.now() + Number(process.argv[4]) * 1000)));
} else {
  try {
    setPriority(19);
  } catch { /* stays at its priority */ }
  console.log(`bench:overload against 127.0.0.1; the load generator and prober run on the same ${availableParallelism()} cores as the server (their CPU is taken from the server's).`);
  if (SOAK) await soak();
  else await table();
}
