import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { InvalidCampaignsError } from '../../src/engine/node/campaignFiles.ts';
import { loggedUrl } from '../../src/server/loggedUrl.ts';
import { startFailureLines } from '../../src/server/startFailure.ts';
import { pgliteApp, testConfig } from './harness.ts';

describe('SPA serving', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'js'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'js', 'app-abc.js'), 'console.log(1)');
    app = await pgliteApp({ distDir: dist });
  });
  afterAll(async () => app.close());

  it('serves index.html for every flow path with a strict CSP', async () => {
    for (const url of ['/signup/s6/home', '/signup/es/s6/postal', '/signup/', '/signup/unknown/path?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-eval');
    }
  });

  it('serves hashed assets with a long cache and 404s a missing one', async () => {
    const hit = await app.inject({ method: 'GET', url: '/signup/js/app-abc.js' });
    expect(hit.statusCode).toBe(200);
    expect(hit.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/signup/js/missing.js' })).statusCode).toBe(404);
  });

  it('redirects the root to /signup/ keeping the query', async () => {
    const res = await app.inject({ method: 'GET', url: '/?s=ws10' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/signup/?s=ws10');
  });
});

describe('start-up', () => {
  it('refuses to start on an invalid campaign and reports the checker lines', async () => {
    const root = mkdtempSync(join(tmpdir(), 'repo-'));
    cpSync('locales', join(root, 'locales'), { recursive: true });
    mkdirSync(join(root, 'campaigns/brands'), { recursive: true });
    const s6 = JSON.parse(readFileSync('campaigns/s6.json', 'utf8'));
    s6.steps.name.next = 'nowhere';
    writeFileSync(join(root, 'campaigns/s6.json'), JSON.stringify(s6));
    const error = await buildApp(testConfig({ name: 'pglite', databaseUrl: null }), { campaignsRoot: root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidCampaignsError);
    expect((error as InvalidCampaignsError).lines.some((l) => l.endsWith("/steps/name/next: next step 'nowhere' does not exist"))).toBe(true);
  });

  it("prints the checker's lines and which file to fix for a misspelt kind, never a stack trace", async () => {
    const root = mkdtempSync(join(tmpdir(), 'repo-'));
    cpSync('locales', join(root, 'locales'), { recursive: true });
    cpSync('campaigns', join(root, 'campaigns'), { recursive: true });
    const s15 = JSON.parse(readFileSync('campaigns/s15.json', 'utf8'));
    s15.steps.about.fields[0].kind = 'Agee';
    writeFileSync(join(root, 'campaigns/s15.json'), JSON.stringify(s15, null, 2));
    const error = await buildApp(testConfig({ name: 'pglite', databaseUrl: null }), { campaignsRoot: root }).catch((e: unknown) => e);
    const lines = startFailureLines(error) ?? [];
    expect(lines).toContainEqual(expect.stringMatching(/campaigns\/s15\.json:\d+:\d+: \/steps\/about\/fields\/0\/kind: unknown value 'Agee': did you mean 'Age'\?$/));
    expect(lines.at(-1)).toMatch(/campaigns\/s15\.json is not valid; nothing was started$/);
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toMatch(/^\s+at /m);
  });

  it('keeps prefill values out of logged URLs', () => {
    expect(loggedUrl('/signup/s6/home?firstName=Maria&zip=10001&utm_source=x')).toBe('/signup/s6/home?firstName=[redacted]&zip=[redacted]&utm_source=x');
  });
});
