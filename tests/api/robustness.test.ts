import { expect, it } from 'vitest';
import { connect, type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { eachDatabase } from './harness.ts';

/** Hostile or broken values a client might send; none may reach the database as a server error. */
const nasty: unknown[] = [
  null, true, -1, 0, 2 ** 31, 2 ** 53, 1.5, '', ' ', 'x'.repeat(10_000), 'nul\u0000byte', '2023-02-31', '9999-99-99', '🙂', [], [2 ** 40], {}, { a: { b: [1] } },
];

const bodies: Record<string, Record<string, unknown>> = {
  '/api/leads': { firstName: 'Ana', lastName: 'Diaz', phone1: '2125550123', postalCode: '10001', country: 'US', dateOfBirth: '1980-01-01', indications: [101], age: 40 },
  '/api/postal/verify': { postalCode: '10001', country: 'USA' },
  '/api/can_call_now': { indicationIds: [101], country: 'US', postalCode: '10001' },
  '/api/actions': { signup: 's6', routePath: 'home', actions: ['l'], query: {} },
  '/api/actions/router_log': { signup: 's6', to: 'postal', from: 'home', path: '/signup/s6/postal', query: {} },
  '/api/redirect_debug': { attemptedCampaign: 'zz', referrerUrl: 'https://example.com/' },
  '/api/sites/nearby': { studyId: 1001, postalCode: '77030', country: 'US' },
  '/api/screenings': { studyId: 1001, campaign: 'ws10', answers: [{ criterionId: 1, responseIds: [1] }], candidate: { postalCode: '77030', country: 'US', birthDate: '1970-01-01', heightCm: 170, weightKg: 80 } },
};

eachDatabase('no server errors for bad input', (h) => {
  it('answers every mutated field of every POST body with a 2xx or 4xx', async () => {
    const failures: string[] = [];
    for (const [url, body] of Object.entries(bodies)) {
      for (const key of Object.keys(body)) {
        for (const value of nasty) {
          const res = await h.post(url, { ...body, [key]: value });
          if (res.statusCode >= 500) failures.push(`${url} ${key}=${JSON.stringify(value)?.slice(0, 40)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers bad query values of the GET routes with a 2xx or 4xx', async () => {
    const failures: string[] = [];
    for (const value of ['-1', '0', '2147483648', '99999999999999999999', 'abc', '%00', '1.5', '']) {
      for (const url of [`/api/initial_payload?signup=s6&studyId=${value}`, `/api/initial_payload?signup=s6&indicationId=${value}`, `/api/initial_payload?signup=${value}`, `/api/indication_categories?locale=${value}`]) {
        const res = await h.app.inject({ method: 'GET', url });
        if (res.statusCode >= 500) failures.push(`${url} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('reads a JSON body as UTF-8 only: bytes that are not UTF-8, or another charset, are refused rather than stored as U+FFFD', async () => {
    const lead = { ...bodies['/api/leads'], firstName: 'José', phone1: '2125550124' };
    const utf8 = Buffer.from(JSON.stringify(lead), 'utf8');
    const latin1 = Buffer.from(JSON.stringify(lead), 'latin1');
    const send = (payload: Buffer, contentType: string) => h.post('/api/leads', payload, { 'content-type': contentType });
    const count = async () => (await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')).rows[0]?.n;
    const before = await count();
    const refused = [await send(latin1, 'application/json'), await send(latin1, 'application/json; charset=iso-8859-1'), await send(utf8, 'application/json; charset="windows-1252"')];
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual([[400, 'BODY_NOT_UTF8'], [415, 'CHARSET_UNSUPPORTED'], [415, 'CHARSET_UNSUPPORTED']]);
    expect(await count()).toBe(before);
    for (const contentType of ['application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8']) {
      const saved = await send(utf8, contentType);
      expect(saved.statusCode, contentType).toBe(200);
      const stored = await h.app.db.query<{ first_name: string }>('SELECT first_name FROM leads WHERE id = $1', [saved.json().id]);
      expect(stored.rows[0]?.first_name).toBe('José');
    }
  });

  it('refuses a prototype key with its own code, and text that is no JSON as before; nothing is stored', async () => {
    const count = async () => (await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')).rows[0]?.n;
    const before = await count();
    const text = JSON.stringify({ ...bodies['/api/leads'], phone1: '2125550127' });
    for (const polluted of [text.replace('{', '{"__proto__":{"admin":true},'), text.replace('"lastName"', '"indications":[101],"extra":{"__proto__":null},"lastName"')]) {
      const res = await h.post('/api/leads', polluted, { 'content-type': 'application/json' });
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([400, 'JSON_KEY_FORBIDDEN', 'A JSON body may not hold the key __proto__']);
    }
    // A constructor key is kept as a key, and refused as one the schema does not have.
    const constructed = await h.post('/api/leads', text.replace('{', '{"constructor":{"prototype":{"admin":true}},'), { 'content-type': 'application/json' });
    expect([constructed.statusCode, constructed.json().code]).toEqual([400, 'FST_ERR_VALIDATION']);
    const broken = await h.post('/api/leads', text.slice(0, -1), { 'content-type': 'application/json' });
    expect([broken.statusCode, broken.json().code]).toEqual([400, 'FST_ERR_CTP_INVALID_JSON_BODY']);
    expect(await count()).toBe(before);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses a body sent with a Content-Encoding (nothing is decompressed) with 415 ENCODING_UNSUPPORTED, and takes identity', async () => {
    const lead = { ...bodies['/api/leads'], phone1: '2125550125' };
    const text = JSON.stringify(lead);
    const count = async () => (await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')).rows[0]?.n;
    const before = await count();
    // A gzipped body was refused as "not UTF-8", and a plain one marked with a coding nobody knows was stored.
    const refused = [
      await h.post('/api/leads', gzipSync(text), { 'content-type': 'application/json', 'content-encoding': 'gzip' }),
      await h.post('/api/leads', text, { 'content-type': 'application/json', 'content-encoding': 'x-bogus' }),
      await h.post('/api/leads', text, { 'content-type': 'application/json', 'content-encoding': ' Identity, gzip' }),
    ];
    // Whatever the body's type: a gzipped text body had been refused for its NUL bytes.
    refused.push(await h.post('/api/errors', gzipSync('oops'), { 'content-type': 'text/plain', 'content-encoding': 'gzip' }));
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual([[415, 'ENCODING_UNSUPPORTED'], [415, 'ENCODING_UNSUPPORTED'], [415, 'ENCODING_UNSUPPORTED'], [415, 'ENCODING_UNSUPPORTED']]);
    expect(await count()).toBe(before);
    expect((await h.post('/api/leads', text, { 'content-type': 'application/json', 'content-encoding': 'identity' })).statusCode).toBe(200);
    expect((await h.post('/api/leads', { ...lead, phone1: '2125550126' }, { 'content-type': 'application/json', 'content-encoding': ' IDENTITY ' })).statusCode).toBe(200);
  });

  it("answers a request Node's HTTP parser cannot read with the API's error shape and a code, and goes on serving", async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    const raw = (request: string) => new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let data = '';
      socket.on('data', (chunk) => { data += chunk.toString(); });
      socket.on('end', () => resolve(data));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    const answer = (text: string) => ({ status: text.split('\r\n')[0], body: JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown });
    const huge = answer(await raw(`GET /api/health?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`));
    expect(huge).toEqual({ status: 'HTTP/1.1 431 Request Header Fields Too Large', body: { statusCode: 431, code: 'HEADERS_TOO_LARGE', error: 'Request Header Fields Too Large', message: 'The request line and headers are larger than the server reads' } });
    const spaced = answer(await raw('GET /api/he alth HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'));
    expect(spaced).toEqual({ status: 'HTTP/1.1 400 Bad Request', body: { statusCode: 400, code: 'BAD_REQUEST', error: 'Bad Request', message: 'The request could not be read as HTTP' } });
    const twoLengths = answer(await raw('POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}'));
    expect(twoLengths.body).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('refuses an update of a lead id that is not a uuid with a 4xx', async () => {
    const res = await h.put('/api/leads/not-a-uuid', bodies['/api/leads'], { 'x-lead-token': 't' });
    expect(res.statusCode).toBe(400);
  });
});
