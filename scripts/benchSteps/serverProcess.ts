/** Starts scripts/benchSteps/serve.ts in a process of its own with the built app; resolves once it answers. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export function startServerProcess(distDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./serve.ts', import.meta.url))], {
    env: { ...process.env, BENCH_DIST_DIR: distDir }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const line = out.split('\n');
      if (line.length > 1) resolve({ url: line[0] as string, stop: async () => { child.kill('SIGTERM'); await ended; } });
    });
    child.once('exit', (code) => reject(new Error(`the bench's server ended (${code}) before it answered`)));
  });
}
