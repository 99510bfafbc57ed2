/** Limits a client cannot talk its way around: the rate limit (unknown paths, spoofed X-Forwarded-For), CSRF on absolute-URL targets. */
import { describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eachDatabase } from './harness.ts';
import { trustedProxies } from '../../src/server/config.ts';

const PROXY = '10.9.9.9';

eachDatabase('abuse', (h) => {
  it('answers the request past the limit with 429 and code RATE_LIMITED', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await h.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.1.1' }));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[3]?.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', error: 'Too Many Requests' });
  });

  it('counts requests to unknown /api paths against the limit', async () => {
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await h.app.inject({ method: 'GET', url: `/api/no-such-path-${i}`, remoteAddress: '10.0.1.2' })).statusCode);
    expect(codes).toEqual([404, 404, 404, 429]);
    expect((await h.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.1.2' })).json().code).toBe('RATE_LIMITED');
  });

  it('counts writes without a CSRF token against the limit: past it they answer 429 like the rest', async () => {
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await h.app.inject({ method: 'POST', url: '/api/leads', payload: {}, remoteAddress: '10.0.1.4' })).statusCode);
    expect(codes).toEqual([403, 403, 403, 429]);
    expect((await h.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.1.4' })).json().code).toBe('RATE_LIMITED');
  });

  it('does not reset the limit for a client that is not a listed proxy and sends X-Forwarded-For', async () => {
    const codes = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push((await h.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.1.3', headers: { 'x-forwarded-for': `203.0.113.${i}` } })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });

  it('tells clients apart by X-Forwarded-For only when the listed proxy sends it', async () => {
    const viaProxy = (client: string) => h.app.inject({ method: 'GET', url: '/api/health', remoteAddress: PROXY, headers: { 'x-forwarded-for': client } });
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await viaProxy('198.51.100.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await viaProxy('198.51.100.2')).statusCode).toBe(200);
  });

  it('requires the CSRF token on an absolute-URL request target and stores nothing', async () => {
    const before = Number((await h.app.db.query<{ n: string }>('SELECT count(*) AS n FROM leads')).rows[0]?.n);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    const body = JSON.stringify({ firstName: 'Ana', lastName: 'Diaz', phone1: '2125550123', postalCode: '10001', country: 'US', indications: [101] });
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`POST http://127.0.0.1:${port}/api/leads HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n`
          + `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
      });
      let data = '';
      socket.on('data', (chunk) => { data += chunk.toString(); });
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 403 Forbidden');
    expect(raw).toContain('"code":"FST_CSRF_MISSING_SECRET"');
    expect(Number((await h.app.db.query<{ n: string }>('SELECT count(*) AS n FROM leads')).rows[0]?.n)).toBe(before);
  });
}, { rateLimitPerMinute: 3, trustProxy: [PROXY] });

describe('TRUST_PROXY', () => {
  it('refuses true (any sender could choose its address) with a message saying to list the proxies', () => {
    expect(() => trustedProxies('true')).toThrow("TRUST_PROXY must list the proxies' addresses or ranges (e.g. 10.0.0.5,10.1.0.0/16), not 'true'");
    expect(() => trustedProxies('2')).toThrow(/not '2'/);
    expect(() => trustedProxies('10.0.0.0/33')).toThrow(/not '10.0.0.0\/33'/);
  });

  it('accepts a list of addresses and ranges, and unset or false as none', () => {
    expect(trustedProxies(' 10.0.0.5, 10.1.0.0/16 ,::1,loopback')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'loopback']);
    expect(trustedProxies(undefined)).toBe(false);
    expect(trustedProxies('false')).toBe(false);
  });
});
