import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eachDatabase, type Harness } from './harness.ts';
import { createTempLink, LinkTargetError } from '../../src/server/services/relay/links.ts';
import { newSlug } from '../../src/server/services/relay/slug.ts';
import { hashToken } from '../../src/server/services/tokenHash.ts';
import { httpRelay } from '../../src/server/services/relay/http.ts';
import { loggedUrl } from '../../src/server/loggedUrl.ts';
import type { RelayScreeningResult } from '../../src/server/services/relay/adapter.ts';

const HOUR = 3_600_000;
/** The clock of the built-in relay in these suites; tests move it forward to expire links. */
let clock = new Date('2026-11-22T15:00:00Z');

const lead = {
  firstName: 'Ana', lastName: 'Diaz', phone1: '(713) 555-0142', email: 'ana@example.com', postalCode: '77030', country: 'US',
  gender: 'female', dateOfBirth: '1970-05-05', preferredLanguage: 'en', indications: [101],
};
/** Qualifies for study 1001 (type 2 diabetes) from 77030, as the ws22 persona of docs/authoring.md's walkthrough does. */
const screeningBody = {
  studyId: 1001, campaign: 'ws11',
  answers: [{ criterionId: 1, responseIds: [1] }, { criterionId: 2, responseIds: [5] }, { criterionId: 3, responseIds: [9] }, { criterionId: 4, responseIds: [13] }],
  // Without a phone, so an earlier passed screening never makes a later one 'already matched'.
  candidate: { postalCode: '77030', country: 'US', birthDate: '1970-05-05', gender: 'female', heightCm: 165.1, weightKg: 79.8 },
};

async function newLead(h: Harness, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await h.post('/api/leads', { ...lead, ...overrides });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

async function newLink(h: Harness, leadId: string, options: { studyId?: number; hours?: number; now?: Date } = {}): Promise<string> {
  return (await createTempLink(h.app.db, { leadId, studyId: options.studyId ?? null, hours: options.hours ?? 72, now: options.now ?? clock })).slug;
}

async function newScreening(h: Harness, body: object = screeningBody): Promise<string> {
  const res = await h.post('/api/screenings', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().screeningId as string;
}

async function storedLead(h: Harness, id: string) {
  const { rows } = await h.app.db.query<{ indications: number[]; screenings: Array<Record<string, unknown>> }>('SELECT indications, screenings FROM leads WHERE id = $1', [id]);
  return rows[0];
}

eachDatabase('prefilled-lead relay, built-in temporary links', (h) => {
  it('gives the lead\'s details to the holder of a live slug, and stores only the slug\'s hash', async () => {
    const leadId = await newLead(h);
    const slug = await newLink(h, leadId, { studyId: 1001 });
    const res = await h.post('/api/relay/patient-info', { slug });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ prePopFields: {
      firstName: 'Ana', lastName: 'Diaz', phone: '+17135550142', email: 'ana@example.com', postalCode: '77030', country: 'US', birthDate: '1970-05-05', gender: 'female',
    } });
    const { rows } = await h.app.db.query<Record<string, unknown>>('SELECT * FROM temp_links WHERE lead_id = $1', [leadId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slug_hash).toBe(hashToken(slug));
    expect(JSON.stringify(rows)).not.toContain(slug);
  });

  it('answers 404 RELAY_LINK_UNAVAILABLE for an unknown slug, and 400 for a malformed one', async () => {
    const res = await h.post('/api/relay/patient-info', { slug: newSlug() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'RELAY_LINK_UNAVAILABLE', message: expect.stringContaining('expired') });
    expect((await h.post('/api/relay/patient-info', { slug: 'short' })).statusCode).toBe(400);
    expect((await h.post('/api/relay/patient-info', { slug: `${'a'.repeat(40)}/../x` })).statusCode).toBe(400);
    expect((await h.post('/api/relay/indications', { slug: newSlug(), indicationIds: [101] })).json().code).toBe('RELAY_LINK_UNAVAILABLE');
    expect((await h.post('/api/relay/indications', { slug: newSlug(), indicationIds: [] })).json().code).toBe('RELAY_LINK_UNAVAILABLE');
  });

  it('refuses an expired link for reads and writes', async () => {
    const leadId = await newLead(h);
    // Made three hours ago for one hour.
    const old = await newLink(h, leadId, { hours: 1, now: new Date(clock.getTime() - 3 * HOUR) });
    expect((await h.post('/api/relay/patient-info', { slug: old })).statusCode).toBe(404);
    expect((await h.post('/api/relay/indications', { slug: old, indicationIds: [102] })).statusCode).toBe(404);
    expect((await storedLead(h, leadId))?.indications).toEqual([101]);

    // A live link stops working once the clock passes its expiry.
    const live = await newLink(h, leadId, { hours: 2 });
    expect((await h.post('/api/relay/patient-info', { slug: live })).statusCode).toBe(200);
    const before = clock;
    clock = new Date(before.getTime() + 2 * HOUR);
    try {
      expect((await h.post('/api/relay/patient-info', { slug: live })).statusCode).toBe(404);
      expect((await h.post('/api/relay/sites', { slug: live, studyId: 1001 })).statusCode).toBe(404);
      expect((await h.post('/api/relay/screening', { slug: live, screeningId: await newScreening(h) })).statusCode).toBe(404);
    } finally {
      clock = before;
    }
  });

  it('sends the stored verdict to the lead once, and adds the chosen conditions once; reads go on until expiry', async () => {
    const leadId = await newLead(h);
    const slug = await newLink(h, leadId, { studyId: 1001 });
    const screeningId = await newScreening(h);

    const first = await h.post('/api/relay/screening', { slug, screeningId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ accepted: true });
    const again = await h.post('/api/relay/screening', { slug, screeningId });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('RELAY_LINK_UNAVAILABLE');

    // A write that adds nothing (none chosen, none known) leaves the link's one update for a later one.
    const held = (await storedLead(h, leadId))?.indications;
    for (const indicationIds of [[], [999999]]) expect((await h.post('/api/relay/indications', { slug, indicationIds })).json()).toEqual({ accepted: true });
    expect((await storedLead(h, leadId))?.indications).toEqual(held);
    // Each write is single-use on its own: the indications update still works after the screening.
    expect((await h.post('/api/relay/indications', { slug, indicationIds: [104, 101, 999999] })).statusCode).toBe(200);
    expect((await h.post('/api/relay/indications', { slug, indicationIds: [105] })).statusCode).toBe(404);

    const stored = await storedLead(h, leadId);
    // Added, not replaced; an unknown condition id is ignored.
    expect(stored?.indications).toEqual([101, 104]);
    expect(stored?.screenings).toEqual([expect.objectContaining({ studyId: 1001, passed: true, fullyQualified: true, screeningId, campaign: 'ws11', reasons: [], via: 'relay' })]);
    const { rows } = await h.app.db.query<{ s: Date | null; i: Date | null }>('SELECT screening_submitted_at AS s, indications_updated_at AS i FROM temp_links WHERE slug_hash = $1', [hashToken(slug)]);
    expect(new Date(rows[0]?.s ?? 0).toISOString()).toBe(clock.toISOString());
    expect(rows[0]?.i).not.toBeNull();

    expect((await h.post('/api/relay/patient-info', { slug })).statusCode).toBe(200);
    expect((await h.post('/api/relay/sites', { slug, studyId: 1001 })).statusCode).toBe(200);
  });

  it('lets exactly one of two racing writes through', async () => {
    const leadId = await newLead(h);
    const slug = await newLink(h, leadId);
    const results = await Promise.all([
      h.post('/api/relay/indications', { slug, indicationIds: [102] }),
      h.post('/api/relay/indications', { slug, indicationIds: [103] }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect((await storedLead(h, leadId))?.indications).toHaveLength(2);
  });

  it('keeps a study\'s link to that study, without using up its write', async () => {
    const leadId = await newLead(h);
    const slug = await newLink(h, leadId, { studyId: 1002 });
    const other = await newScreening(h);
    expect((await h.post('/api/relay/screening', { slug, screeningId: other })).statusCode).toBe(404);
    expect((await h.post('/api/relay/sites', { slug, studyId: 1001 })).statusCode).toBe(404);
    const asthma = await newScreening(h, { ...screeningBody, studyId: 1002, answers: [], candidate: { ...screeningBody.candidate, postalCode: '02115' } });
    expect((await h.post('/api/relay/screening', { slug, screeningId: asthma })).statusCode).toBe(200);
  });

  it('refuses a screening id it does not know', async () => {
    const slug = await newLink(h, await newLead(h));
    const res = await h.post('/api/relay/screening', { slug, screeningId: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('RELAY_SCREENING_NOT_FOUND');
  });

  it('gives the study\'s sites near the lead', async () => {
    const near = await newLink(h, await newLead(h));
    const res = await h.post('/api/relay/sites', { slug: near, studyId: 1001 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sites[0]).toMatchObject({ ssExtId: expect.any(String), distance: expect.any(Number) });
    expect(res.json().sites[0].distance).toBeLessThan(5);
    const far = await newLink(h, await newLead(h, { postalCode: '04401', phone1: '(207) 555-0142' }));
    expect((await h.post('/api/relay/sites', { slug: far, studyId: 1001 })).json()).toEqual({ sites: [] });
  });

  it('needs the CSRF token like every POST', async () => {
    const slug = await newLink(h, await newLead(h));
    const res = await h.app.inject({ method: 'POST', url: '/api/relay/patient-info', payload: { slug } });
    expect(res.statusCode).toBe(403);
  });

  it('makes links only for existing leads and studies, for at most 30 days', async () => {
    const leadId = await newLead(h);
    await expect(createTempLink(h.app.db, { leadId: '00000000-0000-4000-8000-000000000000', studyId: null, hours: 1, now: clock })).rejects.toThrow(LinkTargetError);
    await expect(createTempLink(h.app.db, { leadId: 'not-a-uuid', studyId: null, hours: 1, now: clock })).rejects.toThrow("'not-a-uuid' is not a lead id");
    await expect(createTempLink(h.app.db, { leadId, studyId: 424242, hours: 1, now: clock })).rejects.toThrow('no study with id 424242');
    await expect(createTempLink(h.app.db, { leadId, studyId: null, hours: 721, now: clock })).rejects.toThrow('at most 720 hours');
    const link = await createTempLink(h.app.db, { leadId, studyId: null, hours: 72, now: clock });
    expect(link.expiresAt.getTime() - clock.getTime()).toBe(72 * HOUR);
  });
}, { now: () => clock });

it('keeps link slugs out of logged URLs', () => {
  expect(loggedUrl('/signup/ws11/home?studyId=1001&slug=abcdefghijklmnopqrstuvwxyz')).toBe('/signup/ws11/home?studyId=1001&slug=[redacted]');
});

/** A stand-in relay service: answers by the envelope's path, records what it was sent. */
function fakeRelay() {
  const seen: Array<{ method: string; url: string; headers: IncomingHttpHeaders; body: { method: string; path: string; body?: Record<string, unknown> } }> = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => { raw += c.toString(); });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const json = (status: number, value: unknown) => { res.statusCode = status; res.setHeader('content-type', 'application/json'); res.end(JSON.stringify(value)); };
      const path = String(body.path);
      if (path.includes('expired-link-000000')) return json(401, { error: 'link expired' });
      if (path.includes('broken-link-0000000')) return json(500, { error: 'boom' });
      if (path.endsWith('/patient_info')) return json(200, { firstName: ' Rosa ', lastName: 'Park', phone1: '+13125550100', email: 'rosa@example.com', postalCode: '60601', country: 'us', dateOfBirth: '1961-02-03T00:00:00Z', gender: 'Female', ssn: 'never read' });
      if (path.endsWith('/sites')) return json(200, { sites: [{ id: 5, ssExtId: 'SS-5', distance: 1.5 }, { id: 'x' }] });
      if (body.body?.slug === 'used-link-000000000') return json(401, {});
      res.statusCode = 204;
      res.end();
    });
  });
  return { server, seen };
}

describe('HTTP relay adapter against a relay service', () => {
  const { server, seen } = fakeRelay();
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/relay`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const result: RelayScreeningResult = {
    screeningId: '6f1c2f2e-5a4b-4c3d-9e8f-0a1b2c3d4e5f', studyId: 1001, campaign: 'ws11', passed: true, fullyQualified: false, criteriaQualified: true,
    bioQualified: true, siteId: null, reasons: ['no_site'], screenedAt: '2026-11-22T15:00:00Z',
  };

  it('POSTs each of the four messages to the relay URL with the queue header', async () => {
    const relay = httpRelay({ url, queueHeader: 'x-queue', queue: 'leads-us' });
    const slug = 'good-link-000000000';
    expect(await relay.patientInfo(slug)).toEqual({
      firstName: 'Rosa', lastName: 'Park', phone: '+13125550100', email: 'rosa@example.com', postalCode: '60601', country: 'US', birthDate: '1961-02-03', gender: 'female',
    });
    expect(await relay.submitScreening(slug, result)).toEqual({ accepted: true });
    expect(await relay.updateIndications(slug, [101, 104])).toEqual({ accepted: true });
    expect(await relay.studySites(slug, 1001)).toEqual([{ id: 5, ssExtId: 'SS-5', distance: 1.5 }]);
    const sent = seen.slice(-4);
    expect(sent.map((s) => [s.method, s.url, s.headers['x-queue'], s.headers['content-type']])).toEqual(Array(4).fill(['POST', '/relay', 'leads-us', 'application/json']));
    expect(sent.map((s) => s.body)).toEqual([
      { method: 'GET', path: `temp_links/${slug}/patient_info` },
      { method: 'POST', path: 'subjects/subreg/screening', body: { slug, screening: result } },
      { method: 'POST', path: 'subjects/subreg/indications', body: { slug, indications: [101, 104] } },
      { method: 'GET', path: `temp_links/${slug}/study/1001/sites` },
    ]);
  });

  it('maps a 401 to null for every message, and other failures to RELAY_UNAVAILABLE', async () => {
    const relay = httpRelay({ url, queueHeader: 'x-queue', queue: 'leads-us' });
    expect(await relay.patientInfo('expired-link-000000')).toBeNull();
    expect(await relay.studySites('expired-link-000000', 1001)).toBeNull();
    expect(await relay.submitScreening('used-link-000000000', result)).toBeNull();
    expect(await relay.updateIndications('used-link-000000000', [101])).toBeNull();
    await expect(relay.patientInfo('broken-link-0000000')).rejects.toMatchObject({ code: 'RELAY_UNAVAILABLE', statusCode: 502, message: 'The lead relay did not answer: answered 500' });
    const nowhere = httpRelay({ url: 'http://127.0.0.1:1/relay', queueHeader: 'x-queue', queue: 'q' });
    await expect(nowhere.patientInfo('good-link-000000000')).rejects.toMatchObject({ code: 'RELAY_UNAVAILABLE', message: 'The lead relay did not answer: unreachable' });
  });
});

describe('relay routes with RELAY_PROVIDER=http', () => {
  const { server, seen } = fakeRelay();
  // The app reads this object when it starts, after the relay service below is listening and its port known.
  const relay = { provider: 'http' as const, url: '', queueHeader: 'x-relay-queue', queue: 'prefilled-leads' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    relay.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  eachDatabase('through the app', (h) => {
    it('prefills from the relay service, and answers 404 when it answers 401', async () => {
      const ok = await h.post('/api/relay/patient-info', { slug: 'good-link-000000000' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().prePopFields).toMatchObject({ firstName: 'Rosa', postalCode: '60601', birthDate: '1961-02-03' });
      expect(seen.at(-1)?.headers['x-relay-queue']).toBe('prefilled-leads');
      const expired = await h.post('/api/relay/patient-info', { slug: 'expired-link-000000' });
      expect(expired.statusCode).toBe(404);
      expect(expired.json().code).toBe('RELAY_LINK_UNAVAILABLE');
      expect((await h.post('/api/relay/patient-info', { slug: 'broken-link-0000000' })).statusCode).toBe(502);
    });

    it('sends the stored screening verdict, not one from the browser', async () => {
      const screeningId = await newScreening(h);
      const res = await h.post('/api/relay/screening', { slug: 'good-link-000000000', screeningId });
      expect(res.statusCode, res.body).toBe(200);
      expect(seen.at(-1)?.body).toEqual({ method: 'POST', path: 'subjects/subreg/screening', body: {
        slug: 'good-link-000000000',
        screening: expect.objectContaining({ screeningId, studyId: 1001, campaign: 'ws11', passed: true, fullyQualified: true, reasons: [] }),
      } });
      expect((await h.post('/api/relay/indications', { slug: 'used-link-000000000', indicationIds: [101] })).statusCode).toBe(404);
    });
  }, { relay });
});
