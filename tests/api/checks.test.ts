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

  it('says a call is possible during the advisors hours in the US only', async () => {
    clock = new Date('2026-03-02T16:00:00Z'); // Monday 10:00 Central
    expect((await h.post('/api/can_call_now', { indicationIds: [101], country: 'US', postalCode: '10001' })).json()).toEqual({ callNow: true });
    expect((await h.post('/api/can_call_now', { indicationIds: [], country: 'GB' })).json()).toEqual({ callNow: false });
    clock = new Date('2026-03-07T16:00:00Z'); // Saturday
    expect((await h.post('/api/can_call_now', { indicationIds: [101], country: 'US' })).json()).toEqual({ callNow: false });
    clock = new Date('2026-03-02T23:30:00Z'); // Monday 17:30 Central
    expect((await h.post('/api/can_call_now', { indicationIds: [101], country: 'USA' })).json()).toEqual({ callNow: false });
  });
}, { now: () => clock });
