import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { releaseDatabase, seededPgliteDir, targets, testConfig } from './harness.ts';
import { SERVER_LOCK_FILE } from '../../src/server/db/dataDirLock.ts';
import type { ServerConfig } from '../../src/server/config.ts';

function linksCreate(env: Record<string, string>, args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/links-create.ts', ...args], { env: { ...process.env, DATABASE_URL: '', DATABASE_SCHEMA: '', RELAY_PROVIDER: '', ...env }, encoding: 'utf8' });
}

async function post(app: FastifyInstance, url: string, payload: object) {
  const csrf = await app.inject({ method: 'GET', url: '/api/csrf' });
  const headers = { cookie: String(csrf.headers['set-cookie']).split(';')[0] as string, 'x-csrf-token': csrf.json().token };
  return app.inject({ method: 'POST', url, payload, headers });
}

const lead = { firstName: 'Lee', lastName: 'Link', phone1: '2125550123', postalCode: '10001', country: 'US', preferredLanguage: 'en' };

/** Where the script finds the database of `config`. */
function envFor(config: ServerConfig): Record<string, string> {
  return config.databaseUrl ? { DATABASE_URL: config.databaseUrl, DATABASE_SCHEMA: config.databaseSchema ?? '' } : { DATA_DIR: config.dataDir };
}

describe('npm run links:create', () => {
  for (const target of targets()) {
    it(`prints a working link for an existing lead [${target.name}]`, async () => {
      const config = testConfig(target, target.databaseUrl ? {} : { dataDir: await seededPgliteDir('links-') });
      let app = await buildApp(config);
      const leadId = (await post(app, '/api/leads', lead)).json().id as string;
      // The embedded database has one owner: the server stops before the script runs.
      if (!target.databaseUrl) await app.close();

      const out = linksCreate({ ...envFor(config), PORT: '3456' }, ['--lead', leadId, '--study', '1001', '--hours', '2']);
      expect(out.status, out.stderr).toBe(0);
      const url = new URL(out.stdout.trim());
      expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3456/signup/ws11/home');
      expect(url.searchParams.get('studyId')).toBe('1001');
      const slug = url.searchParams.get('slug') ?? '';
      expect(slug).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(out.stderr).toMatch(/^expires \d{4}-\d\d-\d\dT/m);

      if (!target.databaseUrl) app = await buildApp(config);
      try {
        const info = await post(app, '/api/relay/patient-info', { slug });
        expect(info.statusCode, info.body).toBe(200);
        expect(info.json().prePopFields).toMatchObject({ firstName: 'Lee', lastName: 'Link', postalCode: '10001' });
      } finally {
        await app.close();
        await releaseDatabase(config);
      }
    }, 90_000);
  }

  it('refuses while a server owns the embedded database, and explains bad arguments and unknown leads', async () => {
    const dataDir = await seededPgliteDir('links-');

    const unknown = linksCreate({ DATA_DIR: dataDir }, ['--lead', '00000000-0000-4000-8000-000000000000']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('no lead with id 00000000-0000-4000-8000-000000000000');
    expect(unknown.stdout).toBe('');

    const bad = linksCreate({ DATA_DIR: dataDir }, ['--lead', 'someone']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("--lead must be a lead id (a UUID), got 'someone'");

    // The parent of this test process stands in for a running server.
    writeFileSync(join(dataDir, SERVER_LOCK_FILE), String(process.ppid));
    const locked = linksCreate({ DATA_DIR: dataDir }, ['--lead', '00000000-0000-4000-8000-000000000000']);
    expect(locked.status).toBe(1);
    expect(locked.stderr).toContain(`The server (pid ${process.ppid}) is using the embedded database`);

    const http = linksCreate({ DATA_DIR: dataDir, RELAY_PROVIDER: 'http', RELAY_URL: 'https://relay.example' }, ['--lead', '00000000-0000-4000-8000-000000000000']);
    expect(http.status).toBe(1);
    expect(http.stderr).toContain('temporary links are made by the relay service');
  }, 90_000);
});
