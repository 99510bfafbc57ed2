import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./timedRun.ts', import.meta.url));

function timed(...command: string[]): { status: number | null; ms: number; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'timed-run-'));
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', script, join(dir, 'ms'), ...command], { encoding: 'utf8' });
    return { status: run.status, ms: Number(readFileSync(join(dir, 'ms'), 'utf8')), output: run.stdout };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Each test starts Node with tsx, which took over 5 s on a busy machine beside the other suites of a CI run.
describe('timedRun', { timeout: 60_000 }, () => {
  it('passes the command its arguments and its output, ends with its exit code and writes how long it ran', () => {
    const run = timed(process.execPath, '-e', 'setTimeout(() => { console.log(process.argv[1]); process.exitCode = 3; }, 300)', 'given');
    expect(run.status).toBe(3);
    expect(run.output.trim()).toBe('given');
    expect(run.ms).toBeGreaterThanOrEqual(300);
    expect(run.ms).toBeLessThan(30_000);
  });

  it('fails a command killed by a signal (no exit code of its own)', () => {
    const run = timed('sh', '-c', 'kill -TERM $$');
    expect(run.status).toBe(1);
    expect(Number.isFinite(run.ms)).toBe(true);
  });

  it('fails a command that cannot start, and still writes its time', () => {
    const run = timed('no-such-command-here');
    expect(run.status).toBe(1);
    expect(Number.isFinite(run.ms)).toBe(true);
  });
});
