import { expect, it } from 'vitest';
import { eachDatabase } from './harness.ts';

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
}, { now: () => clock });
