import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('GEO_HEADERS', () => {
  it('believes no location header by default, and the named edge when set', () => {
    expect(loadConfig({}).geoHeaders).toBe('none');
    expect(loadConfig({ GEO_HEADERS: ' CloudFront ' }).geoHeaders).toBe('cloudfront');
    expect(loadConfig({ GEO_HEADERS: 'cloudflare' }).geoHeaders).toBe('cloudflare');
  });

  it('stops the start on an edge it does not know, rather than trust nothing silently', () => {
    expect(() => loadConfig({ GEO_HEADERS: 'akamai' })).toThrow("GEO_HEADERS must be one of none, cloudfront, cloudflare (got 'akamai')");
  });
});
