import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { eachDatabase } from './harness.ts';

eachDatabase('rate limiting', (h, target) => {
  it('answers 429 once a client passes the limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await h.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.7' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await h.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.8' })).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one client, and another /64 apart', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await h.app.inject({ method: 'GET', url: '/api/health', remoteAddress: `2001:db8:5:6::${i + 1}` })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await h.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '2001:db8:5:7::1' })).statusCode).toBe(200);
  });

  if (target.name === 'postgres') {
    it('shares the count between API processes on one PostgreSQL', async () => {
      const second = await buildApp({ ...h.config }, {});
      try {
        for (let i = 0; i < 3; i += 1) expect((await h.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
        for (let i = 0; i < 2; i += 1) expect((await second.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
        expect((await second.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.9' })).statusCode).toBe(429);
      } finally {
        await second.close();
      }
    });
  }
}, { rateLimitPerMinute: 5 });
