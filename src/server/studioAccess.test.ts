import { describe, expect, it } from 'vitest';
import { STUDIO_COOKIE, studioCookieValue, studioServed } from './studioAccess.ts';
import { ConfigError, loadConfig } from './config.ts';

const TOKEN = 'a'.repeat(40);
const request = (hostname: string, cookie?: string) => ({ hostname, cookies: cookie === undefined ? {} : { [STUDIO_COOKIE]: cookie } });

describe('studioServed', () => {
  it('without a token, serves the studio outside production hostnames when the server serves it', () => {
    const open = { enabled: true, token: null };
    expect(studioServed(open, request('localhost'))).toBe(true);
    expect(studioServed(open, request('staging.trial-search.com'))).toBe(true);
    expect(studioServed(open, request('www.trial-search.com'))).toBe(false);
  });

  it('never serves it when the server is set not to, whatever hostname a caller claims', () => {
    expect(studioServed({ enabled: false, token: null }, request('localhost'))).toBe(false);
    expect(studioServed({ enabled: false, token: TOKEN }, request('localhost', studioCookieValue(TOKEN)))).toBe(false);
  });

  it('with a token, asks every request for its cookie whatever the Host, and never serves a production hostname', () => {
    const guarded = { enabled: true, token: TOKEN };
    expect(studioServed(guarded, request('localhost'))).toBe(false);
    expect(studioServed(guarded, request('localhost', 'forged'))).toBe(false);
    expect(studioServed(guarded, request('localhost', studioCookieValue('b'.repeat(40))))).toBe(false);
    // The cookie holds a value derived from the token, not the token.
    expect(studioServed(guarded, request('localhost', TOKEN))).toBe(false);
    expect(studioServed(guarded, request('localhost', studioCookieValue(TOKEN)))).toBe(true);
    expect(studioServed(guarded, request('www.trial-search.com', studioCookieValue(TOKEN)))).toBe(false);
  });
});

describe('STUDIO_ENABLED and STUDIO_TOKEN', () => {
  it('is on by default, and off by default under NODE_ENV=production', () => {
    expect(loadConfig({}).studioEnabled).toBe(true);
    expect(loadConfig({}).studioToken).toBe(null);
    expect(loadConfig({ NODE_ENV: 'production' }).studioEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', STUDIO_ENABLED: 'on', STUDIO_TOKEN: TOKEN })).toMatchObject({ studioEnabled: true, studioToken: TOKEN });
    expect(loadConfig({ STUDIO_ENABLED: '0' }).studioEnabled).toBe(false);
  });

  it('refuses to start the studio in production without a token, and a short token anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', STUDIO_ENABLED: 'on' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', STUDIO_ENABLED: 'on' })).toThrow(
      'STUDIO_ENABLED is on under NODE_ENV=production but STUDIO_TOKEN is unset: set STUDIO_TOKEN (e.g. `openssl rand -hex 32`) or turn the studio off');
    expect(() => loadConfig({ STUDIO_TOKEN: 'short' })).toThrow('STUDIO_TOKEN must be at least 32 characters (e.g. `openssl rand -hex 32`)');
  });
});
