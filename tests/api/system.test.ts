import { expect, it, vi } from 'vitest';
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

  it('answers health on the embedded database from a statement just answered, without queueing one behind writes; asks PostgreSQL every time, on a connection of its own', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const query = vi.spyOn(h.app.db, 'query');
    const probe = h.app.db.probe ? vi.spyOn(h.app.db, 'probe') : null;
    try {
      await h.app.db.query('SELECT 1');
      const res = await h.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.json()).toEqual({ status: 'ok', database: { ok: true, driver: target.name, migration: latest } });
      // The embedded database lives in this process; a server can go away at any moment, so only its answer counts,
      // on health's own connection rather than one the writes wait for. The rate limit's count of these requests reaches
      // PostgreSQL in the background, 100 ms on, or later on a busy machine: that statement is not health's.
      expect(query.mock.calls.filter(([sql]) => !String(sql).includes('rate_limits')).map(([sql]) => sql)).toEqual(['SELECT 1']);
      expect(probe?.mock.calls.length ?? null).toBe(target.name === 'pglite' ? null : 1);
      expect(h.app.db.answeredWithin?.(60_000)).toBe(target.name === 'pglite' ? true : undefined);
      expect(h.app.db.answeredWithin?.(-1)).toBe(target.name === 'pglite' ? false : undefined);
    } finally {
      query.mockRestore();
      probe?.mockRestore();
    }
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
