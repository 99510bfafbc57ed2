import { expect, it } from 'vitest';
import { eachDatabase } from './harness.ts';
import { listLeads } from '../../src/server/db/repositories/leads.ts';

const valid = {
  firstName: '  Maria ', lastName: ' Lopez  ', phone1: '(212) 555-0199', email: ' maria@example.com ', postalCode: '10001', country: 'US',
  gender: 'female', dateOfBirth: '1980-04-12', age: 45, preferredLanguage: 'en', ethnicities: [6, -1], indications: [101],
  sourceInfo: { campaign: 's6' },
};

eachDatabase('lead save and consents', (h) => {
  const count = async () => (await listLeads(h.app.db)).length;

  it('refuses an invalid lead, lists every missing field and stores nothing', async () => {
    const before = await count();
    const res = await h.post('/api/leads', { country: 'US', email: 'a@b.co', phone1: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_LEAD', message: 'Trying to save an invalid lead: missing firstName, lastName, phone1, postalCode', missing: ['firstName', 'lastName', 'phone1', 'postalCode'] });
    expect(await count()).toBe(before);
  });

  it('refuses a lead without a derivable country and a caregiver without a source id', async () => {
    const { country: _c, ...noCountry } = valid;
    const a = await h.post('/api/leads', noCountry);
    expect(a.statusCode).toBe(400);
    expect(a.json()).toMatchObject({ code: 'LEAD_NO_COUNTRY', message: 'Invalid lead no country' });
    const b = await h.post('/api/leads', { ...valid, caregiver: { firstName: 'Ana', lastName: 'Lopez' } });
    expect(b.statusCode).toBe(400);
    expect(b.json()).toMatchObject({ code: 'CAREGIVER_SOURCE', message: 'Caregiver must have a source id' });
  });

  it('stores a valid lead with trimmed names, a normalised phone and ethnicity -1 dropped', async () => {
    const res = await h.post('/api/leads', valid);
    expect(res.statusCode).toBe(200);
    const { id, updateToken } = res.json();
    expect(updateToken).toEqual(expect.any(String));
    const stored = (await listLeads(h.app.db)).find((l) => l.id === id);
    expect(stored).toMatchObject({
      firstName: 'Maria', lastName: 'Lopez', phone: '+12125550199', email: 'maria@example.com', postalCode: '10001', country: 'US',
      gender: 'female', dateOfBirth: '1980-04-12', age: 45, preferredLanguage: 'en', ethnicities: [6], indications: [101],
    });
  });

  it('keeps the caregiver block with the default relationship', async () => {
    const res = await h.post('/api/leads', { ...valid, caregiver: { firstName: ' Ana ', lastName: 'Lopez', sourceId: 'cg-1' } });
    const stored = (await listLeads(h.app.db)).find((l) => l.id === res.json().id);
    expect(stored?.caregiver).toMatchObject({ firstName: 'Ana', caregiverRelationship: 'Parent', sourceId: 'cg-1' });
  });

  it('answers a retried request with the first response and stores the lead once', async () => {
    const before = await count();
    const headers = { 'idempotency-key': 'retry-key-0001' };
    const first = await h.post('/api/leads', valid, headers);
    const second = await h.post('/api/leads', valid, headers);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await count()).toBe(before + 1);
    const reused = await h.post('/api/leads', { ...valid, firstName: 'Other' }, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('stores one lead when the same request races itself', async () => {
    const before = await count();
    const headers = { 'idempotency-key': 'race-key-0001' };
    const results = await Promise.all([h.post('/api/leads', valid, headers), h.post('/api/leads', valid, headers), h.post('/api/leads', valid, headers)]);
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    expect(new Set(ok.map((r) => r.json().id)).size).toBe(1);
    expect(await count()).toBe(before + 1);
  });

  it('updates a lead only with its token, and stores consents', async () => {
    const { id, updateToken } = (await h.post('/api/leads', valid)).json();
    const wrong = await h.put(`/api/leads/${id}`, { ...valid, email: 'new@example.com' }, { 'x-lead-token': 'not-the-token' });
    expect(wrong.statusCode).toBe(404);
    const none = await h.put(`/api/leads/${id}`, valid);
    expect(none.statusCode).toBe(401);
    const ok = await h.put(`/api/leads/${id}`, { ...valid, email: 'new@example.com', indications: [101, 105] }, { 'x-lead-token': updateToken });
    expect(ok.statusCode).toBe(200);
    const text = 'By finishing, I agree to be contacted by phone, text message and email about this study and other clinical trials, and I agree that my answers may be shared with the study site.';
    const consents = await h.post(`/api/leads/${id}/consents`, { campaign: 'ws10', consents: [{ type: 'sms', granted: true, text, step: 'home' }, { type: 'clinic', granted: true, text, step: 'home' }], locale: 'en' }, { 'x-lead-token': updateToken });
    expect(consents.json()).toEqual({ stored: 2 });
    const stored = (await listLeads(h.app.db)).find((l) => l.id === id);
    expect(stored).toMatchObject({ email: 'new@example.com', indications: [101, 105], consents: [{ type: 'sms', granted: true }, { type: 'clinic', granted: true }] });
  });

  it('rejects a malformed idempotency key', async () => {
    const res = await h.post('/api/leads', valid, { 'idempotency-key': 'bad key!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
  });
});
