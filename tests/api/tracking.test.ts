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

  it("keeps no e-mail address or phone a link's public parameters carried, in actions, router logs and ad-security events", async () => {
    const query = { utm_source: 'newsletter', utm_content: 'jane.doe@example.com', cid: '+1 713 555 0199', s: 'ws10' };
    expect((await h.post('/api/actions', { signup: 'ws10', routePath: 'home', actions: ['l'], query })).json()).toEqual({ accepted: true });
    expect((await h.post('/api/actions/router_log', { signup: 'ws10', to: 'indications', from: 'home', path: '/signup/ws10/indications', query })).json()).toEqual({ accepted: true });
    const scrubbed = { utm_source: 'newsletter', utm_content: '[email]', cid: '[number]', s: 'ws10' };
    for (const table of ['actions', 'router_logs']) {
      const { rows } = await h.app.db.query<{ query: Record<string, string> }>(`SELECT query FROM ${table} WHERE query->>'s' = 'ws10'`);
      expect({ table, rows }).toEqual({ table, rows: [{ query: scrubbed }] });
    }
    expect((await h.post('/api/ad-security/click', { studyId: 1001, utmSource: 'jane.doe@example.com', campaign: 'ws19' })).statusCode).toBe(200);
    const { rows } = await h.app.db.query<{ utm_source: string }>("SELECT utm_source FROM ad_security_events WHERE campaign = 'ws19'");
    expect(rows).toEqual([{ utm_source: '[email]' }]);
  });

  it("keeps no address however a link wrote it (encoded, full-width, split by invisible characters), in a router log's query and path or a referrer's path", async () => {
    const query = { utm_content: 'canary%40example.org', utm_term: 'canary＠example.org', fbclid: 'c\u200Banary@example.org', s: 'ws12' };
    const path = '/signup/ws12/check-again/canary%40example.org';
    expect((await h.post('/api/actions/router_log', { signup: 'ws12', to: 'check-again', from: 'confirm-eligibility', path, query })).json()).toEqual({ accepted: true });
    const { rows } = await h.app.db.query<{ query: Record<string, string>; path: string }>("SELECT query, path FROM router_logs WHERE query->>'s' = 'ws12'");
    expect(rows).toEqual([{ query: { utm_content: '[email]', utm_term: '[email]', fbclid: '[email]', s: 'ws12' }, path: '/signup/ws12/check-again/[email]' }]);
    await h.post('/api/redirect_debug', { referrerUrl: 'https://ads.example/p/canary@example.org/x', attemptedCampaign: 'zz8' });
    const referrers = await h.app.db.query<{ referrer_url: string }>("SELECT referrer_url FROM redirect_debug WHERE attempted_campaign = 'zz8'");
    expect(referrers.rows).toEqual([{ referrer_url: 'https://ads.example/p/[email]/x' }]);
  });

  it("refuses an action or a step reached that names anything but a campaign of this server and its steps' paths, without repeating it", async () => {
    const refused = [
      ['/api/actions', { signup: 'alice', routePath: 'home', actions: ['l'] }],
      ['/api/actions', { signup: 's6', routePath: 'phone 202 555 0143', actions: ['l'] }],
      ['/api/actions', { signup: 'alice@example.com', routePath: 'home', actions: ['l'] }],
      ['/api/actions/router_log', { signup: 's6', to: '/signup/ws10/alice@example.com', from: 'home', path: '/x' }],
      ['/api/actions/router_log', { signup: 's6', to: 'postal', from: '2025550143', path: '/x' }],
      // ws10's steps are not s6's.
      ['/api/actions/router_log', { signup: 'ws10', to: 'postal', from: 'home', path: '/x' }],
      ['/api/actions', { signup: 's6', routePath: 'home', actions: ['l'], leadLpParamId: 'Alice Zebra' }],
    ] as const;
    for (const [url, body] of refused) {
      const res = await h.post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).not.toMatch(/alice|2025550143|202 555/i);
    }
    for (const table of ['actions', 'router_logs']) {
      const { rows } = await h.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE signup ILIKE '%alice%' OR ${table === 'actions' ? 'route_path' : 'from_path'} ~ '[0-9 ]{7}' OR lead_lp_param_id ILIKE '%alice%'`);
      expect(rows, table).toEqual([{ n: 0 }]);
    }
  });

  it("keeps a step reached's study external id only when it is a study's here", async () => {
    const { rows: studies } = await h.app.db.query<{ external_id: string }>('SELECT external_id FROM studies ORDER BY id LIMIT 1');
    const known = studies[0]?.external_id as string;
    for (const studyExternalId of [known, 'DOB 1980-01-01']) {
      expect((await h.post('/api/actions/router_log', { signup: 's6', study_external_id: studyExternalId, to: 'dob', from: 'postal', path: '/signup/s6/dob' })).statusCode).toBe(200);
    }
    const { rows } = await h.app.db.query<{ study_external_id: string | null }>("SELECT study_external_id FROM router_logs WHERE to_path = 'dob' ORDER BY id");
    expect(rows).toEqual([{ study_external_id: known }, { study_external_id: null }]);
  });

  it('keeps only origin and path of a referrer', async () => {
    await h.post('/api/redirect_debug', { referrerUrl: 'https://ads.example/landing?firstName=Maria', attemptedCampaign: 'zz9' });
    const { rows } = await h.app.db.query<{ referrer_url: string }>("SELECT referrer_url FROM redirect_debug WHERE attempted_campaign = 'zz9'");
    expect(rows[0]?.referrer_url).toBe('https://ads.example/landing');
  });
});
