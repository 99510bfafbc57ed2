/**
 * `npm run bench:start`: time from `npm start` to the first 200 from /api/health on an already-built checkout with a
 * seeded embedded database, beside the reference measured in the same run: the TypeScript entry point run by tsx
 * (`node --import tsx src/server/main.ts`), which compiles the server at every start.
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

/** Starts `command`, polls /api/health every 10 ms until 200, stops the server and waits for its exit. */
async function timeToFirstAnswer(command: string[], dataDir: string): Promise<{ ms: number; built: boolean }> {
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
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  await exited;
  if (Number.isNaN(ms)) throw new Error(`${command.join(' ')} gave no 200 from /api/health:\n${output.slice(-3000)}`);
  // A source edited while the benchmark runs makes a start rebuild: such a run is marked, not a start time.
  return { ms, built: /building/i.test(output) };
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
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, command] of commands) {
      const run = await timeToFirstAnswer(command, dataDir);
      if (run.built) rebuilt += 1;
      else times.get(name)?.push(run.ms);
    }
  }
  console.log(`time from start to the first 200 from /api/health, built checkout, seeded PGlite (${ROUNDS} rounds, interleaved)`);
  for (const [name, list] of times) {
    console.log(`  ${name.padEnd(36)} median ${median(list).toFixed(0).padStart(6)} ms   runs ${list.map((t) => t.toFixed(0)).join(', ')}`);
  }
  const [own, reference] = [...times.values()].map(median) as [number, number];
  console.log(`  ratio npm start / reference        ${(own / reference).toFixed(2)}`);
  if (rebuilt) console.log(`  (${rebuilt} runs left out: sources changed during the benchmark and the start rebuilt)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
