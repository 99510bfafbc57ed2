import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { seededPgliteDir, testConfig } from './harness.ts';
import { SERVER_LOCK_FILE } from '../../src/server/db/dataDirLock.ts';

function exportLeads(dataDir: string) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/leads-export.ts'], { env, encoding: 'utf8' });
}

describe('npm run leads:export', () => {
  it('prints the leads of the embedded database as JSON lines', async () => {
    const dataDir = await seededPgliteDir('export-');
    const app = await buildApp(testConfig({ name: 'pglite', databaseUrl: null }, { dataDir }));
    const csrf = await app.inject({ method: 'GET', url: '/api/csrf' });
    const headers = { cookie: String(csrf.headers['set-cookie']).split(';')[0] as string, 'x-csrf-token': csrf.json().token };
    // A campaign's own question's answer (ws23's 'Do you smoke?') is exported under the campaign's answer key.
    const body = { firstName: 'Lee', lastName: 'Export', phone1: '2125550123', postalCode: '10001', country: 'US', preferredLanguage: 'en', sourceInfo: { campaign: 'ws23' }, answers: { smokingStatus: 'former' } };
    expect((await app.inject({ method: 'POST', url: '/api/leads', payload: body, headers })).statusCode).toBe(200);
    await app.close();

    const out = exportLeads(dataDir);
    expect(out.status, out.stderr).toBe(0);
    const leads = out.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ firstName: 'Lee', lastName: 'Export', phone: '+12125550123', postalCode: '10001', country: 'US' });
    expect(out.stdout).toContain('"smokingStatus":"former"');
  }, 60_000);

  it('refuses while a server owns the embedded database', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'export-'));
    // The parent of this test process stands in for a running server.
    writeFileSync(join(dataDir, SERVER_LOCK_FILE), String(process.ppid));
    const out = exportLeads(dataDir);
    expect(out.status).toBe(1);
    expect(out.stderr).toContain(`The server (pid ${process.ppid}) is using the embedded database`);
  }, 60_000);
});
