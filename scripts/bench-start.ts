/**
 * `npm run bench:start`: time from `npm start` to the first 200 from /api/health on an already-built checkout with a
 * seeded embedded database, beside the reference measured in the same run: the TypeScript entry point run by tsx
 * (`node --import tsx src/server/main.ts`), which compiles the server at every start. Then, for `npm start`, what a
 * visitor arriving two seconds after the start waits: the first lead save and study search of the new server's life,
 * beside the same requests sent again (the route's schemas compiled, its code warm).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoRoot } from '../src/engine/node/campaignFiles.ts';

const ROUNDS = Number(process.env.BENCH_START_ROUNDS ?? 5);
const TIMEOUT_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

const FIRST_VISITOR_AFTER_MS = 2_000;
type FirstRequests = { lead: number; search: number; leadAgain: number; searchAgain: number };

/** A visitor's first lead save and study search on a server that has just started, each then sent again. */
async function firstRequests(port: number): Promise<FirstRequests> {
  const base = `http://127.0.0.1:${port}`;
  const csrf = await fetch(`${base}/api/csrf`);
  const cookie = csrf.headers.get('set-cookie')?.split(';')[0] ?? '';
  const { token } = (await csrf.json()) as { token: string };
  const timed = async (path: string, body: object) => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie }, body: JSON.stringify(body) });
    await res.text();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return performance.now() - started;
  };
  const lead = { firstName: 'Bench', lastName: 'Start', phone1: '713-555-0419', postalCode: '77030', country: 'US', sourceInfo: { campaign: 'ws10' } };
  const search = { postalCode: '77030', country: 'US' };
  return { lead: await timed('/api/leads', lead), search: await timed('/api/studies/search', search), leadAgain: await timed('/api/leads', lead), searchAgain: await timed('/api/studies/search', search) };
}

/**
 * Starts `command`, polls /api/health every 10 ms until 200, with `visit` times a first visitor's requests, stops the
 * server and waits for its exit.
 */
async function timeToFirstAnswer(command: string[], dataDir: string, visit = false): Promise<{ ms: number; built: boolean; first?: FirstRequests }> {
  const port = await freePort();
  const started = performance.now();
  // Its own process group, so stopping it reaches node behind npm and sh.
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let ms = Number.NaN;
  while (performance.now() - started < TIMEOUT_MS && child.exitCode === null) {
    if (await healthy(port)) {
      ms = performance.now() - started;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  let first: FirstRequests | undefined;
  try {
    if (visit && !Number.isNaN(ms)) {
      await new Promise((resolve) => setTimeout(resolve, FIRST_VISITOR_AFTER_MS));
      first = await firstRequests(port);
    }
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  if (Number.isNaN(ms)) throw new Error(`${command.join(' ')} gave no 200 from /api/health:\n${output.slice(-3000)}`);
  // A source edited while the benchmark runs makes a start rebuild: such a run is marked, not a start time.
  return { ms, built: /building/i.test(output), ...(first ? { first } : {}) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
try {
  const commands: Array<[string, string[]]> = [
    ['npm start', ['npm', 'start']],
    ['reference: tsx src/server/main.ts', [process.execPath, '--import', 'tsx', 'src/server/main.ts']],
  ];
  // The first start builds what is missing or stale and creates, migrates and seeds the database; every measured start finds both ready.
  await timeToFirstAnswer(commands[0]?.[1] as string[], dataDir);
  const times = new Map<string, number[]>(commands.map(([name]) => [name, []]));
  let rebuilt = 0;
  const visits: FirstRequests[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, command] of commands) {
      const run = await timeToFirstAnswer(command, dataDir, name === 'npm start');
      if (run.built) rebuilt += 1;
      else times.get(name)?.push(run.ms);
      if (run.first && !run.built) visits.push(run.first);
    }
  }
  console.log(`time from start to the first 200 from /api/health, built checkout, seeded PGlite (${ROUNDS} rounds, interleaved)`);
  for (const [name, list] of times) {
    console.log(`  ${name.padEnd(36)} median ${median(list).toFixed(0).padStart(6)} ms   runs ${list.map((t) => t.toFixed(0)).join(', ')}`);
  }
  const [own, reference] = [...times.values()].map(median) as [number, number];
  console.log(`  ratio npm start / reference        ${(own / reference).toFixed(2)}`);
  if (rebuilt) console.log(`  (${rebuilt} runs left out: sources changed during the benchmark and the start rebuilt)`);
  const of = (key: keyof FirstRequests) => `median ${median(visits.map((v) => v[key])).toFixed(1).padStart(6)} ms   runs ${visits.map((v) => v[key].toFixed(1)).join(', ')}`;
  console.log(`\na visitor ${FIRST_VISITOR_AFTER_MS / 1000} s after npm start: the server's first requests, then the same again`);
  console.log(`  first lead save                      ${of('lead')}`);
  console.log(`  first study search                   ${of('search')}`);
  console.log(`  lead save again                      ${of('leadAgain')}`);
  console.log(`  study search again                   ${of('searchAgain')}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
