import { expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eachDatabase } from './harness.ts';

const TOKEN = 'studio-token-for-tests-0123456789abcdef';
const dist = mkdtempSync(join(tmpdir(), 'dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
const logLines: string[] = [];

eachDatabase('the studio with STUDIO_TOKEN set', (h) => {
  const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });
  const studioUrls = ['/signup/_studio', '/signup/_studio/ws10', '/signup/_studio/sessions', '/api/sr/sessions', '/api/sr/sessions/0b0f3a56-8f43-4d0e'];

  it('refuses a caller without the token whatever Host or X-Forwarded-Host it claims', async () => {
    const callers: Record<string, string>[] = [{ host: 'localhost' }, { host: 'staging.trial-search.com' }, { 'x-forwarded-host': 'localhost' }, { host: 'localhost', cookie: 'studio_access=forged' }, { host: 'localhost', cookie: `studio_access=${TOKEN}` }];
    for (const headers of callers) {
      for (const url of studioUrls) {
        const res = await get(url, headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    }
    // Visitors' pages are served as ever.
    expect((await get('/signup/s6/home', { host: 'localhost' })).statusCode).toBe(200);
  });

  it('refuses a wrong ?token= without setting a cookie', async () => {
    const res = await get(`/signup/_studio?token=${TOKEN.slice(0, -1)}x`, { host: 'localhost' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('exchanges the token for an HttpOnly SameSite=Strict cookie and a page without the token; the cookie opens the studio and its API', async () => {
    const exchange = await get(`/signup/_studio/sessions?view=all&token=${TOKEN}`, { host: 'localhost' });
    expect(exchange.statusCode).toBe(200);
    expect(exchange.headers['cache-control']).toBe('no-store');
    expect(exchange.body).toContain('<meta http-equiv="refresh" content="0;url=/signup/_studio/sessions?view=all">');
    expect(exchange.body).not.toContain(TOKEN);
    const setCookie = String(exchange.headers['set-cookie']);
    expect(setCookie).toMatch(/^studio_access=[A-Za-z0-9_-]{43}; Max-Age=28800; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(setCookie).not.toContain(TOKEN);
    const cookie = setCookie.split(';')[0] as string;
    for (const url of studioUrls.slice(0, 4)) expect((await get(url, { host: 'localhost', cookie })).statusCode, url).toBe(200);
    expect((await get('/api/sr/sessions/0b0f3a56-8f43-4d0e', { host: 'localhost', cookie })).json().code).toBe('RECORDING_NOT_FOUND');
    // Still never on a production hostname.
    expect((await get('/signup/_studio', { host: 'www.trial-search.com', cookie })).statusCode).toBe(404);
    expect((await get(`/signup/_studio?token=${TOKEN}`, { host: 'www.trial-search.com' })).statusCode).toBe(404);
  });

  it('never writes the token to the log', async () => {
    await get(`/signup/_studio?token=${TOKEN}`, { host: 'localhost' });
    expect(logLines.some((l) => l.includes('"url":"/signup/_studio?token=[redacted]"'))).toBe(true);
    expect(logLines.filter((l) => l.includes(TOKEN))).toEqual([]);
  });
}, { distDir: dist, studioToken: TOKEN, logLevel: 'info' }, { logStream: { write: (line: string) => { logLines.push(line); } } });
