import { expect, it } from 'vitest';
import { eachDatabase } from './harness.ts';
import { listMigrations } from '../../src/server/db/migrate.ts';

const latest = Math.max(...listMigrations().map((m) => m.version));

eachDatabase('health, CSRF and errors', (h, target) => {
  it('answers health with the database state', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: { ok: true, driver: target.name, migration: latest } });
    expect(latest).toBeGreaterThanOrEqual(10);
  });

  it('refuses a state-changing call without the CSRF token', async () => {
    const noToken = await h.app.inject({ method: 'POST', url: '/api/postal/verify', payload: { postalCode: '10001', country: 'USA' } });
    expect(noToken.statusCode).toBe(403);
    const { cookie } = await h.csrf();
    const wrongToken = await h.app.inject({ method: 'POST', url: '/api/postal/verify', payload: { postalCode: '10001', country: 'USA' }, headers: { cookie, 'x-csrf-token': 'forged' } });
    expect(wrongToken.statusCode).toBe(403);
    const ok = await h.post('/api/postal/verify', { postalCode: '10001', country: 'USA' });
    expect(ok.statusCode).toBe(200);
  });

  it('gives bad input a coded 4xx, never a 5xx', async () => {
    const malformed = await h.app.inject({
      method: 'POST', url: '/api/leads', payload: '{"firstName":', headers: { ...(await csrfHeaders()), 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    const wrongType = await h.post('/api/leads', { firstName: { first: 'Ana' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ code: 'FST_ERR_VALIDATION', message: expect.stringContaining('firstName') });
    const unknownKey = await h.post('/api/leads', { firstName: 'Ana', favouriteColour: 'blue' });
    expect(unknownKey.statusCode).toBe(400);
    const badQuery = await h.app.inject({ method: 'GET', url: '/api/initial_payload?signup=s6&studyId=abc' });
    expect(badQuery.statusCode).toBe(400);
    const missing = await h.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends security headers: a strict CSP without unsafe-eval', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  async function csrfHeaders() {
    const { cookie, token } = await h.csrf();
    return { cookie, 'x-csrf-token': token };
  }
});
