import { describe, expect, it } from 'vitest';
import { studioServed } from './studioAccess.ts';
import { loadConfig } from './config.ts';

describe('studioServed', () => {
  it('serves the studio outside production hostnames when the server serves it', () => {
    expect(studioServed(true, 'localhost')).toBe(true);
    expect(studioServed(true, 'staging.trial-search.com')).toBe(true);
    expect(studioServed(true, 'www.trial-search.com')).toBe(false);
  });

  it('never serves it when the server is set not to, whatever hostname a caller claims', () => {
    expect(studioServed(false, 'localhost')).toBe(false);
  });
});

describe('STUDIO_ENABLED', () => {
  it('is on by default, and off by default under NODE_ENV=production', () => {
    expect(loadConfig({}).studioEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).studioEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', STUDIO_ENABLED: 'on' }).studioEnabled).toBe(true);
    expect(loadConfig({ STUDIO_ENABLED: '0' }).studioEnabled).toBe(false);
  });
});
