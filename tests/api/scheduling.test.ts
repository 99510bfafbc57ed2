import { expect, it } from 'vitest';
import { eachDatabase } from './harness.ts';

// Monday 2 March 2026, 8:00 in Chicago.
const now = new Date('2026-03-02T14:00:00Z');

const customer = { name: 'Ana Diaz', email: 'ana@example.com', phone: '+12125550123', timezone: 'America/New_York' };

eachDatabase('scheduling and booking', (h, target) => {
  it('lists coordinator slots for the next days, after the minimum notice', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/scheduling/availability?to=7&timezone=America/New_York' });
    expect(res.statusCode).toBe(200);
    const { slots } = res.json();
    expect(slots.length).toBeGreaterThan(50);
    expect(slots[0]).toEqual({ start: '2026-03-02T15:00:00.000Z', end: '2026-03-02T15:30:00.000Z', resources: [{ id: 1, name: 'Study coordinator Alex', timezone: 'America/Chicago' }] });
    expect(slots.every((s: { start: string }) => s.start >= '2026-03-02T15:00:00.000Z' && s.start < '2026-03-09T06:00:00.000Z')).toBe(true);
  });

  it('lists a site calendar and its scheduling status', async () => {
    const { slots } = (await h.app.inject({ method: 'GET', url: '/api/site-scheduling/5001/availability?to=7' })).json();
    expect(slots[0].resources[0]).toMatchObject({ id: 11, timezone: 'America/Chicago' });
    expect((await h.app.inject({ method: 'GET', url: '/api/site-scheduling/5001/status' })).json()).toEqual({ enabled: true });
    expect((await h.app.inject({ method: 'GET', url: '/api/site-scheduling/5002/status' })).json()).toEqual({ enabled: false });
  });

  it('books a slot once: it leaves the availability, a retry with the same key gets the same booking', async () => {
    const body = { resourceId: 1, start: '2026-03-03T15:00:00.000Z', end: '2026-03-03T15:30:00.000Z', description: 'Secondary Screening Appointment', what: 'Call about study 1001', where: 'Virtual', graph: 'instant', customer };
    const first = await h.post('/api/scheduling/bookings', body, { 'idempotency-key': 'booking-key-001' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ resourceId: 1, start: body.start, where: 'Virtual', description: 'Secondary Screening Appointment' });
    const retry = await h.post('/api/scheduling/bookings', body, { 'idempotency-key': 'booking-key-001' });
    expect(retry.json()).toEqual(first.json());
    const other = await h.post('/api/scheduling/bookings', body, { 'idempotency-key': 'booking-key-002' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    const { slots } = (await h.app.inject({ method: 'GET', url: '/api/scheduling/availability?to=7' })).json();
    expect(slots.some((s: { start: string; resources: Array<{ id: number }> }) => s.start === body.start && s.resources[0]?.id === 1)).toBe(false);
  });

  it('refuses times that are not slots, and a site booking without its study site', async () => {
    const base = { resourceId: 1, description: 'Secondary Screening Appointment', what: 'x', where: 'Virtual', customer };
    expect((await h.post('/api/scheduling/bookings', { ...base, start: '2026-03-03T15:10:00.000Z', end: '2026-03-03T15:40:00.000Z' })).statusCode).toBe(400);
    expect((await h.post('/api/scheduling/bookings', { ...base, start: '2026-03-02T14:00:00.000Z', end: '2026-03-02T14:30:00.000Z' })).statusCode).toBe(400);
    const noSite = await h.post('/api/site-scheduling/5001/booking', { ...base, resourceId: 11, description: 'Site Scheduling Appointment', start: '2026-03-03T16:00:00.000Z', end: '2026-03-03T17:00:00.000Z' });
    expect(noSite.statusCode).toBe(400);
    expect(noSite.json()).toMatchObject({ code: 'STUDY_SITE_REQUIRED', message: 'studySiteId is required' });
    const site = await h.post('/api/site-scheduling/5001/booking', { ...base, resourceId: 11, studySiteId: 5001, description: 'Site Scheduling Appointment', start: '2026-03-03T16:00:00.000Z', end: '2026-03-03T17:00:00.000Z' });
    expect(site.statusCode).toBe(200);
  });

  it(`lets exactly one of 50 simultaneous requests book a slot (${target.name})`, async () => {
    const body = { resourceId: 2, start: '2026-03-04T15:00:00.000Z', end: '2026-03-04T15:30:00.000Z', description: 'Secondary Screening Appointment', what: 'race', where: 'Virtual', customer };
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => h.post('/api/scheduling/bookings', { ...body, customer: { ...customer, name: `Racer ${i}` } }, { 'idempotency-key': `race-${String(i).padStart(4, '0')}-key` })));
    const elapsed = Date.now() - started;
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const { rows } = await h.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings WHERE resource_id = 2 AND start_at = '2026-03-04T15:00:00Z'");
    expect(rows[0]?.n).toBe(1);
    console.log(`[concurrency ${target.name}] 50 requests: 1 booked, 49 refused with 409, in ${elapsed} ms`);
  });
}, { now: () => now });
