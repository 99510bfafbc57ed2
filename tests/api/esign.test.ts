import { expect, it } from 'vitest';
import { eachDatabase } from './harness.ts';

const lead = { firstName: 'Ivy', lastName: 'Signer', phone1: '7135550123', postalCode: '77030', country: 'US' };

eachDatabase('built-in e-signature provider', (h) => {
  it('starts a session for the lead, signs it once and records the consent with the signature', async () => {
    const { id, updateToken } = (await h.post('/api/leads', lead)).json();
    const started = await h.post('/api/esign/sessions', { leadId: id, mode: 'sms', returnPath: '/signup/ws17/indications?studyId=1001', locale: 'en' }, { 'x-lead-token': updateToken });
    expect(started.statusCode).toBe(200);
    const sessionId = started.json().customerURL.split('/').pop();
    expect(started.json().customerURL).toBe(`/signup/esign/${sessionId}`);
    expect((await h.app.inject({ method: 'GET', url: `/api/esign/sessions/${sessionId}` })).json()).toMatchObject({ status: 'pending', consentText: expect.stringContaining('5 years') });
    const tooShort = await h.post(`/api/esign/sessions/${sessionId}/sign`, { signature: 'I' });
    expect(tooShort.statusCode).toBe(400);
    const signed = await h.post(`/api/esign/sessions/${sessionId}/sign`, { signature: 'Ivy Signer' });
    expect(signed.json()).toEqual({ returnPath: `/signup/ws17/indications?studyId=1001&esign=${sessionId}` });
    await h.post(`/api/esign/sessions/${sessionId}/sign`, { signature: 'Ivy Signer' });
    const { rows } = await h.app.db.query<{ type: string; text: string }>("SELECT type, text FROM consents WHERE lead_id = $1 AND type = 'medicalRecords'", [id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.text).toContain('Signed: Ivy Signer');
  });

  it('refuses a session without the lead token and never returns outside /signup/', async () => {
    const { id, updateToken } = (await h.post('/api/leads', { ...lead, phone1: '7135550124' })).json();
    expect((await h.post('/api/esign/sessions', { leadId: id, mode: 'web', returnPath: '/signup/', locale: 'en' })).statusCode).toBe(401);
    const started = await h.post('/api/esign/sessions', { leadId: id, mode: 'web', returnPath: 'https://evil.example/phish', locale: 'es' }, { 'x-lead-token': updateToken });
    expect(started.json().customerURL).toMatch(/^\/signup\/es\/esign\//);
    const sessionId = started.json().customerURL.split('/').pop();
    expect((await h.post(`/api/esign/sessions/${sessionId}/sign`, { signature: 'Ana Ruiz' })).json().returnPath).toBe(`/signup/?esign=${sessionId}`);
    expect((await h.app.inject({ method: 'GET', url: '/api/esign/sessions/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});
