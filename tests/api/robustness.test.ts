import { expect, it } from 'vitest';
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

  it('refuses an update of a lead id that is not a uuid with a 4xx', async () => {
    const res = await h.put('/api/leads/not-a-uuid', bodies['/api/leads'], { 'x-lead-token': 't' });
    expect(res.statusCode).toBe(400);
  });
});
