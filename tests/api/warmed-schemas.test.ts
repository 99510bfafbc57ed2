/**
 * Route schemas compiled while the server is idle (src/server/lazySchemaCompilers.ts, started by serve.ts): once every
 * one is compiled ahead of its first use, requests are validated and answers serialized exactly as when each route
 * compiles its own at first use.
 */
import { expect, it } from 'vitest';
import { eachDatabase } from './harness.ts';

eachDatabase('route schemas compiled ahead of their first use', (h) => {
  it('leaves nothing to compile, and the routes still refuse a bad body, check a path parameter and answer by their schemas', async () => {
    expect(h.app.deferredCompiles.size).toBeGreaterThan(100);
    expect(await h.app.deferredCompiles.compileAll()).toBeGreaterThan(100);
    expect(h.app.deferredCompiles.size).toBe(0);

    // A body is typed, not coerced: a postal code sent as a number is refused with the field named.
    const refused = await h.post('/api/studies/search', { postalCode: 77030, country: 'US' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/postalCode/);
    // The answer carries its schema's fields.
    const found = await h.post('/api/studies/search', { postalCode: '77030', country: 'US' });
    expect(found.statusCode).toBe(200);
    expect(Object.keys(found.json()).sort()).toEqual(['nearbyStudies', 'searchedPostalCode', 'studies', 'valid']);
    const lead = await h.post('/api/leads', { firstName: 'Wren', lastName: 'Early', phone1: '713-555-0318', postalCode: '77030', country: 'US', sourceInfo: { campaign: 'ws10' } });
    expect(lead.statusCode).toBe(200);
    expect(lead.json()).toMatchObject({ id: expect.any(String), updateToken: expect.any(String) });
    // A path parameter is text, coerced by its schema to a number: one that is no number is refused.
    const availability = await h.app.inject({ method: 'GET', url: '/api/site-scheduling/not-a-number/availability' });
    expect(availability.statusCode).toBe(400);
  });
});
