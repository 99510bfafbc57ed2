/** Booking abuse: only a lead with its token and a passed screening books, once per study, under a per-lead and a per-client cap. */
import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eachDatabase, statementsOf } from './harness.ts';
import { buildApp } from '../../src/server/app.ts';
import { hashToken } from '../../src/server/services/tokenHash.ts';
import {
  bookingsAt, bookingsOf, newLead, passedScreening, postBooking, qualifiedLead, screen1001, secondaryBody, siteBody, type Lead,
} from './bookingSetup.ts';

// Monday 2 March 2026, 8:00 in Chicago.
const now = new Date('2026-03-02T14:00:00Z');

eachDatabase('booking abuse', (h, target) => {
  it('refuses a booking without the lead token (401 LEAD_TOKEN_MISSING) and stores nothing', async () => {
    const lead = await qualifiedLead(h);
    const start = '2026-03-05T15:00:00.000Z';
    const { leadId: _l, studyId: _s, ...anonymous } = secondaryBody(lead, 1001, start);
    for (const [url, body] of [
      ['/api/scheduling/bookings', anonymous],
      ['/api/scheduling/bookings', secondaryBody(lead, 1001, start)],
      ['/api/site-scheduling/5001/booking', siteBody(lead, 1001, '2026-03-05T15:00:00.000Z')],
    ] as const) {
      const res = await postBooking(h, url, body, { ip: '10.0.1.1' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, code: 'LEAD_TOKEN_MISSING', error: 'Unauthorized', message: 'The x-lead-token header is required to change a lead' });
    }
    // With a token the body must name the lead and the study.
    const unnamed = await postBooking(h, '/api/scheduling/bookings', anonymous, { token: lead.token, ip: '10.0.1.1' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().code).toBe('FST_ERR_VALIDATION');
    expect(await bookingsAt(h, 1, start)).toBe(0);
    expect(await bookingsAt(h, 11, start)).toBe(0);
    const { rows } = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
    expect(rows[0]?.n).toBe(0);
  });

  it("refuses another lead's token and a made-up one (404 LEAD_NOT_FOUND) and stores nothing", async () => {
    const lead = await qualifiedLead(h);
    const other = await qualifiedLead(h);
    const start = '2026-03-05T15:30:00.000Z';
    for (const token of [other.token, 'not-a-token-of-anyone']) {
      const res = await postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1001, start), { token, ip: '10.0.2.1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'LEAD_NOT_FOUND', message: 'No lead with this id accepts this update token' });
    }
    expect(await bookingsAt(h, 1, start)).toBe(0);
    expect(await bookingsOf(h, lead)).toBe(0);
    expect(await bookingsOf(h, other)).toBe(0);
  });

  it('refuses a lead without a passed screening for the study, or whose pass is of a practice study (403 SCREENING_REQUIRED), and stores nothing', async () => {
    const unscreened = await newLead(h);
    const failed = await newLead(h);
    await screen1001(h, failed, true);
    const passedOther = await qualifiedLead(h);
    // Study 1006 is a simulation: its pass shows the visitor the disqualified page (spec §4), which offers no appointment.
    const practised = await newLead(h);
    await passedScreening(h, practised, 1006);
    const start = '2026-03-05T16:00:00.000Z';
    const attempts: Array<[Lead, number, string]> = [
      [unscreened, 1001, '/api/scheduling/bookings'], [failed, 1001, '/api/scheduling/bookings'], [passedOther, 1002, '/api/scheduling/bookings'],
      [practised, 1006, '/api/scheduling/bookings'],
    ];
    for (const [lead, studyId, url] of attempts) {
      const res = await postBooking(h, url, secondaryBody(lead, studyId, start), { token: lead.token, ip: '10.0.3.1' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        statusCode: 403, code: 'SCREENING_REQUIRED', error: 'Forbidden',
        message: `This lead has no passed screening for study ${studyId}; only a candidate who qualified can book its appointments`,
      });
    }
    const site = await postBooking(h, '/api/site-scheduling/5001/booking', siteBody(failed, 1001, '2026-03-05T16:00:00.000Z'), { token: failed.token, ip: '10.0.3.1' });
    expect(site.statusCode).toBe(403);
    expect(site.json().code).toBe('SCREENING_REQUIRED');
    expect(await bookingsAt(h, 1, start)).toBe(0);
    expect(await bookingsAt(h, 11, start)).toBe(0);
  });

  it("a change of what the screening judged withdraws the lead's pass: no booking on it until it is screened again; a change of contact keeps it", async () => {
    const lead = await qualifiedLead(h);
    const change = (body: Record<string, unknown>, key?: string) => h.put(`/api/leads/${lead.id}`, body, { 'x-lead-token': lead.token, ...(key ? { 'idempotency-key': key } : {}) });
    const passed = async () => (await h.app.db.query<{ passed: boolean }>('SELECT passed FROM screenings WHERE lead_id = $1 AND study_id = 1001', [lead.id])).rows[0]?.passed;
    expect((await change({ ...lead.saved, email: 'ana.diaz@example.com' }, 'facts-kept-1')).statusCode).toBe(200);
    expect(await passed()).toBe(true);
    // Both ways a change is made (one statement with a key, the general way without one) withdraw it.
    for (const [facts, key] of [[{ dateOfBirth: '1935-01-01' }, 'facts-changed-1'], [{ postalCode: '04401' }, undefined], [{ weightKg: 150 }, 'facts-changed-2'], [{ gender: 'male' }, undefined]] as const) {
      expect((await change(lead.saved ?? {}, key && `${key}-back`)).statusCode).toBe(200);
      await screen1001(h, lead);
      expect((await change({ ...lead.saved, ...facts }, key)).statusCode).toBe(200);
      expect([facts, await passed()]).toEqual([facts, false]);
    }
    const start = '2026-03-04T20:00:00.000Z';
    const refused = await postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1001, start), { token: lead.token, ip: '10.0.3.9' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'SCREENING_REQUIRED']);
    // Changed back and screened again, the lead books.
    expect((await change(lead.saved ?? {})).statusCode).toBe(200);
    await screen1001(h, lead);
    const booked = await postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1001, start), { token: lead.token, ip: '10.0.3.9' });
    expect(booked.statusCode).toBe(200);
    // A pass withdrawn later leaves the appointment made on it: a corrected address does not cancel a call.
    expect((await change({ ...lead.saved, postalCode: '77005' })).statusCode).toBe(200);
    expect(await passed()).toBe(false);
    expect(await bookingsOf(h, lead)).toBe(1);
  });

  it('refuses a site of another study, or a path and body naming different sites (400 STUDY_SITE_MISMATCH)', async () => {
    const lead = await qualifiedLead(h);
    // Site 5022 is study 1007's; its calendar is resource 12 (Monday and Wednesday mornings).
    const otherStudy = await postBooking(h, '/api/site-scheduling/5022/booking', siteBody(lead, 1001, '2026-03-04T15:00:00.000Z', 5022, 12), { token: lead.token, ip: '10.0.4.1' });
    expect(otherStudy.statusCode).toBe(400);
    expect(otherStudy.json()).toMatchObject({ code: 'STUDY_SITE_MISMATCH', message: 'Study site 5022 is not a site of study 1001' });
    const differ = await postBooking(h, '/api/site-scheduling/5022/booking', siteBody(lead, 1001, '2026-03-04T15:00:00.000Z'), { token: lead.token, ip: '10.0.4.1' });
    expect(differ.statusCode).toBe(400);
    expect(differ.json()).toMatchObject({ code: 'STUDY_SITE_MISMATCH', message: 'The study site in the path (5022) and in the body (5001) differ' });
    expect(await bookingsOf(h, lead)).toBe(0);
  });

  it("refuses a call with a coordinator that names a study site (400 STUDY_SITE_MISMATCH): the page never names one", async () => {
    const lead = await qualifiedLead(h);
    for (const studySiteId of [5022, 5001, 999999]) {
      const res = await postBooking(h, '/api/scheduling/bookings', { ...secondaryBody(lead, 1001, '2026-03-04T15:00:00.000Z'), studySiteId }, { token: lead.token, ip: '10.0.4.2' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'STUDY_SITE_MISMATCH', message: `A call with a study coordinator is booked without a study site; study site ${studySiteId} was named` });
    }
    expect(await bookingsOf(h, lead)).toBe(0);
  });

  it("stores the appointment's name by its calendar and its subject as the study's title, whatever the request says, and so does its calendar file", async () => {
    const lead = await qualifiedLead(h);
    const { rows: [study] } = await h.app.db.query<{ title: Record<string, string> }>('SELECT title FROM studies WHERE id = 1001');
    const sent = { ...secondaryBody(lead, 1001, '2026-03-09T15:00:00.000Z'), description: 'Site Scheduling Appointment', what: 'Call Jane at 212-555-2999\r\nATTENDEE;CN=Evil:mailto:evil@example.com\rX-INJ:1' };
    const res = await postBooking(h, '/api/scheduling/bookings', sent, { token: lead.token, ip: '10.0.4.3' });
    expect(res.statusCode).toBe(200);
    expect(res.json().description).toBe('Secondary Screening Appointment');
    const { rows } = await h.app.db.query<{ description: string; what: string; study_site_id: number | null }>('SELECT description, what, study_site_id FROM bookings WHERE lead_id = $1', [lead.id]);
    expect(rows).toEqual([{ description: 'Secondary Screening Appointment', what: study?.title.en, study_site_id: null }]);
    const ics = await h.app.inject({ method: 'GET', url: `/api/bookings/${res.json().id}/ics` });
    expect(ics.statusCode).toBe(200);
    // The phone as sent, not any run of 555: the booking's random id in the UID held one now and then (d5556354-…).
    expect(ics.body).not.toMatch(/Jane|212-555-2999|Evil|X-INJ/);
    expect(ics.body).toContain(`DESCRIPTION:${(study?.title.en ?? '').replace(/[,;]/g, (c) => `\\${c}`)}`);
    // The title in Spanish, as a Spanish page sends it, is kept.
    const other = await qualifiedLead(h);
    const spanish = await postBooking(h, '/api/scheduling/bookings', { ...secondaryBody(other, 1001, '2026-03-09T15:30:00.000Z'), what: study?.title.es }, { token: other.token, ip: '10.0.4.4' });
    expect(spanish.statusCode).toBe(200);
    const { rows: [stored] } = await h.app.db.query<{ what: string }>('SELECT what FROM bookings WHERE lead_id = $1', [other.id]);
    expect(stored?.what).toBe(study?.title.es);
  });

  it('books once per lead and study (409 BOOKING_EXISTS, on either calendar); the same Idempotency-Key gets the first booking back', async () => {
    const lead = await qualifiedLead(h);
    const first = await postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1001, '2026-03-05T17:00:00.000Z'), { token: lead.token, key: 'abuse-once-001', ip: '10.0.5.1' });
    expect(first.statusCode).toBe(200);
    const again = await postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1001, '2026-03-05T17:30:00.000Z'), { token: lead.token, key: 'abuse-once-002', ip: '10.0.5.1' });
    expect(again.statusCode).toBe(409);
    // The refusal tells the lead's maker of the booking it has, as the first answer did (a visitor whose answer was lost
    // on the way is booked, and the page shows that time).
    expect(again.json()).toEqual({
      statusCode: 409, code: 'BOOKING_EXISTS', error: 'Conflict', message: 'This lead already has an upcoming appointment for study 1001; a lead books one per study',
      booking: first.json(),
    });
    expect(first.json()).toMatchObject({ start: '2026-03-05T17:00:00.000Z', end: '2026-03-05T17:30:00.000Z' });
    // A key is the calendar's own: the first booking's key on the site's calendar is a new request there, refused for the study.
    const site = await postBooking(h, '/api/site-scheduling/5001/booking', siteBody(lead, 1001, '2026-03-05T18:00:00.000Z'), { token: lead.token, key: 'abuse-once-001', ip: '10.0.5.1' });
    expect(site.statusCode).toBe(409);
    expect(site.json()).toMatchObject({ code: 'BOOKING_EXISTS', booking: first.json() });
    const retry = await postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1001, '2026-03-05T17:00:00.000Z'), { token: lead.token, key: 'abuse-once-001', ip: '10.0.5.1' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await bookingsOf(h, lead)).toBe(1);
  });

  it('an appointment that is over no longer counts: the lead books the study again', async () => {
    const lead = await qualifiedLead(h);
    await h.app.db.query(
      `INSERT INTO bookings (resource_id, start_at, end_at, kind, description, what, location, customer, lead_id, study_id, client_hash, created_at)
       VALUES (1, '2026-02-27T15:00:00Z', '2026-02-27T15:30:00Z', 'secondary_screening', 'Secondary Screening Appointment', 'x', 'Virtual', '{}', $1, 1001, 'past', '2026-02-26T15:00:00Z')`, [lead.id]);
    const res = await postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1001, '2026-03-05T18:30:00.000Z'), { token: lead.token, ip: '10.0.6.1' });
    expect(res.statusCode).toBe(200);
    expect(await bookingsOf(h, lead)).toBe(2);
  });

  it('caps a lead at 3 active bookings in all (429 BOOKING_LIMIT, Retry-After until the soonest one is over)', async () => {
    const lead = await qualifiedLead(h);
    for (const studyId of [1002, 1003, 1004]) await passedScreening(h, lead, studyId);
    const starts = ['2026-03-06T15:00:00.000Z', '2026-03-06T15:30:00.000Z', '2026-03-06T16:00:00.000Z'];
    for (const [i, studyId] of [1001, 1002, 1003].entries()) {
      expect((await postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, studyId, starts[i] as string), { token: lead.token, ip: '10.0.7.1' })).statusCode).toBe(200);
    }
    // From another address too: the cap is the lead's.
    const fourth = await postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1004, '2026-03-06T16:30:00.000Z'), { token: lead.token, ip: '10.0.7.2' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      statusCode: 429, code: 'BOOKING_LIMIT', error: 'Too Many Requests',
      message: 'This lead already has 3 upcoming appointments, the most one lead may hold; book again after one of them is over',
    });
    // The soonest ends 2026-03-06 15:30Z: 4 days and 1.5 hours after now.
    expect(fourth.headers['retry-after']).toBe(String(4 * 86400 + 5400));
    expect(await bookingsOf(h, lead)).toBe(3);
    expect(await bookingsAt(h, 1, '2026-03-06T16:30:00.000Z')).toBe(0);
  });

  it(`caps a client address at 5 bookings an hour, counted in the database that every process shares (429 BOOKING_LIMIT, Retry-After) (${target.name})`, async () => {
    // A second API process on the same database: its own pool on PostgreSQL, the same embedded database on PGlite.
    const second: FastifyInstance = await buildApp(h.config, target.databaseUrl ? {} : { db: h.app.db });
    try {
      await second.ready();
      const secondPost = async (body: unknown, token: string, ip: string) => {
        const csrf = await second.inject({ method: 'GET', url: '/api/csrf' });
        const cookie = String(csrf.headers['set-cookie']).split(';')[0] as string;
        return second.inject({ method: 'POST', url: '/api/scheduling/bookings', payload: body as object, remoteAddress: ip, headers: { cookie, 'x-csrf-token': csrf.json().token, 'x-lead-token': token } });
      };
      const leads: Lead[] = [];
      for (let i = 0; i < 6; i += 1) leads.push(await qualifiedLead(h));
      const starts = ['15:00', '15:30', '16:00', '16:30', '17:00', '17:30'].map((t) => `2026-03-05T${t}:00.000Z`);
      const ip = '10.0.8.1';
      for (let i = 0; i < 5; i += 1) {
        const lead = leads[i] as Lead;
        const body = secondaryBody(lead, 1001, starts[i] as string, 2);
        const res = i < 3 ? await postBooking(h, '/api/scheduling/bookings', body, { token: lead.token, ip }) : await secondPost(body, lead.token, ip);
        expect(res.statusCode).toBe(200);
      }
      const sixth = leads[5] as Lead;
      for (const res of [
        await postBooking(h, '/api/scheduling/bookings', secondaryBody(sixth, 1001, starts[5] as string, 2), { token: sixth.token, ip }),
        await secondPost(secondaryBody(sixth, 1001, starts[5] as string, 2), sixth.token, ip),
      ]) {
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({
          statusCode: 429, code: 'BOOKING_LIMIT', error: 'Too Many Requests',
          message: 'This device or network made 5 bookings in the last hour, the most allowed; please try again later',
        });
        // All five were made at the same instant (the test clock): the first leaves the hour in exactly an hour.
        expect(res.headers['retry-after']).toBe('3600');
      }
      expect(await bookingsAt(h, 2, starts[5] as string)).toBe(0);
      // Another address is not held up.
      const elsewhere = await postBooking(h, '/api/scheduling/bookings', secondaryBody(sixth, 1001, starts[5] as string, 2), { token: sixth.token, ip: '10.0.8.2' });
      expect(elsewhere.statusCode).toBe(200);
      const { rows } = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE lead_id = ANY($1)', [leads.map((l) => l.id)]);
      expect(rows[0]?.n).toBe(6);
    } finally {
      await second.close();
    }
  });

  // Sent at once, the bookings of one address or one lead wait on each other's locks (on PostgreSQL, each on its own
  // connection): each counts what the ones before it stored, so the caps hold under a burst too. Two of one lead from
  // one address take both locks in the same order, so neither waits for ever on the other (no deadlock).
  it(`caps a burst from one address: 8 leads booking at once, 5 booked, 3 refused (429 BOOKING_LIMIT) (${target.name})`, async () => {
    const leads: Lead[] = [];
    for (let i = 0; i < 8; i += 1) leads.push(await qualifiedLead(h));
    const starts = ['15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30'].map((t) => `2026-03-04T${t}:00.000Z`);
    const results = await Promise.all(leads.map((lead, i) => postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1001, starts[i] as string), { token: lead.token, ip: '10.0.9.1' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(results.filter((r) => r.statusCode === 429).map((r) => r.json().code)).toEqual(['BOOKING_LIMIT', 'BOOKING_LIMIT', 'BOOKING_LIMIT']);
    const { rows } = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE lead_id = ANY($1)', [leads.map((l) => l.id)]);
    expect(rows[0]?.n).toBe(5);
  });

  it(`counts the addresses of one IPv6 /64 as one client: 8 leads from 8 of its addresses, 5 booked (${target.name})`, async () => {
    const leads: Lead[] = [];
    for (let i = 0; i < 8; i += 1) leads.push(await qualifiedLead(h));
    const starts = ['15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30'].map((t) => `2026-03-10T${t}:00.000Z`);
    const results = [];
    for (const [i, lead] of leads.entries()) {
      results.push(await postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1001, starts[i] as string), { token: lead.token, ip: `2001:db8:1:2::${i + 1}` }));
    }
    expect(results.map((r) => (r.statusCode === 200 ? 200 : `${r.statusCode} ${r.json().code}`))).toEqual([200, 200, 200, 200, 200, '429 BOOKING_LIMIT', '429 BOOKING_LIMIT', '429 BOOKING_LIMIT']);
    // Another /64 is another client.
    const elsewhere = await qualifiedLead(h);
    expect((await postBooking(h, '/api/scheduling/bookings', secondaryBody(elsewhere, 1001, '2026-03-10T19:00:00.000Z'), { token: elsewhere.token, ip: '2001:db8:1:3::1' })).statusCode).toBe(200);
  });

  it(`caps a burst from one lead: 4 studies booked at once from 2 addresses, 3 booked, 1 refused (429 BOOKING_LIMIT) (${target.name})`, async () => {
    const lead = await qualifiedLead(h);
    for (const studyId of [1002, 1003, 1004]) await passedScreening(h, lead, studyId);
    const starts = ['15:00', '15:30', '16:00', '16:30'].map((t) => `2026-03-04T${t}:00.000Z`);
    const results = await Promise.all([1001, 1002, 1003, 1004].map((studyId, i) =>
      postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, studyId, starts[i] as string, 2), { token: lead.token, ip: `10.0.10.${i % 2}` })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429]);
    expect(results.find((r) => r.statusCode === 429)?.json().code).toBe('BOOKING_LIMIT');
    expect(await bookingsOf(h, lead)).toBe(3);
  });

  it('reads a booking\'s checks in one statement before its one transaction', async () => {
    const lead = await qualifiedLead(h);
    const { ran, answer } = await statementsOf(h.app, () => postBooking(h, '/api/site-scheduling/5001/booking', siteBody(lead, 1001, '2026-03-04T19:00:00.000Z'), { token: lead.token, ip: '10.0.11.1' }));
    expect(answer.statusCode).toBe(200);
    expect(ran).toHaveLength(2);
    expect(ran[0]).toMatch(/^SELECT EXISTS \(SELECT 1 FROM leads WHERE id = \$1 AND update_token_hash = \$2\) AS "tokenMatches", EXISTS \(SELECT 1 FROM screenings /);
    expect(ran[1]).toBe('transaction');
    const { rows } = await h.app.db.query('SELECT kind, study_site_id, resource_id FROM bookings WHERE id = $1', [answer.json().id]);
    expect(rows).toEqual([{ kind: 'site', study_site_id: 5001, resource_id: 11 }]);
  });

  it('books a calendar\'s own slots only: a site\'s resource on the coordinators\' calendar, a coordinator or another site\'s resource on a site\'s, are not slots (400 NOT_A_SLOT)', async () => {
    const lead = await qualifiedLead(h);
    const attempts = [
      // Resource 11 is site 5001's calendar (60-minute slots); 1 a coordinator (30-minute); 12 site 5022's.
      postBooking(h, '/api/scheduling/bookings', { ...secondaryBody(lead, 1001, '2026-03-03T17:00:00.000Z', 11), end: '2026-03-03T18:00:00.000Z' }, { token: lead.token, ip: '10.0.13.1' }),
      postBooking(h, '/api/site-scheduling/5001/booking', { ...siteBody(lead, 1001, '2026-03-03T15:00:00.000Z', 5001, 1), end: '2026-03-03T15:30:00.000Z' }, { token: lead.token, ip: '10.0.13.1' }),
      postBooking(h, '/api/site-scheduling/5001/booking', siteBody(lead, 1001, '2026-03-02T16:00:00.000Z', 5001, 12), { token: lead.token, ip: '10.0.13.1' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('NOT_A_SLOT');
    }
    expect(await bookingsOf(h, lead)).toBe(0);
    // The same times on their own calendars are slots.
    expect((await postBooking(h, '/api/site-scheduling/5001/booking', siteBody(lead, 1001, '2026-03-03T17:00:00.000Z'), { token: lead.token, ip: '10.0.13.1' })).statusCode).toBe(200);
  });

  it('tells a capped address when its oldest booking of the hour leaves the hour (Retry-After)', async () => {
    const lead = await qualifiedLead(h);
    const clientHash = hashToken('booking-client:10.0.14.1');
    // Five bookings from the address, made 40 minutes ago: the cap lifts in 20 minutes.
    for (let i = 0; i < 5; i += 1) {
      await h.app.db.query(
        `INSERT INTO bookings (resource_id, start_at, end_at, kind, description, what, location, customer, lead_id, study_id, client_hash, created_at)
         VALUES (2, $2, $3, 'secondary_screening', 'Secondary Screening Appointment', 'x', 'Virtual', '{}', $1, 1002, $4, '2026-03-02T13:20:00Z')`,
        [lead.id, `2026-02-2${i}T15:00:00Z`, `2026-02-2${i}T15:30:00Z`, clientHash]);
    }
    const res = await postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1001, '2026-03-03T19:00:00.000Z'), { token: lead.token, ip: '10.0.14.1' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('This device or network made 5 bookings in the last hour, the most allowed; please try again later');
    expect(res.headers['retry-after']).toBe(String(20 * 60));
  });
}, { now: () => now });

eachDatabase('booking abuse, the cap per client configured', (h) => {
  it('takes BOOKINGS_PER_CLIENT_PER_HOUR bookings from one client an hour, and refuses the next (429 BOOKING_LIMIT)', async () => {
    const leads: Lead[] = [];
    for (let i = 0; i < 3; i += 1) leads.push(await qualifiedLead(h));
    const codes = [];
    for (const [i, lead] of leads.entries()) {
      const res = await postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1001, `2026-03-04T1${5 + i}:00:00.000Z`), { token: lead.token, ip: '10.0.11.1' });
      codes.push(res.statusCode === 200 ? 200 : `${res.statusCode} ${res.json().code}`);
    }
    expect(codes).toEqual([200, 200, '429 BOOKING_LIMIT']);
  });
}, { bookingsPerClientPerHour: 2, now: () => now });
