/** Headers a browser needs from us: Permissions-Policy everywhere; HSTS and Secure cookies only over TLS. */
import { expect, it } from 'vitest';
import { eachDatabase } from './harness.ts';
import { HSTS, PERMISSIONS_POLICY } from '../../src/server/securityHeaders.ts';

eachDatabase('security headers over plain HTTP (development)', (h) => {
  it('sends Permissions-Policy, and neither HSTS nor a Secure CSRF cookie', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/csrf' });
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(String(res.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Strict/i);
  });

  it('marks the answer to a write no-store (a lead token, a verdict), and leaves a read to say its own', async () => {
    const saved = await h.post('/api/leads', { firstName: 'Ana', lastName: 'Diaz', phone1: '(212) 555-0183', postalCode: '10001', country: 'US' });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    const refused = await h.post('/api/leads', { firstName: 'Ana' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await h.post('/api/can_call_now', { indicationIds: [101], country: 'US', postalCode: '10001' })).headers['cache-control']).toBe('no-store');
    expect((await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).headers['cache-control']).toBe('no-cache');
  });

  it("sends helmet's headers on API answers and refusals alike", async () => {
    for (const [url, status] of [['/api/csrf', 200], ['/api/nope', 404], ['/api/leads', 403]] as const) {
      const res = await h.app.inject({ method: url === '/api/leads' ? 'POST' : 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-security-policy'], url).toMatch(/^default-src 'self';script-src 'self'.*;frame-ancestors 'none'$/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
  });
});

eachDatabase('security headers behind a TLS proxy', (h) => {
  it('pins HTTPS with HSTS and marks the CSRF cookie Secure when the proxy says the request came over TLS', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/csrf', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' } });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
    expect(String(res.headers['set-cookie'])).toMatch(/;\s*Secure/i);
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it('believes no X-Forwarded-Proto from a client that is not the proxy', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/csrf', remoteAddress: '198.51.100.7', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
}, { trustProxy: ['10.0.0.0/8'] });
