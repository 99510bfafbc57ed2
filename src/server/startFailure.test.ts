import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFailureLines } from './startFailure.ts';
import { loadConfig } from './config.ts';
import { SERVER_LOCK_FILE, takeLock } from './db/dataDirLock.ts';

describe('startFailureLines', () => {
  it('says in one line that another server holds the embedded database, and what to do', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    try {
      // The parent of this test process stands in for a running server.
      writeFileSync(join(dir, SERVER_LOCK_FILE), String(process.ppid));
      let refusal: unknown = null;
      try { takeLock(dir); } catch (err) { refusal = err; }
      expect(startFailureLines(refusal)).toEqual([`Refusing to start: another server (pid ${process.ppid}) is using the embedded database in ${dir}: stop it, or give this one another DATA_DIR`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says in one line that DATABASE_URL is no URL, where it had printed a stack', () => {
    let refusal: unknown = null;
    try { loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:notaport/qa4' }); } catch (err) { refusal = err; }
    expect(startFailureLines(refusal)).toEqual(['Refusing to start: DATABASE_URL is not a URL: write it as postgres://USER:PASSWORD@HOST:PORT/DATABASE, or unset it to use the embedded database']);
    expect(loadConfig({ DATABASE_URL: ' postgres://postgres@127.0.0.1:5432/test ' }).databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(loadConfig({ DATABASE_URL: '  ' }).databaseUrl).toBeNull();
  });

  it("leaves a fault of the server's own to its stack", () => {
    expect(startFailureLines(new TypeError('x is undefined'))).toBeNull();
  });
});
