/**
 * A PostgreSQL server of the test's own (initdb into a temporary folder, its own port), so a fault test can
 * restart or stop it without disturbing the machine's shared server or the suites using it.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { freePort } from './freePort.ts';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** Debian keeps the server programs outside PATH, one folder per major version. */
export function postgresBinDir(): string | null {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [fromConfig.status === 0 ? fromConfig.stdout.trim() : '',
    ...(existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().reverse().map((v) => `/usr/lib/postgresql/${v}/bin`) : [])];
  return candidates.find((dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

export interface PrivatePostgres {
  url: string;
  /** Resolves once the server accepts connections again; the caller's event loop keeps running meanwhile. */
  restart(): Promise<void>;
  stop(): void;
  start(): void;
  remove(): void;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server programs (initdb, pg_ctl) were not found; install the postgresql package');
  const dir = mkdtempSync(join(tmpdir(), 'fault-pg-'));
  const data = join(dir, 'data');
  // initdb refuses to run as root: as root, the server runs as the postgres account.
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(ids), Number(gid));
    chmodSync(dir, 0o700);
  }
  const run = (program: string, args: string[]) => {
    const cmd = asRoot ? 'runuser' : join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    const result = spawnSync(cmd, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '60', ...args]);
  const pgCtlAsync = (...args: string[]) => new Promise<void>((resolve, reject) => {
    const argv = ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '60', ...args];
    execFile(asRoot ? 'runuser' : join(bin, 'pg_ctl'), asRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...argv] : argv,
      (err, _stdout, stderr) => (err ? reject(new Error(`pg_ctl ${args.join(' ')} failed: ${stderr}`)) : resolve()));
  });
  pgCtl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgCtlAsync('-m', 'fast', 'restart'),
    stop: () => pgCtl('-m', 'fast', 'stop'),
    start: () => pgCtl('start'),
    remove: () => {
      spawnSync(asRoot ? 'runuser' : join(bin, 'pg_ctl'), [...(asRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl')] : []), '-D', data, '-m', 'immediate', 'stop'], { encoding: 'utf8' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
