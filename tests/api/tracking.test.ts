import { expect, it } from 'vitest';
import { eachDatabase } from './harness.ts';

eachDatabase('actions, router log and redirect debug', (h) => {
  it('stores actions and router logs', async () => {
    const a = await h.post('/api/actions', { signup: 's6', routePath: 'home', actions: ['l'], query: { utm_source: 'mail' } });
    expect(a.json()).toEqual({ accepted: true });
    const r = await h.post('/api/actions/router_log', { signup: 's6', to: 'postal', from: 'home', path: '/signup/s6/postal', query: {} });
    expect(r.json()).toEqual({ accepted: true });
    const { rows } = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM router_logs');
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
  });

  it('refuses personal data in tracked query parameters', async () => {
    const res = await h.post('/api/actions', { signup: 's6', routePath: 'home', actions: ['l'], query: { email: 'maria@example.com' } });
    expect(res.statusCode).toBe(400);
  });

  it('keeps only origin and path of a referrer', async () => {
    await h.post('/api/redirect_debug', { referrerUrl: 'https://ads.example/landing?firstName=Maria', attemptedCampaign: 'zz9' });
    const { rows } = await h.app.db.query<{ referrer_url: string }>("SELECT referrer_url FROM redirect_debug WHERE attempted_campaign = 'zz9'");
    expect(rows[0]?.referrer_url).toBe('https://ads.example/landing');
  });
});
