import { expect, it } from 'vitest';
import { eachDatabase } from './harness.ts';
import { newLead } from './bookingSetup.ts';

let clock = new Date('2026-03-02T16:00:00Z');

eachDatabase('postal verification and can-call-now', (h) => {
  it.each([
    ['10001', 'USA', true],
    ['10001-1234', 'USA', true],
    ['00000', 'USA', false],
    ['1000', 'USA', false],
    ['M5G 2C4', 'CAN', true],
    ['SW1A 1AA', 'GBR', true],
    ['SW1A', 'GBR', false],
    ['D02 X285', 'IRL', true],
    ['3000', 'AUS', true],
    ['30000', 'AUS', false],
    ['10001', 'XXX', false],
  ])('verifies %s in %s as %s', async (postalCode, country, valid) => {
    const res = await h.post('/api/postal/verify', { postalCode, country });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid });
  });

  it('says a call is possible during the advisors hours in the US and Canada only', async () => {
    clock = new Date('2026-03-02T16:00:00Z'); // Monday 10:00 Central
    expect((await h.post('/api/can_call_now', { indicationIds: [101], country: 'US', postalCode: '10001' })).json()).toEqual({ callNow: true });
    expect((await h.post('/api/can_call_now', { indicationIds: [109], country: 'CAN', postalCode: 'M5G 2C4' })).json()).toEqual({ callNow: true });
    expect((await h.post('/api/can_call_now', { indicationIds: [113], country: 'GB', postalCode: 'SW1A 1AA' })).json()).toEqual({ callNow: false });
    clock = new Date('2026-03-07T16:00:00Z'); // Saturday
    expect((await h.post('/api/can_call_now', { indicationIds: [101], country: 'US', postalCode: '10001' })).json()).toEqual({ callNow: false });
    clock = new Date('2026-03-02T23:30:00Z'); // Monday 17:30 Central
    expect((await h.post('/api/can_call_now', { indicationIds: [101], country: 'USA', postalCode: '10001' })).json()).toEqual({ callNow: false });
  });

  it('says no call is possible without a condition or a valid postal code for the country, even during the hours', async () => {
    clock = new Date('2026-03-02T16:00:00Z'); // Monday 10:00 Central
    const ask = async (body: object) => (await h.post('/api/can_call_now', body)).json();
    expect(await ask({ indicationIds: [], country: 'US', postalCode: '10001' })).toEqual({ callNow: false });
    expect(await ask({ indicationIds: [101], country: 'US' })).toEqual({ callNow: false });
    expect(await ask({ indicationIds: [101], country: 'US', postalCode: '00000' })).toEqual({ callNow: false }); // not in the ZIP directory
    expect(await ask({ indicationIds: [101], country: 'US', postalCode: 'M5G 2C4' })).toEqual({ callNow: false }); // a Canadian code for the US
    expect(await ask({ indicationIds: [101], country: 'CA', postalCode: '10001' })).toEqual({ callNow: false });
    expect(await ask({ indicationIds: [101, 109], country: 'US', postalCode: '10001-1234' })).toEqual({ callNow: true });
  });

  it("checks the postal code and country stored with a lead its token proves, when the page has none to send (a finished visit keeps none)", async () => {
    clock = new Date('2026-03-02T16:00:00Z'); // Monday 10:00 Central
    const lead = await newLead(h); // 77030, US
    const ask = async (body: object, headers: Record<string, string> = {}) => (await h.post('/api/can_call_now', body, headers)).json();
    expect(await ask({ indicationIds: [101], country: 'US', leadId: lead.id }, { 'x-lead-token': lead.token })).toEqual({ callNow: true });
    // The lead's own country, not the request's.
    expect(await ask({ indicationIds: [101], country: 'GB', leadId: lead.id }, { 'x-lead-token': lead.token })).toEqual({ callNow: true });
    // A postal code sent is the one checked.
    expect(await ask({ indicationIds: [101], country: 'US', postalCode: '00000', leadId: lead.id }, { 'x-lead-token': lead.token })).toEqual({ callNow: false });
    // A lead not proven gives nothing: no token, another lead's, or none at all.
    const other = await newLead(h);
    expect(await ask({ indicationIds: [101], country: 'US', leadId: lead.id })).toEqual({ callNow: false });
    expect(await ask({ indicationIds: [101], country: 'US', leadId: lead.id }, { 'x-lead-token': other.token })).toEqual({ callNow: false });
    expect(await ask({ indicationIds: [101], country: 'US', leadId: '00000000-0000-4000-8000-000000000000' }, { 'x-lead-token': lead.token })).toEqual({ callNow: false });
    // Out of hours the lead's place changes nothing.
    clock = new Date('2026-03-07T16:00:00Z'); // Saturday
    expect(await ask({ indicationIds: [101], country: 'US', leadId: lead.id }, { 'x-lead-token': lead.token })).toEqual({ callNow: false });
  });

  it('refuses a lead id that is not one', async () => {
    const res = await h.post('/api/can_call_now', { indicationIds: [101], country: 'US', leadId: "1' OR '1'='1" }, { 'x-lead-token': 'x' });
    expect(res.statusCode).toBe(400);
  });
}, { now: () => clock });
