import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eachDatabase } from './harness.ts';
import { loadConfig } from '../../src/server/config.ts';
import { httpAvailability } from '../../src/server/services/chatAvailability.ts';
import { httpAdSecurity } from '../../src/server/services/adSecurity.ts';

let clock = new Date('2026-11-18T15:00:00Z'); // Wednesday 09:00 in Chicago

eachDatabase('built-in integrations', (h) => {
  it('answers chat availability with the advisors’ hours, Monday to Friday 8 AM to 5 PM Central', async () => {
    const at = async (iso: string) => { clock = new Date(iso); return (await h.app.inject({ method: 'GET', url: '/api/chat/availability' })).body; };
    expect(await at('2026-11-18T15:00:00Z')).toBe('online'); // Wed 09:00
    expect(await at('2026-11-18T13:59:00Z')).toBe('offline'); // Wed 07:59
    expect(await at('2026-11-18T23:00:00Z')).toBe('offline'); // Wed 17:00
    expect(await at('2026-11-21T17:00:00Z')).toBe('offline'); // Sat 11:00
  });

  it('tells the page its integration settings, with the built-in pixel', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/integrations' });
    expect(res.json()).toEqual({ tagManagerUrl: null, chatScriptUrl: null, partnerPixelUrl: '/api/pixels/partner' });
  });

  it('records a partner pixel hit for a known partner only, and answers with an image', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/pixels/partner?partner=liveintent&event=lead_saved&lp=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    const { rows } = await h.app.db.query<{ partner: string; event: string; lead_lp_param_id: string }>('SELECT partner, event, lead_lp_param_id FROM pixel_hits');
    expect(rows).toEqual([{ partner: 'liveintent', event: 'lead_saved', lead_lp_param_id: 'abc' }]);
    expect((await h.app.inject({ method: 'GET', url: '/api/pixels/partner?partner=other&event=lead_saved' })).statusCode).toBe(400);
    expect((await h.app.inject({ method: 'GET', url: '/api/pixels/partner?partner=liveintent&event=lead&email=a@b.c' })).statusCode).toBe(400);
  });

  it('tracks an ad-security click with a transaction id, then its conversion', async () => {
    const click = await h.post('/api/ad-security/click', { studyId: 1001, utmSource: 'news', campaign: 'ws19' });
    expect(click.statusCode).toBe(200);
    const { responses, transactionId } = click.json();
    expect(responses).toEqual(['builtin', 'click_accepted']);
    expect(transactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await h.post('/api/ad-security/conversion', { studyId: 1001, utmSource: 'news', campaign: 'ws19', transactionId })).statusCode).toBe(204);
    const { rows } = await h.app.db.query<{ kind: string; transaction_id: string }>('SELECT kind, transaction_id FROM ad_security_events ORDER BY id');
    expect(rows).toEqual([{ kind: 'click', transaction_id: transactionId }, { kind: 'conversion', transaction_id: transactionId }]);
    expect((await h.post('/api/ad-security/click', { studyId: 1001, campaign: 'ws19' })).statusCode).toBe(400);
  });
}, { now: () => clock });

eachDatabase('configured third-party hosts', (h) => {
  it('joins the CSP through configuration only', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://tags.example https://chat.example");
    expect(csp).toContain("img-src 'self' data: https://tags.example https://px.example");
    expect(csp).not.toMatch(/unsafe/);
    expect((await h.app.inject({ method: 'GET', url: '/api/integrations' })).json()).toEqual({
      tagManagerUrl: 'https://tags.example/gtm.js', chatScriptUrl: 'https://chat.example/boot.js', partnerPixelUrl: 'https://px.example/p.gif',
    });
  });
}, { integrations: loadConfig({ TAG_MANAGER_URL: 'https://tags.example/gtm.js', CHAT_SCRIPT_URL: 'https://chat.example/boot.js', PARTNER_PIXEL_URL: 'https://px.example/p.gif' }).integrations });

describe('chat provider and ad-security platform over HTTP', () => {
  let server: Server;
  let base = '';
  let status = 'online';
  const posted: Array<{ url: string; body: unknown }> = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => { body += c; });
      req.on('end', () => {
        if (req.url === '/availability') {
          if (status === 'fail') { res.statusCode = 500; res.end('down'); return; }
          res.end(status);
          return;
        }
        posted.push({ url: req.url ?? '', body: JSON.parse(body || 'null') });
        res.setHeader('content-type', 'application/json');
        res.end(req.url === '/ads/click' ? JSON.stringify({ responses: ['human', 7], transactionId: 'tx-1' }) : req.url === '/bare/click' ? JSON.stringify({ responses: ['human'] }) : '{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is online only when the provider says online; otherwise, or on failure, offline', async () => {
    const logged: string[] = [];
    const check = httpAvailability(`${base}/availability`, (msg) => logged.push(msg));
    expect(await check()).toBe('online');
    status = 'away';
    expect(await check()).toBe('offline');
    status = 'fail';
    expect(await check()).toBe('offline');
    expect(await httpAvailability('http://127.0.0.1:1/none', (msg) => logged.push(msg))()).toBe('offline');
    expect(logged).toEqual(['chat availability check failed']);
  });

  it('posts clicks and conversions to the platform and keeps its answer', async () => {
    const platform = httpAdSecurity(`${base}/ads`);
    expect(await platform.click({ studyId: 1001, utmSource: 'news', campaign: 'ws19' })).toEqual({ responses: ['human', '7'], transactionId: 'tx-1' });
    await platform.conversion({ studyId: 1001, utmSource: 'news', campaign: 'ws19', transactionId: 'tx-1' });
    expect(posted).toEqual([
      { url: '/ads/click', body: { studyId: 1001, utmSource: 'news', campaign: 'ws19' } },
      { url: '/ads/conversion', body: { studyId: 1001, utmSource: 'news', campaign: 'ws19', transactionId: 'tx-1' } },
    ]);
  });

  it('refuses a click answer without a transaction id, which no conversion could be matched to', async () => {
    await expect(httpAdSecurity(`${base}/bare`).click({ studyId: 1001, utmSource: 'news', campaign: 'ws19' })).rejects.toThrow('ad-security platform answered a click without a transaction id');
  });
});
