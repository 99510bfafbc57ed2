import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { eachDatabase, pgliteApp, type Harness } from './harness.ts';
import type { RecordingUploadRequest } from '../../src/generated/api/recording-upload.request.ts';
import { storedEvents } from '../../src/server/db/repositories/recordings.ts';

const PRODUCTION = 'www.trial-search.com';
let sessions = 0;
/** A well-formed id the server never opened. */
const newSessionId = () => `sess-${Date.now().toString(36)}-${(sessions += 1)}`;

/** Opens a recording as the harness's browser (its CSRF cookie) and answers the id the server gave it. */
async function open(h: Harness): Promise<string> {
  const res = await h.post('/api/sr/open', {});
  expect(res.statusCode).toBe(200);
  const { sessionId } = res.json() as { sessionId: string };
  expect(sessionId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  return sessionId;
}

/** The events of the recording's stored batches, in batch order, as the replay reads them. */
async function eventsStored<E = Array<{ type: number; data: Record<string, unknown> }>>(h: Harness, id: string): Promise<E[]> {
  const { rows } = await h.app.db.query<{ events: object[] | null; events_gzip: Uint8Array | null }>(
    'SELECT events, events_gzip FROM recording_chunks WHERE session_id = $1 ORDER BY order_id', [id]);
  return Promise.all(rows.map(async (r) => (await storedEvents(r)) as E));
}

/** Another browser: a CSRF cookie and token of its own. */
async function anotherBrowser(h: Harness): Promise<(url: string, body: unknown) => ReturnType<Harness['post']>> {
  const res = await h.app.inject({ method: 'GET', url: '/api/csrf' });
  const cookie = String(res.headers['set-cookie']).split(';')[0] as string;
  const token = (res.json() as { token: string }).token;
  return (url, body) => h.app.inject({ method: 'POST', url, payload: body as object, headers: { cookie, 'x-csrf-token': token } });
}

function batch(sessionId: string, orderId: number, overrides: Partial<RecordingUploadRequest> = {}): RecordingUploadRequest {
  return {
    startTimestamp: 1_767_000_000_000,
    recordings: [
      { type: 4, timestamp: 1_767_000_000_010, data: { href: 'http://localhost:3000/signup/s6/home?cid=abc&zip=10001&firstName=Ana', width: 1280, height: 720 } },
      { type: 2, timestamp: 1_767_000_000_020, data: { node: { type: 0, childNodes: [], id: 1 }, initialOffset: { left: 0, top: 0 } } },
      { type: 3, timestamp: 1_767_000_000_500 + orderId, data: { source: 5, text: '*****', isChecked: false, id: 42 } },
    ],
    routerLogs: [{ from: 'home', to: 'postal', at: 1_767_000_000_400 }],
    actionLogs: [{ routePath: 'home', actions: ['l'], at: 1_767_000_000_030 }],
    mutationLogs: [],
    hostName: 'localhost',
    orderId,
    sessionId,
    leadLpParamId: '0b0f3a56-8f43-4d0e-9d55-3f1f5c1d2e3a',
    indicationId: 101,
    metadata: { languages: ['en-US', 'en'], queryParams: { cid: 'abc', study_site_id: '12' }, userAgent: 'Mozilla/5.0 test', flow: 's6' },
    ...overrides,
  };
}

/** A DOM snapshot node nested `levels` elements deep, as rrweb sends a real page (two JSON levels per element). */
function nestedNode(levels: number): Record<string, unknown> {
  let node: Record<string, unknown> = { type: 3, textContent: '*', id: levels + 1 };
  for (let i = levels; i > 0; i -= 1) node = { type: 2, tagName: 'div', attributes: {}, childNodes: [node], id: i };
  return node;
}

eachDatabase('session recording', (h) => {
  it('takes a snapshot of a deep page (rrweb nests two levels per element), which other bodies may not be', async () => {
    const deep = batch(await open(h), 0, { recordings: [{ type: 2, timestamp: 1_767_000_000_020, data: { node: nestedNode(60), initialOffset: { left: 0, top: 0 } } }] });
    const res = await h.post('/api/sr/new', deep);
    expect(res.statusCode).toBe(200);
    const lead = await h.post('/api/leads', { firstName: 'A', lastName: 'B', sourceInfo: nestedNode(20) });
    expect(lead.statusCode).toBe(400);
    expect(lead.json().code).toBe('BODY_TOO_DEEP');
  });

  it("keeps no e-mail address, phone or signing secret a link carried, in the metadata's query or a Meta event's address", async () => {
    const id = await open(h);
    const base = batch(id, 0);
    const res = await h.post('/api/sr/new', {
      ...base,
      metadata: { ...base.metadata, queryParams: { utm_source: 'jane.doe@example.com', cid: '5551234567', study_site_id: '12' } },
      recordings: [{ type: 4, timestamp: 1_767_000_000_010, data: { href: 'http://localhost/signup/ws10/home?utm_content=jane.doe%40example.com&tg=3#k=SECRETSECRET', width: 390, height: 844 } }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { rows: [session] } = await h.app.db.query<{ metadata: { queryParams: Record<string, string> } }>('SELECT metadata FROM recording_sessions WHERE id = $1', [id]);
    expect(session?.metadata.queryParams).toEqual({ utm_source: '[email]', cid: '[number]', study_site_id: '12' });
    const { rows: [chunk] } = await h.app.db.query<{ events: unknown; events_gzip: Uint8Array | null }>('SELECT events, events_gzip FROM recording_chunks WHERE session_id = $1', [id]);
    const stored = chunk?.events_gzip ? gunzipSync(chunk.events_gzip).toString('utf8') : JSON.stringify(chunk?.events);
    expect(stored).toContain('utm_content=%5Bemail%5D&tg=3');
    expect(stored).not.toMatch(/jane|SECRET/);
  });

  it('stores a batch: the session with its flow and metadata, the batch with its events and logs', async () => {
    const id = await open(h);
    const res = await h.post('/api/sr/new', batch(id, 0));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: true });
    const { rows: s } = await h.app.db.query<{ flow: string; host_name: string; lead_lp_param_id: string; indication_id: number; metadata: unknown; started_at: Date }>(
      'SELECT flow, host_name, lead_lp_param_id, indication_id, metadata, started_at FROM recording_sessions WHERE id = $1', [id]);
    expect(s).toHaveLength(1);
    expect(s[0]).toMatchObject({ flow: 's6', host_name: 'localhost', lead_lp_param_id: '0b0f3a56-8f43-4d0e-9d55-3f1f5c1d2e3a', indication_id: 101 });
    expect(s[0]?.metadata).toEqual({ languages: ['en-US', 'en'], queryParams: { cid: 'abc', study_site_id: '12' }, userAgent: 'Mozilla/5.0 test', flow: 's6' });
    expect(new Date(s[0]?.started_at as Date).getTime()).toBe(1_767_000_000_000);
    const { rows: c } = await h.app.db.query<{ order_id: number; event_count: number; events: unknown; events_gzip: Uint8Array | null; router_logs: unknown; action_logs: unknown; mutation_logs: unknown }>(
      'SELECT order_id, event_count, events, events_gzip, router_logs, action_logs, mutation_logs FROM recording_chunks WHERE session_id = $1', [id]);
    expect(c).toHaveLength(1);
    expect(c[0]).toMatchObject({ order_id: 0, event_count: 3, router_logs: [{ from: 'home', to: 'postal', at: 1_767_000_000_400 }], action_logs: [{ routePath: 'home', actions: ['l'], at: 1_767_000_000_030 }], mutation_logs: [] });
    // The events are stored gzipped (migration 021), not as jsonb.
    expect(c[0]?.events).toBeNull();
    const unzipped = JSON.parse(gunzipSync(c[0]?.events_gzip as Uint8Array).toString('utf8')) as Array<{ type: number; data: { href?: string } }>;
    expect(unzipped.map((e) => e.type)).toEqual([4, 2, 3]);
    expect(unzipped[0]?.data.href).toBe('http://localhost:3000/signup/s6/home?cid=abc');
    expect((await eventsStored(h, id))[0]?.map((e) => e.type)).toEqual([4, 2, 3]);
  });

  it('replays a batch stored as jsonb before its events were gzipped beside one stored since, in order; a row holds one or the other', async () => {
    const id = await open(h);
    await h.post('/api/sr/new', batch(id, 1));
    const earlier = batch(id, 0).recordings;
    await h.app.db.query(
      `INSERT INTO recording_chunks (session_id, order_id, start_timestamp, events, event_count, router_logs, action_logs, mutation_logs)
       VALUES ($1, 0, now(), $2, $3, '[]', '[]', '[]')`, [id, JSON.stringify(earlier), earlier.length]);
    const replay = await h.app.inject({ method: 'GET', url: `/api/sr/sessions/${id}` });
    expect(replay.statusCode).toBe(200);
    const events = replay.json().events as Array<{ timestamp: number; data: { href?: string } }>;
    expect(events.map((e) => e.timestamp)).toEqual([...earlier, ...batch(id, 1).recordings].map((e) => e.timestamp));
    expect(events[0]?.data.href).toBe('http://localhost:3000/signup/s6/home?cid=abc&zip=10001&firstName=Ana');
    expect(events[3]?.data.href).toBe('http://localhost:3000/signup/s6/home?cid=abc');
    await expect(h.app.db.query(
      `INSERT INTO recording_chunks (session_id, order_id, start_timestamp, events, events_gzip, event_count, router_logs, action_logs, mutation_logs)
       VALUES ($1, 2, now(), '[]', '\\x00', 0, '[]', '[]', '[]')`, [id])).rejects.toMatchObject({ code: '23514' });
    await expect(h.app.db.query(
      `INSERT INTO recording_chunks (session_id, order_id, start_timestamp, event_count, router_logs, action_logs, mutation_logs)
       VALUES ($1, 3, now(), 0, '[]', '[]', '[]')`, [id])).rejects.toMatchObject({ code: '23514' });
  });

  it('opens a new recording per call, CSRF-protected like every write', async () => {
    const [a, b] = [await open(h), await open(h)];
    expect(a).not.toBe(b);
    expect((await h.app.inject({ method: 'POST', url: '/api/sr/open', payload: {} })).statusCode).toBe(403);
  });

  it('refuses an upload for a recording the server did not open, and stores nothing', async () => {
    const id = newSessionId();
    const res = await h.post('/api/sr/new', batch(id, 0));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('RECORDING_SESSION_UNKNOWN');
    const { rows: s } = await h.app.db.query('SELECT 1 FROM recording_sessions WHERE id = $1', [id]);
    const { rows: c } = await h.app.db.query('SELECT 1 FROM recording_chunks WHERE session_id = $1', [id]);
    expect([s.length, c.length]).toEqual([0, 0]);
  });

  it("refuses an upload for another browser's recording, and accepts the opener's", async () => {
    const id = await open(h);
    const other = await anotherBrowser(h);
    const refused = await other('/api/sr/new', batch(id, 0));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('RECORDING_SESSION_UNKNOWN');
    expect((await h.app.db.query('SELECT 1 FROM recording_chunks WHERE session_id = $1', [id])).rows).toHaveLength(0);
    // The other browser's own recording is its, not the first browser's.
    const theirs = (await other('/api/sr/open', {})).json().sessionId as string;
    expect((await h.post('/api/sr/new', batch(theirs, 0))).json().code).toBe('RECORDING_SESSION_UNKNOWN');
    expect((await other('/api/sr/new', batch(theirs, 0))).statusCode).toBe(200);
    const accepted = await h.post('/api/sr/new', batch(id, 0));
    expect(accepted.statusCode).toBe(200);
    const { rows } = await h.app.db.query<{ order_id: number }>('SELECT order_id FROM recording_chunks WHERE session_id = $1', [id]);
    expect(rows.map((r) => r.order_id)).toEqual([0]);
    // The opening keeps a hash of the caller, never its secret.
    const { rows: opened } = await h.app.db.query<{ caller_hash: string }>('SELECT caller_hash FROM recording_openings WHERE id = $1', [id]);
    const secret = (await h.csrf()).cookie.split('=')[1] as string;
    expect(opened[0]?.caller_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(opened[0]?.caller_hash).not.toContain(secret);
  });

  it('masks again before storing: input values and personal patterns in any text become asterisks of their length; the page keeps its words', async () => {
    const id = await open(h);
    const personal = 'ana@example.com (212) 555-0199 10001';
    const res = await h.post('/api/sr/new', batch(id, 0, {
      recordings: [
        { type: 2, timestamp: 1_767_000_000_020, data: { initialOffset: { left: 0, top: 0 }, node: { type: 0, id: 1, childNodes: [
          { type: 2, tagName: 'p', attributes: { title: 'ana@example.com' }, id: 2, childNodes: [{ type: 3, textContent: personal, id: 3 }, { type: 3, textContent: 'Find trials', id: 5 }] },
          { type: 2, tagName: 'input', attributes: { type: 'tel', value: '(212) 555-0199', placeholder: '10001' }, id: 4, childNodes: [] },
        ] } } },
        { type: 3, timestamp: 1_767_000_000_500, data: { source: 5, text: personal, isChecked: false, id: 4 } },
        { type: 3, timestamp: 1_767_000_000_600, data: { source: 0, texts: [{ id: 3, value: 'Call 212-555-0199' }], attributes: [], removes: [], adds: [] } },
      ],
    }));
    expect(res.statusCode).toBe(200);
    const [stored = []] = await eventsStored<Array<{ data: Record<string, unknown> }>>(h, id);
    expect(JSON.stringify(stored)).not.toMatch(/ana@example|212|555|0199|10001/);
    const page = stored[0]?.data.node as { childNodes: Array<{ attributes: Record<string, string>; childNodes: Array<{ textContent: string }> }> };
    const [p, input] = page.childNodes;
    // 'ana@example.com', then '(212) 555-0199 10001' as one run of digits: each masked to its length.
    expect(p?.childNodes[0]?.textContent).toBe(`${'*'.repeat(15)} ${'*'.repeat(20)}`);
    expect(p?.childNodes[1]?.textContent).toBe('Find trials');
    expect(p?.attributes).toEqual({ title: '***************' });
    expect(input?.attributes).toEqual({ type: 'tel', value: '**************', placeholder: '*****' });
    expect(stored[1]?.data).toEqual({ source: 5, text: '*'.repeat(personal.length), isChecked: false, id: 4 });
    expect(stored[2]?.data.texts).toEqual([{ id: 3, value: 'Call ************' }]);
  });

  it('cuts personal prefill parameters from the page address of a Meta event', async () => {
    const id = await open(h);
    await h.post('/api/sr/new', batch(id, 0));
    const [events] = await eventsStored<Array<{ data: { href?: string } }>>(h, id);
    expect(events?.[0]?.data.href).toBe('http://localhost:3000/signup/s6/home?cid=abc');
  });

  it('stores a retried batch once, and the next batch beside it', async () => {
    const id = await open(h);
    const first = batch(id, 0);
    expect((await h.post('/api/sr/new', first)).statusCode).toBe(200);
    expect((await h.post('/api/sr/new', first)).statusCode).toBe(200);
    // An earlier page of the same tab may arrive later: the session keeps the earliest start.
    expect((await h.post('/api/sr/new', batch(id, 1, { startTimestamp: 1_766_999_000_000 }))).statusCode).toBe(200);
    const { rows } = await h.app.db.query<{ order_id: number }>('SELECT order_id FROM recording_chunks WHERE session_id = $1 ORDER BY order_id', [id]);
    expect(rows.map((r) => r.order_id)).toEqual([0, 1]);
    const { rows: s } = await h.app.db.query<{ started_at: Date; n: number }>('SELECT started_at, (SELECT count(*)::int FROM recording_sessions WHERE id = $1) AS n FROM recording_sessions WHERE id = $1', [id]);
    expect(s[0]?.n).toBe(1);
    expect(new Date(s[0]?.started_at as Date).getTime()).toBe(1_766_999_000_000);
  });

  it("cuts the relay link's slug and other spellings of personal parameters from page addresses", async () => {
    const id = await open(h);
    const res = await h.post('/api/sr/new', batch(id, 0, {
      recordings: [{ type: 4, timestamp: 1_767_000_000_010, data: { href: 'http://localhost:3000/signup/ws11/home?studyId=1&slug=k3Jd9sQxYz&first_name=Ana', width: 1, height: 1 } }],
    }));
    expect(res.statusCode).toBe(200);
    const [events] = await eventsStored<Array<{ data: { href?: string } }>>(h, id);
    expect(events?.[0]?.data.href).toBe('http://localhost:3000/signup/ws11/home?studyId=1');
  });

  it('refuses a body that breaks the schema, and a POST without the CSRF token', async () => {
    const id = await open(h);
    const refusals: Array<[string, unknown]> = [
      ['personal prefill key in the query metadata', { ...batch(id, 0), metadata: { ...batch(id, 0).metadata, queryParams: { first_name: 'Ana' } } }],
      ["the relay link's slug in the query metadata", { ...batch(id, 0), metadata: { ...batch(id, 0).metadata, queryParams: { slug: 'k3Jd9sQxYz' } } }],
      ['camel-case query key', { ...batch(id, 0), metadata: { ...batch(id, 0).metadata, queryParams: { studySiteId: '1' } } }],
      ['unknown top-level field', { ...batch(id, 0), email: 'ana@example.com' }],
      ['missing recordings', (({ recordings: _r, ...rest }) => rest)(batch(id, 0))],
      ['event type out of range', batch(id, 0, { recordings: [{ type: 9, timestamp: 1, data: {} }] })],
      ['negative order id', batch(id, -1)],
      ['malformed session id', batch('../etc', 0)],
      ['mutation log with extra fields', batch(id, 0, { mutationLogs: [{ name: 'setCandidate', at: 1, payload: { firstName: 'Ana' } } as never] })],
      // Past the year 2999: 9e15 was stored, and the studio's list then failed with a 500 on every call (a date JavaScript cannot write).
      ['a start past the year 2999', batch(id, 0, { startTimestamp: 9_000_000_000_000_000 })],
      ['a start a millisecond past the year 2999', batch(id, 0, { startTimestamp: Date.UTC(3000, 0, 1) })],
      ['an event past the year 2999', batch(id, 0, { recordings: [{ type: 2, timestamp: 1e21, data: {} }] })],
      // The studio's replay writes each log's time as a date: 8.7e15 had broken its page.
      ['a page change past the year 2999', batch(id, 0, { routerLogs: [{ from: 'home', to: 'postal', at: 8.7e15 }] })],
      ['an action past the year 2999', batch(id, 0, { actionLogs: [{ routePath: 'home', actions: ['l'], at: 1e300 }] })],
    ];
    for (const [why, body] of refusals) {
      const res = await h.post('/api/sr/new', body);
      expect(res.statusCode, why).toBe(400);
    }
    const noCsrf = await h.app.inject({ method: 'POST', url: '/api/sr/new', payload: batch(id, 0) });
    expect(noCsrf.statusCode).toBe(403);
    const { rows } = await h.app.db.query('SELECT 1 FROM recording_sessions WHERE id = $1', [id]);
    expect(rows).toHaveLength(0);
  });

  it('accepts a batch larger than the API default of 64 KiB, and refuses one over 512 KiB', async () => {
    const big = (id: string, bytes: number) => batch(id, 0, { recordings: [{ type: 2, timestamp: 1, data: { node: { type: 0, id: 1, childNodes: [] }, css: 'a'.repeat(bytes) } }] });
    expect((await h.post('/api/sr/new', big(await open(h), 400 * 1024))).statusCode).toBe(200);
    expect((await h.post('/api/sr/new', big(await open(h), 520 * 1024))).statusCode).toBe(413);
  });

  it('lists sessions for the studio with flow, start, batches and events, and replays one in order', async () => {
    const id = await open(h);
    await h.post('/api/sr/new', batch(id, 1, { routerLogs: [{ from: 'postal', to: 'dob', at: 1_767_000_002_000 }], actionLogs: [] }));
    await h.post('/api/sr/new', batch(id, 0));
    const list = await h.app.inject({ method: 'GET', url: '/api/sr/sessions' });
    expect(list.statusCode).toBe(200);
    const row = (list.json().sessions as Array<{ id: string }>).find((s) => s.id === id);
    expect(row).toEqual({ id, flow: 's6', hostName: 'localhost', startedAt: new Date(1_767_000_000_000).toISOString(), updatedAt: expect.any(String), batches: 2, events: 6 });
    const replay = await h.app.inject({ method: 'GET', url: `/api/sr/sessions/${id}` });
    expect(replay.statusCode).toBe(200);
    const body = replay.json();
    expect(body).toMatchObject({ id, flow: 's6', batches: 2, metadata: { flow: 's6', queryParams: { cid: 'abc', study_site_id: '12' } } });
    // Batch 0's events come before batch 1's, whatever order they arrived in; nested event data comes back whole.
    expect(body.events.map((e: { timestamp: number }) => e.timestamp)).toEqual([1_767_000_000_010, 1_767_000_000_020, 1_767_000_000_500, 1_767_000_000_010, 1_767_000_000_020, 1_767_000_000_501]);
    expect(body.events[1].data).toEqual({ node: { type: 0, childNodes: [], id: 1 }, initialOffset: { left: 0, top: 0 } });
    expect(body.routerLogs).toEqual([{ from: 'home', to: 'postal', at: 1_767_000_000_400 }, { from: 'postal', to: 'dob', at: 1_767_000_002_000 }]);
    expect(body.actionLogs).toEqual([{ routePath: 'home', actions: ['l'], at: 1_767_000_000_030 }]);
    expect((await h.app.inject({ method: 'GET', url: '/api/sr/sessions/no-such-session' })).statusCode).toBe(404);
  });

  it('keeps a start the page dates in the future as the time it arrived: the list neither fails nor shows it first for ever', async () => {
    const before = Date.now();
    const id = await open(h);
    const res = await h.post('/api/sr/new', batch(id, 0, { startTimestamp: Date.UTC(3000, 0, 1) - 1 }));
    expect(res.statusCode).toBe(200);
    const list = await h.app.inject({ method: 'GET', url: '/api/sr/sessions' });
    expect(list.statusCode).toBe(200);
    const row = (list.json().sessions as Array<{ id: string; startedAt: string }>).find((s) => s.id === id);
    const started = Date.parse(row?.startedAt ?? '');
    expect(started).toBeGreaterThanOrEqual(before - 1000);
    expect(started).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await h.app.inject({ method: 'GET', url: `/api/sr/sessions/${id}` })).statusCode).toBe(200);
  });

  it('answers 404 to the list and the replay on a production hostname', async () => {
    const id = await open(h);
    await h.post('/api/sr/new', batch(id, 0));
    for (const url of ['/api/sr/sessions', `/api/sr/sessions/${id}`, '/api/sr/sessions/bad!id']) {
      const res = await h.app.inject({ method: 'GET', url, headers: { host: PRODUCTION } });
      expect(res.statusCode, url).toBe(404);
      // The same answer as for a path that does not exist: nothing of the session.
      expect(res.json().code).toBe('NOT_FOUND');
      expect(res.body).not.toMatch(/"events"|"sessions"|Mozilla/);
    }
    expect((await h.app.inject({ method: 'GET', url: `/api/sr/sessions/${id}`, headers: { host: 'staging.trial-search.com' } })).statusCode).toBe(200);
  });

  it('tells the page to record (RECORDING_ENABLED defaults to on)', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/initial_payload?signup=s6&language=en' });
    expect(res.json().enableRecording).toBe(true);
  });
});

eachDatabase('session recording turned off', (h) => {
  it('tells the page not to record and stores nothing sent anyway', async () => {
    const payload = await h.app.inject({ method: 'GET', url: '/api/initial_payload?signup=s6&language=en' });
    expect(payload.json().enableRecording).toBe(false);
    const opening = await h.post('/api/sr/open', {});
    expect(opening.statusCode).toBe(404);
    expect(opening.json().code).toBe('RECORDING_DISABLED');
    const res = await h.post('/api/sr/new', batch(newSessionId(), 0));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('RECORDING_DISABLED');
    const { rows } = await h.app.db.query('SELECT (SELECT count(*)::int FROM recording_chunks) + (SELECT count(*)::int FROM recording_openings) AS n');
    expect(rows).toEqual([{ n: 0 }]);
  });
}, { recordingEnabled: false });

const logLines: string[] = [];
eachDatabase('session recording logs', (h) => {
  it('never writes the events to the log, stored or refused', async () => {
    const marker = 'EVENT-MARKER-7f3a';
    const withMarker = (id: string) => batch(id, 0, { recordings: [{ type: 3, timestamp: 1, data: { source: 0, texts: [{ id: 1, value: marker }] } }] });
    expect((await h.post('/api/sr/new', withMarker(await open(h)))).statusCode).toBe(200);
    expect((await h.post('/api/sr/new', { ...withMarker(newSessionId()), orderId: 'x' })).statusCode).toBe(400);
    const huge = withMarker(newSessionId());
    huge.recordings.push({ type: 2, timestamp: 2, data: { css: `${marker}${'a'.repeat(5 * 1024 * 1024)}` } });
    expect((await h.post('/api/sr/new', huge)).statusCode).toBe(413);
    expect(logLines.some((l) => l.includes('/api/sr/new')), 'requests are logged').toBe(true);
    expect(logLines.filter((l) => l.includes(marker))).toEqual([]);
  });
}, { logLevel: 'trace' }, { logStream: { write: (line: string) => { logLines.push(line); } } });

describe('the studio replay page', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    app = await pgliteApp({ distDir: dist });
  });
  afterAll(async () => app.close());

  const csp = async (url: string) => String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);

  it("alone allows inline styles (rrweb's Replayer rebuilds the page with them); scripts stay 'self'", async () => {
    const replay = await csp('/signup/_studio/sessions/0b0f3a56-8f43-4d0e-9d55-3f1f5c1d2e3a');
    expect(replay).toContain("style-src 'self' 'unsafe-inline'");
    expect(replay).toContain("script-src 'self';");
    expect(replay).not.toContain('unsafe-eval');
    for (const url of ['/signup/_studio/sessions', '/signup/_studio', '/signup/s6/home', '/signup/s6/sessions/x', '/signup/_studio/sessions/x/y']) {
      expect(await csp(url), url).not.toContain('unsafe-inline');
    }
  });

  it('is not served on a production hostname', async () => {
    const res = await app.inject({ method: 'GET', url: '/signup/_studio/sessions/0b0f3a56', headers: { host: PRODUCTION } });
    expect(res.statusCode).toBe(404);
  });
});

describe('a server that does not serve the studio (STUDIO_ENABLED off)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    app = await pgliteApp({ distDir: dist, studioEnabled: false });
  });
  afterAll(async () => app.close());

  it('answers 404 to the studio, the replays and their API even for a caller claiming a development hostname', async () => {
    for (const url of ['/signup/_studio', '/signup/_studio/ws10', '/signup/_studio/sessions', '/api/sr/sessions', '/api/sr/sessions/0b0f3a56-8f43-4d0e']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(res.statusCode, url).toBe(404);
    }
    // Visitors' pages are served as ever.
    expect((await app.inject({ method: 'GET', url: '/signup/s6/home', headers: { host: 'localhost' } })).statusCode).toBe(200);
  });
});

eachDatabase('session recording uploads are counted apart', (h) => {
  it('refuses uploads past the limit without using up the client’s other requests', async () => {
    const id = await open(h);
    const codes: number[] = [];
    for (let order = 0; order < 5; order++) codes.push((await h.post('/api/sr/new', batch(id, order))).statusCode);
    // The CSRF token fetch and the uploads each count in their own bucket.
    expect(codes).toEqual([200, 200, 200, 200, 429]);
    const health = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
}, { rateLimitPerMinute: 4 });
