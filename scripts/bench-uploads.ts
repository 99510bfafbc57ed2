/**
 * `npm run bench:uploads`: what one client's recording uploads cost everyone else. A server on PGlite (its own process)
 * is timed on GET /api/health while one client sends 8 concurrent recording uploads of the largest size the server
 * accepts, then of 4 MiB (the old limit); the reference is /api/health on the idle server, measured in the same run.
 * Then what a visitor's own batch costs the server: one upload at a time of a batch shaped like ws10's typed screener
 * (scripts/benchUploads/visitorBatch.ts), beside an empty batch on the same route and JSON.parse + JSON.stringify of
 * the same text in the bench's process (what any server pays for the bytes).
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RECORDING_BODY_LIMIT } from '../src/server/bodyLimits.ts';
import { visitorBatch } from './benchUploads/visitorBatch.ts';

const SECONDS = Number(process.env.BENCH_UPLOADS_SECONDS ?? 8);
const CONCURRENCY = 8;
/** Uploads of each batch timed one at a time. */
const UPLOADS_TIMED = 300;

if (process.argv[2] === 'serve') {
  const { buildApp } = await import('../src/server/app.ts');
  const { loadConfig } = await import('../src/server/config.ts');
  const app = await buildApp({ ...loadConfig(process.env), distDir: null, logLevel: 'silent', host: '127.0.0.1' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
} else {
  await main();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function startServer(env: NodeJS.ProcessEnv = {}): Promise<{ url: string; stop: () => void; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'serve'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, dataDir, stop: () => child.kill('SIGTERM') };
}

/** Times GET /api/health back to back until `until` resolves; gives the latencies in milliseconds. */
async function timeHealth(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.then(() => { done = true; });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${url}/api/health`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times.sort((a, b) => a - b);
}

/** A recording batch for `sessionId` whose JSON is about `bytes` long. */
function batchOf(sessionId: string, orderId: number, bytes: number): string {
  const body = {
    startTimestamp: Date.now(), recordings: [{ type: 2, timestamp: Date.now(), data: { node: { type: 0, childNodes: [], id: 1 }, css: '' } }],
    routerLogs: [], actionLogs: [], mutationLogs: [], hostName: 'localhost', orderId, sessionId, leadLpParamId: null, indicationId: null,
    metadata: { languages: ['en-US'], queryParams: {}, userAgent: 'bench', flow: 's6' },
  };
  const text = JSON.stringify(body);
  return text.replace('"css":""', `"css":"${'a'.repeat(Math.max(0, bytes - text.length))}"`);
}

/** A browser's CSRF cookie and token, and the recording the server opened for it. */
async function openRecording(url: string): Promise<{ headers: Record<string, string>; sessionId: string }> {
  const csrf = await fetch(`${url}/api/csrf`);
  const headers = { cookie: (csrf.headers.get('set-cookie') ?? '').split(';')[0] as string, 'x-csrf-token': ((await csrf.json()) as { token: string }).token, 'content-type': 'application/json' };
  const opened = await fetch(`${url}/api/sr/open`, { method: 'POST', headers, body: '{}' });
  return { headers, sessionId: ((await opened.json()) as { sessionId: string }).sessionId };
}

/** One client (one address, one CSRF cookie, one opened recording) uploading `bytes`-sized batches, 8 at a time. */
async function attack(url: string, bytes: number, stopAt: number): Promise<Map<number, number>> {
  const { headers, sessionId } = await openRecording(url);
  const statuses = new Map<number, number>();
  let orderId = 0;
  const bodies = Array.from({ length: CONCURRENCY }, () => batchOf(sessionId, 0, bytes));
  await Promise.all(bodies.map(async (template) => {
    while (performance.now() < stopAt) {
      const body = template.replace('"orderId":0', `"orderId":${orderId++}`);
      const status = await fetch(`${url}/api/sr/new`, { method: 'POST', headers, body }).then(async (r) => { await r.arrayBuffer(); return r.status; }, () => 0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }));
  return statuses;
}

async function scenario(name: string, url: string, bytes: number | null): Promise<void> {
  const stopAt = performance.now() + SECONDS * 1000;
  const load = bytes === null ? new Promise((r) => setTimeout(r, SECONDS * 1000)).then(() => new Map<number, number>()) : attack(url, bytes, stopAt);
  const times = await timeHealth(url, load);
  const statuses = await load;
  const uploads = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${n}×${s}`).join(' ') || '-';
  console.log(`${name.padEnd(44)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 99).toFixed(1).padStart(8)} ${String(times.length).padStart(7)}   ${uploads}`);
}

/** Milliseconds of each of `count` runs of `run`, sorted. */
async function timesOf(count: number, run: (i: number) => Promise<unknown> | unknown): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** A visitor's batch uploaded one at a time (each answered before the next), beside an empty batch and the JSON work alone. */
async function visitorUploads(): Promise<void> {
  // No budget or rate limit here: the rows time the route's own work, from one client.
  const server = await startServer({ UPLOAD_KIB_PER_MINUTE: '1048576', RATE_LIMIT_PER_MINUTE: '1000000' });
  try {
    const { headers, sessionId } = await openRecording(server.url);
    const full = (i: number) => JSON.stringify(visitorBatch(sessionId, i));
    const empty = (i: number) => JSON.stringify({ ...visitorBatch(sessionId, i), recordings: [], actionLogs: [] });
    const statuses = new Map<number, number>();
    const upload = async (body: string) => {
      const res = await fetch(`${server.url}/api/sr/new`, { method: 'POST', headers, body });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    };
    const fullText = full(0);
    // Warm: the route's validator compiled, the insert planned, before anything is timed.
    for (let i = 0; i < 20; i++) await upload(full(1_000_000 + i));
    const bodies = Array.from({ length: UPLOADS_TIMED }, (_, i) => [full(i + 1), empty(UPLOADS_TIMED + i + 1)] as const);
    const visitor = await timesOf(UPLOADS_TIMED, (i) => upload((bodies[i] as readonly [string, string])[0]));
    const none = await timesOf(UPLOADS_TIMED, (i) => upload((bodies[i] as readonly [string, string])[1]));
    const json = await timesOf(UPLOADS_TIMED, () => JSON.stringify(JSON.parse(fullText)));
    console.log(`\nPOST /api/sr/new on PGlite, one upload at a time, ${UPLOADS_TIMED} each (answers: ${[...statuses].map(([s, n]) => `${n}×${s}`).join(' ')})`);
    console.log(`${'batch'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
    const row = (name: string, times: number[]) => console.log(`${name.padEnd(44)} ${percentile(times, 50).toFixed(2).padStart(8)} ${percentile(times, 99).toFixed(2).padStart(8)}`);
    row(`a visitor's (ws10's screener typed), ${(Buffer.byteLength(fullText) / 1024).toFixed(0)} KiB`, visitor);
    row('empty (reference: the route, the request)', none);
    row('JSON.parse + stringify of the same text', json);
    console.log(`the batch's own work: ${(percentile(visitor, 50) - percentile(none, 50)).toFixed(2)} ms p50, ${((percentile(visitor, 50) - percentile(none, 50)) / percentile(json, 50)).toFixed(1)}x its JSON work`);
  } finally {
    server.stop();
    setTimeout(() => rmSync(server.dataDir, { recursive: true, force: true }), 1000).unref();
  }
}

async function main(): Promise<void> {
  const server = await startServer();
  try {
    // Warm the server (routes compiled, first queries planned) before anything is timed.
    for (let i = 0; i < 50; i++) await (await fetch(`${server.url}/api/health`)).arrayBuffer();
    console.log(`GET /api/health on PGlite, ${SECONDS} s per row; ${CONCURRENCY} concurrent uploads from one client (uploads: count×status)`);
    console.log(`${'scenario'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'probes'.padStart(7)}   uploads`);
    await scenario('idle (reference)', server.url, null);
    await scenario(`uploads of ${Math.round(RECORDING_BODY_LIMIT / 1024) - 1} KiB (largest accepted)`, server.url, RECORDING_BODY_LIMIT - 1024);
    // A new client address is not available from one machine: the budget already spent by the row above stays spent,
    // as it would for an attacker; this row shows what the old limit's bodies cost now.
    await scenario('uploads of 4 MiB (the old limit)', server.url, 4 * 1024 * 1024 - 1024);
  } finally {
    server.stop();
    setTimeout(() => rmSync(server.dataDir, { recursive: true, force: true }), 1000).unref();
  }
  await visitorUploads();
}
