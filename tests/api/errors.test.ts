import { afterAll, expect, it, vi } from 'vitest';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eachDatabase, type Harness } from './harness.ts';
import { listClientErrors } from '../../src/server/db/repositories/clientErrors.ts';

/** A local HTTP server that plays a Sentry-compatible service: it keeps what it receives and answers `status`. */
const received: Array<{ url: string; headers: IncomingHttpHeaders; body: string }> = [];
let status = 200;
const sentry = createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => { body += chunk; });
  req.on('end', () => {
    received.push({ url: req.url ?? '', headers: req.headers, body });
    res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
const dsn = `http://publickey@127.0.0.1:${(sentry.address() as AddressInfo).port}/42`;
afterAll(() => new Promise<void>((resolve) => sentry.close(() => resolve())));

const logLines: string[] = [];
const logStream = { write: (line: string) => { logLines.push(line); } };
const REPORTS_PER_MINUTE = 5;

function report(overrides: Record<string, unknown> = {}) {
  return {
    severity: 'error',
    message: 'TypeError: x is undefined',
    stack: 'TypeError: x is undefined\n    at Ab (http://localhost:3000/signup/js/index-abc.js:1:234567)',
    context: { campaign: 's6', flow: 'signup', page: '/signup/s6/dob', pageHistory: ['home', 'postal', 'dob'], query: { cid: 'abc', studyId: '1001' }, leadLpParamId: 'lp-77', locale: 'en' },
    ...overrides,
  };
}

let address = 0;
/** Each test reports from its own address, so the reports' rate limit of one test does not reach another. */
async function send(h: Harness, body: unknown, remoteAddress = `10.1.0.${(address += 1)}`) {
  const { cookie, token } = await h.csrf();
  return h.app.inject({ method: 'POST', url: '/api/errors', payload: body as object, remoteAddress, headers: { cookie, 'x-csrf-token': token } });
}

const logsOf = (message: string) => logLines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === message);

eachDatabase('client error reports', (h) => {
  it('stores a report with its severity, message, stack and context', async () => {
    const res = await send(h, report({ code: 'ChunkLoadError', details: { route: '/api/leads', status: '503' } }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: true });
    const [stored] = await listClientErrors(h.app.db, 1);
    expect(stored).toMatchObject({
      severity: 'error', code: 'ChunkLoadError', message: 'TypeError: x is undefined', details: { route: '/api/leads', status: '503' },
      campaign: 's6', flow: 'signup', page: '/signup/s6/dob', pageHistory: ['home', 'postal', 'dob'], query: { cid: 'abc', studyId: '1001' }, leadLpParamId: 'lp-77', locale: 'en',
    });
    expect(stored?.stack).toContain('index-abc.js:1:234567');
    expect(stored?.eventId).toMatch(/^[0-9a-f]{32}$/);
  });

  it("logs each report at the level of its severity, with its context; a page's fatal at error, as the server's own fatal means it is going down", async () => {
    for (const severity of ['fatal', 'error', 'warning', 'info']) {
      expect((await send(h, report({ severity, message: `level check ${severity}` }))).statusCode).toBe(200);
    }
    const levels = Object.fromEntries(logsOf('client error reported')
      .map((l) => l as { level: number; clientError: { message: string; severity: string } })
      .filter((l) => l.clientError.message.startsWith('level check'))
      .map((l) => [l.clientError.severity, l.level]));
    // pino's numbers: fatal 60, error 50, warn 40, info 30.
    expect(levels).toEqual({ fatal: 50, error: 50, warning: 40, info: 30 });
    const line = logsOf('client error reported').find((l) => (l as { clientError: { message: string } }).clientError.message === 'level check error') as { clientError: Record<string, unknown> };
    expect(line.clientError).toMatchObject({ campaign: 's6', flow: 'signup', page: '/signup/s6/dob', pageHistory: ['home', 'postal', 'dob'], query: { cid: 'abc', studyId: '1001' }, leadLpParamId: 'lp-77' });
  });

  it('keeps personal data out of the database and the logs, even when a message quotes it', async () => {
    const typed = report({
      message: 'save failed for ana.diaz@example.com, phone (713) 555-0142, born 05/05/1970',
      stack: 'Error: ana.diaz@example.com\n    at save (http://localhost/signup/s6/home?firstName=Ana&zip=77030:1:2)',
      details: { typed: '+1 713 555 0142' },
    });
    expect((await send(h, typed)).statusCode).toBe(200);
    const [stored] = await listClientErrors(h.app.db, 1);
    expect(stored?.message).toBe('save failed for [email], phone [number], born [date]');
    const everything = JSON.stringify(stored) + logLines.join('');
    for (const personal of ['ana.diaz@example.com', '555-0142', '555 0142', '05/05/1970', 'firstName=Ana', 'zip=77030']) expect(everything).not.toContain(personal);
  });

  it("keeps a report's names and ids only when plain: a campaign, flow, landing-page id or detail key holding a person's name or address is redacted", async () => {
    const typed = report({
      message: 'names check',
      context: { ...report().context, campaign: 'Quillon102 Vastrade102', flow: 'Vastrade102 x', leadLpParamId: 'quillon.vastrade.102@example.com' },
      details: { 'quillon.vastrade.102@example.com': 'x', kind: 'site' },
    });
    expect((await send(h, typed)).statusCode).toBe(200);
    const logged = logsOf('client error reported').map((l) => (l as { clientError: Record<string, unknown> }).clientError).find((c) => c.message === 'names check');
    expect(logged).toMatchObject({ campaign: '[redacted]', flow: '[redacted]', leadLpParamId: '[redacted]', details: { '[redacted]': 'x', kind: 'site' } });
    const [stored] = await listClientErrors(h.app.db, 1);
    expect(JSON.stringify(stored) + logLines.join('')).not.toMatch(/Quillon|Vastrade|quillon/);
    // A plain report keeps them.
    expect((await send(h, report({ message: 'plain check' }))).statusCode).toBe(200);
    const plain = logsOf('client error reported').map((l) => (l as { clientError: Record<string, unknown> }).clientError).find((c) => c.message === 'plain check');
    expect(plain).toMatchObject({ campaign: 's6', flow: 'signup', leadLpParamId: 'lp-77' });
  });

  it("keeps a person's details out when a report keys them, lists them as the visit's steps or puts them in the query's values", async () => {
    const typed = report({
      message: 'details check {"postalCode":"90210","birthDate":"x"}',
      details: { firstName: 'Zelda', lastName: 'Quorn', postalCode: '90210', caregiverFirstName: 'Yolanda', Zip_Code: '90210', kind: 'site' },
      context: { ...report().context, page: '/signup/s6/Zelda Quorn', pageHistory: ['home', 'Zelda Quorn', 'SW1A 1AA'], query: { cid: 'Zelda Quorn', utm_source: 'Zelda Quorn 90210', studyId: '1001', note: 'Yolanda' } },
    });
    expect((await send(h, typed)).statusCode).toBe(200);
    const [stored] = await listClientErrors(h.app.db, 1);
    expect(stored).toMatchObject({
      message: 'details check {"postalCode":"[redacted]","birthDate":"[redacted]"}',
      details: { firstName: '[redacted]', lastName: '[redacted]', postalCode: '[redacted]', caregiverFirstName: '[redacted]', Zip_Code: '[redacted]', kind: 'site' },
      page: '/signup/s6/[redacted]', pageHistory: ['home', '[redacted]', '[redacted]'], query: { cid: '[redacted]', utm_source: '[redacted]', studyId: '1001', note: '[redacted]' },
    });
    const everything = JSON.stringify(stored) + logLines.join('');
    for (const personal of ['Zelda', 'Quorn', 'Yolanda', '90210', 'SW1A']) expect(everything).not.toContain(personal);
  });

  it('drops other spellings of personal query parameters before storing, logging or forwarding', async () => {
    const res = await send(h, report({ message: 'spelling check', context: { ...report().context, query: { cid: 'abc', first_name: 'Ana', Zip: '77030', Slug: 'k3Jd9sQxYz' } } }));
    expect(res.statusCode).toBe(200);
    const [stored] = await listClientErrors(h.app.db, 1);
    expect(stored?.query).toEqual({ cid: 'abc' });
    const logged = logsOf('client error reported').map((l) => (l as { clientError: { message: string; query: unknown } }).clientError).find((c) => c.message === 'spelling check');
    expect(logged?.query).toEqual({ cid: 'abc' });
  });

  it('refuses a report that breaks the schema: personal query parameters, unknown keys, oversized fields', async () => {
    const refused = [
      report({ context: { ...report().context, query: { email: 'ana@example.com' } } }),
      report({ context: { ...report().context, query: { firstName: 'Ana' } } }),
      report({ context: { ...report().context, query: { slug: 'k3Jd9sQxYz' } } }),
      report({ severity: 'panic' }),
      report({ message: '' }),
      report({ message: 'm'.repeat(1001) }),
      report({ stack: 's'.repeat(8001) }),
      report({ candidate: { firstName: 'Ana' } }),
      report({ code: 'has spaces' }),
      report({ context: { ...report().context, pageHistory: Array.from({ length: 51 }, () => 'home') } }),
      report({ details: { dob: { year: 1970 } } }),
    ];
    const before = (await listClientErrors(h.app.db, 1000)).length;
    for (const body of refused) {
      const res = await send(h, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    expect((await listClientErrors(h.app.db, 1000)).length).toBe(before);
  });

  it('needs the CSRF token like every POST', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/errors', payload: report(), remoteAddress: '10.2.0.1' });
    expect(res.statusCode).toBe(403);
  });

  it('limits reports per client more strictly than other requests, and counts them apart', async () => {
    const codes: number[] = [];
    for (let i = 0; i < REPORTS_PER_MINUTE + 1; i += 1) codes.push((await send(h, report({ message: `flood ${i}` }), '10.3.0.1')).statusCode);
    expect(codes).toEqual([...Array(REPORTS_PER_MINUTE).fill(200), 429]);
    // Another client still reports, and the limited client's other requests still pass.
    expect((await send(h, report(), '10.3.0.2')).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.3.0.1' })).statusCode).toBe(200);
  });

  it('forwards each report to the Sentry-compatible DSN as an envelope with the key in X-Sentry-Auth', async () => {
    // What the other database's suite forwarded arrived before its app closed.
    received.length = 0;
    status = 200;
    expect((await send(h, report({ severity: 'warning', message: 'forward me', code: 'CSS_CHUNK_LOAD_FAILED' }))).statusCode).toBe(200);
    // Every report of this suite is forwarded; pick this one's envelope.
    const ofThisReport = () => received.find((r) => r.body.includes('"forward me"'));
    await vi.waitFor(() => expect(ofThisReport()).toBeDefined(), { timeout: 5000 });
    const request = ofThisReport();
    expect(request?.url).toBe('/api/42/envelope/');
    expect(request?.headers['content-type']).toBe('application/x-sentry-envelope');
    expect(request?.headers['x-sentry-auth']).toMatch(/^Sentry sentry_version=7, sentry_client=trial-signup\/[\d.]+, sentry_key=publickey$/);
    const [header, item, payload] = (request?.body ?? '').split('\n').map((line) => (line ? JSON.parse(line) : null));
    const stored = (await listClientErrors(h.app.db, 1000)).find((r) => r.message === 'forward me');
    expect(header).toMatchObject({ event_id: stored?.eventId, dsn });
    expect(item).toMatchObject({ type: 'event' });
    expect(payload).toMatchObject({
      event_id: stored?.eventId, level: 'warning', platform: 'javascript', message: { formatted: 'forward me' },
      tags: { campaign: 's6', flow: 'signup', code: 'CSS_CHUNK_LOAD_FAILED' },
      extra: { pageHistory: ['home', 'postal', 'dob'], query: { cid: 'abc', studyId: '1001' }, leadLpParamId: 'lp-77' },
    });
  });

  it('still stores and accepts the report when the forward fails, and logs the failure', async () => {
    status = 503;
    const res = await send(h, report({ message: 'forward refused' }));
    expect(res.statusCode).toBe(200);
    expect((await listClientErrors(h.app.db, 1))[0]?.message).toBe('forward refused');
    await vi.waitFor(() => expect(logsOf('error report forward refused')).not.toHaveLength(0), { timeout: 5000 });
    status = 200;
  });
}, { logLevel: 'info', errorReporting: { dsn, reportsPerMinute: REPORTS_PER_MINUTE } }, { logStream });

eachDatabase('client error reports without a DSN', (h) => {
  it('are stored and forwarded nowhere', async () => {
    received.length = 0;
    expect((await send(h, report({ message: 'kept at home' }))).statusCode).toBe(200);
    expect((await listClientErrors(h.app.db, 1))[0]?.message).toBe('kept at home');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([]);
  });
});
