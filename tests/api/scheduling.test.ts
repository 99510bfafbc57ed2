import { expect, it } from 'vitest';
import { eachDatabase } from './harness.ts';
import { newLead, passedScreening, postBooking, qualifiedLead, screen1001, secondaryBody, siteBody, type Lead } from './bookingSetup.ts';
import { updateLead } from '../../src/server/db/repositories/leads.ts';
import { saveScreening } from '../../src/server/db/repositories/studies.ts';
import { checkLead } from '../../src/core/leadRules.ts';
import { hashToken } from '../../src/server/services/tokenHash.ts';

// Monday 2 March 2026, 8:00 in Chicago.
const now = new Date('2026-03-02T14:00:00Z');

eachDatabase('scheduling and booking', (h, target) => {
  it('lists coordinator slots for the next days, from a margin after the minimum notice', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/scheduling/availability?to=7&timezone=America/New_York' });
    expect(res.statusCode).toBe(200);
    const { slots } = res.json();
    expect(slots.length).toBeGreaterThan(50);
    // 60 minutes' notice from 14:00Z ends at 15:00Z; the calendar offers times 10 minutes beyond it (OFFER_MARGIN_MINUTES).
    expect(slots[0]).toEqual({ start: '2026-03-02T15:30:00.000Z', end: '2026-03-02T16:00:00.000Z', resources: [{ id: 1, name: 'Study coordinator Alex', timezone: 'America/Chicago' }] });
    expect(slots.every((s: { start: string }) => s.start >= '2026-03-02T15:30:00.000Z' && s.start < '2026-03-09T06:00:00.000Z')).toBe(true);
  });

  it('lists a site calendar and its scheduling status', async () => {
    const { slots } = (await h.app.inject({ method: 'GET', url: '/api/site-scheduling/5001/availability?to=7' })).json();
    expect(slots[0].resources[0]).toMatchObject({ id: 11, timezone: 'America/Chicago' });
    expect((await h.app.inject({ method: 'GET', url: '/api/site-scheduling/5001/status' })).json()).toEqual({ enabled: true });
    expect((await h.app.inject({ method: 'GET', url: '/api/site-scheduling/5002/status' })).json()).toEqual({ enabled: false });
  });

  it('books a slot once: it leaves the availability, a retry with the same key gets the same booking', async () => {
    const lead = await qualifiedLead(h);
    const body = secondaryBody(lead, 1001, '2026-03-03T15:00:00.000Z');
    const first = await postBooking(h, '/api/scheduling/bookings', body, { token: lead.token, key: 'booking-key-001' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ resourceId: 1, start: body.start, where: 'Virtual', description: 'Secondary Screening Appointment' });
    const retry = await postBooking(h, '/api/scheduling/bookings', body, { token: lead.token, key: 'booking-key-001' });
    expect(retry.json()).toEqual(first.json());
    const someoneElse = await qualifiedLead(h);
    const other = await postBooking(h, '/api/scheduling/bookings', { ...body, leadId: someoneElse.id }, { token: someoneElse.token, key: 'booking-key-002' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    const { slots } = (await h.app.inject({ method: 'GET', url: '/api/scheduling/availability?to=7' })).json();
    expect(slots.some((s: { start: string; resources: Array<{ id: number }> }) => s.start === body.start && s.resources[0]?.id === 1)).toBe(false);
    const { rows } = await h.app.db.query<{ lead_id: string; study_id: number }>("SELECT lead_id, study_id FROM bookings WHERE resource_id = 1 AND start_at = '2026-03-03T15:00:00Z'");
    expect(rows).toEqual([{ lead_id: lead.id, study_id: 1001 }]);
  });

  it("stores the lead's own name, email and phone with the booking, not the ones the request names, and the visitor's time zone when it is one", async () => {
    const lead = await qualifiedLead(h);
    const body = secondaryBody(lead, 1001, '2026-03-03T16:00:00.000Z');
    const someoneElse = { name: 'Somebody Else', email: 'victim@example.com', phone: '+12025550111', timezone: 'Not/AZone' };
    const booked = await postBooking(h, '/api/scheduling/bookings', { ...body, customer: someoneElse }, { token: lead.token, key: 'booking-key-who' });
    expect(booked.statusCode).toBe(200);
    const { rows: [stored] } = await h.app.db.query<{ customer: Record<string, string>; phone: string }>(
      'SELECT b.customer, l.phone FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE b.id = $1', [booked.json().id]);
    expect(stored?.customer).toEqual({ name: 'Ana Diaz', email: 'ana@example.com', phone: stored?.phone, timezone: 'UTC' });
    expect(stored?.phone).toMatch(/^\+1 ?\(?713/);
    const tokyo = await qualifiedLead(h);
    const inTokyo = await postBooking(h, '/api/scheduling/bookings', { ...secondaryBody(tokyo, 1001, '2026-03-03T16:30:00.000Z'), customer: { name: 'x', timezone: 'Asia/Tokyo' } }, { token: tokyo.token, key: 'booking-key-tok' });
    const { rows: [kept] } = await h.app.db.query<{ customer: Record<string, string> }>('SELECT customer FROM bookings WHERE id = $1', [inTokyo.json().id]);
    expect(kept?.customer).toMatchObject({ name: 'Ana Diaz', timezone: 'Asia/Tokyo' });
  });

  it("keeps the language the visitor booked in as the lead's preferred language; a booking that names none, or is refused, leaves it", async () => {
    const preferred = async (lead: Lead) => (await h.app.db.query<{ preferred_language: string }>('SELECT preferred_language FROM leads WHERE id = $1', [lead.id])).rows[0]?.preferred_language;
    const spanish = await qualifiedLead(h);
    const booked = await postBooking(h, '/api/scheduling/bookings', { ...secondaryBody(spanish, 1001, '2026-03-05T15:00:00.000Z'), language: 'es' }, { token: spanish.token, key: 'booking-key-es1', ip: '10.62.0.1' });
    expect(booked.statusCode).toBe(200);
    expect(await preferred(spanish)).toBe('es');
    const unnamed = await qualifiedLead(h);
    expect((await postBooking(h, '/api/scheduling/bookings', secondaryBody(unnamed, 1001, '2026-03-05T15:30:00.000Z'), { token: unnamed.token, key: 'booking-key-es2', ip: '10.62.0.2' })).statusCode).toBe(200);
    expect(await preferred(unnamed)).toBe('en');
    // The slot is taken: nothing is booked, and the lead's language is as it was.
    const refused = await qualifiedLead(h);
    const taken = await postBooking(h, '/api/scheduling/bookings', { ...secondaryBody(refused, 1001, '2026-03-05T15:00:00.000Z'), language: 'es' }, { token: refused.token, key: 'booking-key-es3', ip: '10.62.0.3' });
    expect(taken.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    expect(await preferred(refused)).toBe('en');
    // Another lead's token cannot change a lead's language.
    const other = await qualifiedLead(h);
    const wrongToken = await postBooking(h, '/api/scheduling/bookings', { ...secondaryBody(other, 1001, '2026-03-05T16:00:00.000Z'), language: 'es' }, { token: spanish.token, key: 'booking-key-es4', ip: '10.62.0.4' });
    expect(wrongToken.statusCode).toBe(404);
    expect(await preferred(other)).toBe('en');
    expect((await postBooking(h, '/api/scheduling/bookings', { ...secondaryBody(other, 1001, '2026-03-05T16:00:00.000Z'), language: 'fr' }, { token: other.token, key: 'booking-key-es5', ip: '10.62.0.5' })).statusCode).toBe(400);
  });

  it("gives a lead's appointments still to come its new name, phone and email when the lead changes; one that has ended keeps whom it was with", async () => {
    const lead = await qualifiedLead(h);
    const booked = await postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1001, '2026-03-03T18:00:00.000Z'), { token: lead.token, key: 'booking-key-fol', ip: '10.61.0.1' });
    expect(booked.statusCode).toBe(200);
    const ended = await h.app.db.query<{ id: string }>(
      `INSERT INTO bookings (resource_id, start_at, end_at, kind, description, what, location, customer, lead_id, study_id, created_at)
       VALUES (1, '2026-03-01T15:00:00Z', '2026-03-01T15:30:00Z', 'secondary_screening', 'Secondary Screening Appointment', 'Call', 'Virtual', $1, $2, 1001, '2026-02-27T10:00:00Z') RETURNING id`,
      [JSON.stringify({ name: 'Ana Diaz', email: 'ana@example.com', phone: '+17135550100', timezone: 'UTC' }), lead.id]);
    const customer = async (id: string) => (await h.app.db.query<{ customer: Record<string, string> }>('SELECT customer FROM bookings WHERE id = $1', [id])).rows[0]?.customer;
    const corrected = { firstName: 'Ana', lastName: 'Diaz Ruiz', phone1: '(212) 555-0177', postalCode: '77030', country: 'US', preferredLanguage: 'en' as const, sourceInfo: { campaign: 'ws18' } };
    expect((await h.put(`/api/leads/${lead.id}`, corrected, { 'x-lead-token': lead.token })).statusCode).toBe(200);
    const { rows: [stored] } = await h.app.db.query<{ phone: string }>('SELECT phone FROM leads WHERE id = $1', [lead.id]);
    // The email the lead no longer gives goes from the appointment too; the visitor's time zone stays.
    expect(await customer(booked.json().id)).toEqual({ name: 'Ana Diaz Ruiz', phone: stored?.phone, timezone: 'America/New_York' });
    expect(stored?.phone).not.toBe((await customer(ended.rows[0]?.id as string))?.phone);
    expect(await customer(ended.rows[0]?.id as string)).toEqual({ name: 'Ana Diaz', email: 'ana@example.com', phone: '+17135550100', timezone: 'UTC' });
    // The general way (a transaction, taken when the one statement could not write) does the same.
    const again = checkLead({ ...corrected, firstName: 'Anita', email: 'anita@example.com' }, { today: '2026-03-02', postalKnown: () => true });
    if (!again.ok) throw new Error(again.problem.message);
    expect(await updateLead(h.app.db, lead.id, hashToken(lead.token), again.lead, now)).toBe(true);
    expect(await customer(booked.json().id)).toEqual({ name: 'Anita Diaz Ruiz', email: 'anita@example.com', phone: stored?.phone, timezone: 'America/New_York' });
    expect((await customer(ended.rows[0]?.id as string))?.name).toBe('Ana Diaz');
    // Another lead's change leaves this one's appointment alone; a wrong token changes nothing.
    const other = await qualifiedLead(h);
    expect((await h.put(`/api/leads/${other.id}`, { ...corrected, firstName: 'Otra' }, { 'x-lead-token': other.token })).statusCode).toBe(200);
    expect((await h.put(`/api/leads/${lead.id}`, { ...corrected, firstName: 'Mallory' }, { 'x-lead-token': other.token })).statusCode).toBe(404);
    expect((await customer(booked.json().id))?.name).toBe('Anita Diaz Ruiz');
  });

  it("cancels a lead's appointments for a study still to come when a new screening for it refuses the lead, freeing the slot; a pass, another study's appointment and an ended one stay", async () => {
    const lead = await qualifiedLead(h);
    const start = '2026-03-03T19:00:00.000Z';
    const booked = await postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1001, start), { token: lead.token, key: 'booking-key-can', ip: '10.61.0.2' });
    expect(booked.statusCode).toBe(200);
    await passedScreening(h, lead, 1002);
    const elsewhere = await postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1002, '2026-03-03T19:30:00.000Z'), { token: lead.token, key: 'booking-key-cn2', ip: '10.61.0.3' });
    expect(elsewhere.statusCode).toBe(200);
    await h.app.db.query(
      `INSERT INTO bookings (resource_id, start_at, end_at, kind, description, what, location, customer, lead_id, study_id, created_at)
       VALUES (1, '2026-03-01T16:00:00Z', '2026-03-01T16:30:00Z', 'secondary_screening', 'Secondary Screening Appointment', 'Call', 'Virtual', '{}', $1, 1001, '2026-02-27T10:00:00Z')`, [lead.id]);
    const starts = async () => (await h.app.db.query<{ start: string }>("SELECT to_char(start_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI') AS start FROM bookings WHERE lead_id = $1 ORDER BY start_at", [lead.id])).rows.map((r) => r.start);
    // Screened again and still passing: nothing changes.
    await screen1001(h, lead);
    expect(await starts()).toEqual(['2026-03-01T16:00', '2026-03-03T19:00', '2026-03-03T19:30']);
    await screen1001(h, lead, true);
    expect(await starts()).toEqual(['2026-03-01T16:00', '2026-03-03T19:30']);
    const { slots } = (await h.app.inject({ method: 'GET', url: '/api/scheduling/availability?to=7' })).json();
    expect(slots.some((s: { start: string; resources: Array<{ id: number }> }) => s.start === start && s.resources[0]?.id === 1)).toBe(true);
    // The refused lead cannot book it again; another visitor can.
    expect((await postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1001, start), { token: lead.token, key: 'booking-key-cn3', ip: '10.61.0.4' })).json()).toMatchObject({ code: 'SCREENING_REQUIRED' });
    const someoneElse = await qualifiedLead(h);
    expect((await postBooking(h, '/api/scheduling/bookings', secondaryBody(someoneElse, 1001, start), { token: someoneElse.token, key: 'booking-key-cn4', ip: '10.61.0.5' })).statusCode).toBe(200);
  });

  it("cancels a site visit still to come when a new screening passes the lead at another study site (a new postal code); one at its site, and a coordinator's call, stay", async () => {
    const lead = await qualifiedLead(h);
    const booking = async (siteId: number | null, start: string) => (await h.app.db.query<{ id: string }>(
      `INSERT INTO bookings (resource_id, start_at, end_at, kind, study_site_id, description, what, location, customer, lead_id, study_id, created_at)
       VALUES (1, $1::timestamptz, $1::timestamptz + interval '30 minutes', $2, $3, 'Site Scheduling Appointment', 'Visit', 'Virtual', '{}', $4, 1007, '2026-03-01T10:00:00Z') RETURNING id::text AS id`,
      [start, siteId === null ? 'secondary_screening' : 'site', siteId, lead.id])).rows[0]?.id as string;
    const visit = await booking(5022, '2026-03-06T21:00:00Z');
    const call = await booking(null, '2026-03-06T21:30:00Z');
    const kept = async () => (await h.app.db.query<{ id: string }>('SELECT id::text AS id FROM bookings WHERE lead_id = $1 ORDER BY start_at', [lead.id])).rows.map((r) => r.id);
    const screened = (siteId: number | null) => saveScreening(h.app.db, {
      leadId: lead.id, studyId: 1007, campaign: 'ws21', passed: true, fullyQualified: true, bioQualified: true, criteriaQualified: true, siteId, answers: [], reasons: [], phoneHash: null,
    }, now);
    await screened(5022);
    expect(await kept()).toEqual([visit, call]);
    await screened(5023);
    expect(await kept()).toEqual([call]);
    await h.app.db.query('DELETE FROM bookings WHERE lead_id = $1', [lead.id]);
  });

  it('refuses a location other than the virtual one every appointment has, and stores nothing', async () => {
    const lead = await qualifiedLead(h);
    const res = await postBooking(h, '/api/scheduling/bookings', { ...secondaryBody(lead, 1001, '2026-03-03T17:00:00.000Z'), where: 'Virtual\r\nLOCATION:Mars' }, { token: lead.token });
    expect(res.statusCode).toBe(400);
    expect((await h.app.db.query('SELECT 1 FROM bookings WHERE lead_id = $1', [lead.id])).rows).toEqual([]);
  });

  it("gives the booking's calendar file with the appointment named in the page's language, English by default", async () => {
    const lead = await qualifiedLead(h);
    const booked = await postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1001, '2026-03-04T15:00:00.000Z'), { token: lead.token, key: 'booking-key-ics' });
    const file = async (query: string) => h.app.inject({ method: 'GET', url: `/api/bookings/${booked.json().id}/ics${query}` });
    const spanish = await file('?locale=es');
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // Its study's title says what the person may have: no shared cache keeps it.
    expect(spanish.headers['cache-control']).toBe('private, no-store');
    expect(spanish.body).toContain('SUMMARY:Cita de evaluación secundaria\r\n');
    expect(spanish.body).toContain('DTSTART:20260304T150000Z\r\n');
    expect((await file('?locale=en')).body).toContain('SUMMARY:Secondary Screening Appointment\r\n');
    expect((await file('')).body).toContain('SUMMARY:Secondary Screening Appointment\r\n');
    expect((await file('?locale=fr')).statusCode).toBe(400);
  });

  it('refuses times that are not slots, and a site booking without its study site', async () => {
    const lead = await qualifiedLead(h);
    const base = secondaryBody(lead, 1001, '2026-03-03T15:10:00.000Z');
    expect((await postBooking(h, '/api/scheduling/bookings', { ...base, end: '2026-03-03T15:40:00.000Z' }, { token: lead.token })).json()).toMatchObject({ statusCode: 400, code: 'NOT_A_SLOT' });
    expect((await postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1001, '2026-03-02T14:00:00.000Z'), { token: lead.token })).json()).toMatchObject({ statusCode: 400, code: 'NOT_A_SLOT' });
    const { studySiteId: _omitted, ...noSiteBody } = siteBody(lead, 1001, '2026-03-03T16:00:00.000Z');
    const noSite = await postBooking(h, '/api/site-scheduling/5001/booking', noSiteBody, { token: lead.token });
    expect(noSite.statusCode).toBe(400);
    expect(noSite.json()).toMatchObject({ code: 'STUDY_SITE_REQUIRED', message: 'studySiteId is required' });
    const site = await postBooking(h, '/api/site-scheduling/5001/booking', siteBody(lead, 1001, '2026-03-03T16:00:00.000Z'), { token: lead.token });
    expect(site.statusCode).toBe(200);
    expect(site.json()).toMatchObject({ resourceId: 11, start: '2026-03-03T16:00:00.000Z', end: '2026-03-03T17:00:00.000Z', description: 'Site Scheduling Appointment' });
  });

  it(`lets exactly one of 50 simultaneous requests book a slot (${target.name})`, async () => {
    // Ten qualified leads, each on its own address, each sending five attempts with their own keys.
    const leads: Lead[] = [];
    for (let i = 0; i < 10; i += 1) {
      const lead = await newLead(h);
      await screen1001(h, lead);
      leads.push(lead);
    }
    const start = '2026-03-04T15:00:00.000Z';
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => {
      const lead = leads[i % 10] as Lead;
      return postBooking(h, '/api/scheduling/bookings', secondaryBody(lead, 1001, start, 2), { token: lead.token, key: `race-${String(i).padStart(4, '0')}-key`, ip: `10.50.0.${i % 10}` });
    }));
    const elapsed = Date.now() - started;
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    // The winner's own other attempts find its booking; everyone else finds the slot taken.
    const winner = leads[results.findIndex((r) => r.statusCode === 200) % 10] as Lead;
    const refusals = results.filter((r, i) => r.statusCode === 409 && leads[i % 10] !== winner).map((r) => r.json().code);
    expect(refusals).toEqual(Array.from({ length: 45 }, () => 'SLOT_TAKEN'));
    const { rows } = await h.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings WHERE resource_id = 2 AND start_at = '2026-03-04T15:00:00Z'");
    expect(rows[0]?.n).toBe(1);
    console.log(`[concurrency ${target.name}] 50 requests: 1 booked, 49 refused with 409, in ${elapsed} ms`);
  });
}, { now: () => now });
