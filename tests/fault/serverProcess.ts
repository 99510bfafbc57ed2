/** `npm start`'s entry point as a child process, its output collected so a test can wait for a line. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { processTable } from '../support/processTable.ts';

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  waitFor(pattern: RegExp, timeoutMs: number): Promise<void>;
  /** Process ids of the primary's worker processes (children running the server's entry point). */
  workers(): number[];
  alive(): boolean;
}

const root = new URL('../..', import.meta.url).pathname;

export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters = new Set<() => void>();
  const collect = (chunk: Buffer) => { text += chunk.toString(); for (const w of waiters) w(); };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return {
    child,
    output: () => text,
    waitFor: (pattern, timeoutMs) => new Promise((resolve, reject) => {
      const check = () => {
        if (pattern.test(text)) { waiters.delete(check); clearTimeout(timer); resolve(); }
        else if (child.exitCode !== null) { waiters.delete(check); clearTimeout(timer); reject(new Error(`server exited (${child.exitCode}) before ${pattern}:\n${text.slice(-3000)}`)); }
      };
      const timer = setTimeout(() => { waiters.delete(check); reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${text.slice(-3000)}`)); }, timeoutMs);
      waiters.add(check);
      child.once('exit', check);
      check();
    }),
    workers: () => (processTable() ?? []).filter((p) => p.ppid === child.pid).map((p) => p.pid).filter((pid) => {
      try {
        // A worker runs the same entry point; other children (the TypeScript loader's esbuild service) do not.
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('src/server/main.ts');
      } catch {
        return false;
      }
    }),
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}
