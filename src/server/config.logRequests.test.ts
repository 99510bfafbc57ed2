import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('LOG_REQUESTS', () => {
  it('is on by default and off by default under NODE_ENV=production', () => {
    expect(loadConfig({}).logRequests).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).logRequests).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).logRequests).toBe(false);
  });

  it('says otherwise when set, in production or not', () => {
    expect(loadConfig({ NODE_ENV: 'production', LOG_REQUESTS: 'on' }).logRequests).toBe(true);
    expect(loadConfig({ LOG_REQUESTS: 'off' }).logRequests).toBe(false);
    expect(() => loadConfig({ LOG_REQUESTS: 'some' })).toThrow("LOG_REQUESTS must be 1/true/yes/on or 0/false/no/off, got 'some'");
  });
});
