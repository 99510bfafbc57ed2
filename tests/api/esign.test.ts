import { expect, it } from 'vitest';
import { eachDatabase } from './harness.ts';

const lead = { firstName: 'Ivy', lastName: 'Signer', phone1: '7135550123', postalCode: '77030', country: 'US' };
const LINK = /^\/signup\/(es\/)?esign\/([0-9a-f-]{36})#k=([A-Za-z0-9_-]{32})$/;
let clock = Date.parse('2026-03-02T15:00:00Z');

eachDatabase('built-in e-signature provider', (h) => {
  const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });
  async function start(phone: string, returnPath = '/signup/ws17/indications?studyId=1001', locale = 'en') {
    const { id, updateToken } = (await h.post('/api/leads', { ...lead, phone1: phone })).json();
    const started = await h.post('/api/esign/sessions', { leadId: id, mode: 'sms', returnPath, locale }, { 'x-lead-token': updateToken });
    expect(started.statusCode).toBe(200);
    const [, , sessionId, secret] = LINK.exec(started.json().customerURL) ?? [];
    return { leadId: id as string, updateToken: updateToken as string, sessionId: sessionId as string, secret: secret as string, customerURL: started.json().customerURL as string };
  }

  it('starts a session for the lead, signs it once with the link alone and records the consent with the signature', async () => {
    const { leadId, sessionId, secret, customerURL } = await start('7135550123');
    // The link's secret is in the fragment (never sent to a server); the session id alone opens nothing.
    expect(customerURL).toBe(`/signup/esign/${sessionId}#k=${secret}`);
    const { rows: stored } = await h.app.db.query<{ link_secret_hash: string }>('SELECT link_secret_hash FROM esign_sessions WHERE id = $1', [sessionId]);
    expect(stored[0]?.link_secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.link_secret_hash).not.toBe(secret);
    // Another phone (SMS mode): no cookie, no lead token, only the link.
    const link = { 'x-esign-secret': secret };
    const pending = (await get(`/api/esign/sessions/${sessionId}`, link)).json();
    expect(pending).toMatchObject({ status: 'pending', consentText: expect.stringContaining('5 years') });
    expect(pending).not.toHaveProperty('returnPath');
    const tooShort = await h.post(`/api/esign/sessions/${sessionId}/sign`, { signature: 'I' }, link);
    expect(tooShort.statusCode).toBe(400);
    const signed = await h.post(`/api/esign/sessions/${sessionId}/sign`, { signature: 'Ivy Signer' }, link);
    expect(signed.json()).toEqual({ returnPath: `/signup/ws17/indications?studyId=1001&esign=${sessionId}` });
    await h.post(`/api/esign/sessions/${sessionId}/sign`, { signature: 'Ivy Signer' }, link);
    // Read again by the link (the browser's Back to the signing page): signed, with the way back.
    expect((await get(`/api/esign/sessions/${sessionId}`, link)).json()).toEqual({ status: 'signed', consentText: pending.consentText, returnPath: `/signup/ws17/indications?studyId=1001&esign=${sessionId}` });
    const { rows } = await h.app.db.query<{ type: string; text: string }>("SELECT type, text FROM consents WHERE lead_id = $1 AND type = 'medicalRecords'", [leadId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.text).toContain('Signed: Ivy Signer');
  });

  it("takes only the lead's own name (or its caregiver's) as the signature, and signs nothing with another", async () => {
    const { leadId, sessionId, secret } = await start('7135550124');
    const link = { 'x-esign-secret': secret };
    for (const signature of ['John Smith', 'Somebody Else', 'Signer Ivy']) {
      const refused = await h.post(`/api/esign/sessions/${sessionId}/sign`, { signature }, link);
      expect(refused.statusCode, signature).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'ESIGN_SIGNATURE_INVALID' });
    }
    expect((await get(`/api/esign/sessions/${sessionId}`, link)).json()).toMatchObject({ status: 'pending' });
    expect((await h.app.db.query('SELECT 1 FROM consents WHERE lead_id = $1', [leadId])).rows).toEqual([]);
    expect((await h.post(`/api/esign/sessions/${sessionId}/sign`, { signature: ' ivy  SIGNER ' }, link)).statusCode).toBe(200);
    const { rows } = await h.app.db.query<{ text: string }>('SELECT text FROM consents WHERE lead_id = $1', [leadId]);
    expect(rows.map((r) => r.text.split('\n').pop())).toEqual(['Signed: ivy  SIGNER']);

    const { id, updateToken } = (await h.post('/api/leads', { ...lead, phone1: '7135550125', caregiver: { sourceId: 'care-1', firstName: 'Rosa', lastName: 'Signer' } })).json();
    const started = await h.post('/api/esign/sessions', { leadId: id, mode: 'sms', returnPath: '/signup/ws17/indications?studyId=1001', locale: 'en' }, { 'x-lead-token': updateToken });
    const [, , carerSession, carerSecret] = LINK.exec(started.json().customerURL) ?? [];
    expect((await h.post(`/api/esign/sessions/${carerSession}/sign`, { signature: 'Rosa Signer' }, { 'x-esign-secret': carerSecret as string })).statusCode).toBe(200);
  });

  it("gives a caregiver the participant's records to release, in the words read, signed and stored, in either language", async () => {
    for (const locale of ['en', 'es'] as const) {
      const phone1 = locale === 'en' ? '7135550126' : '7135550127';
      const { id, updateToken } = (await h.post('/api/leads', { ...lead, phone1, caregiver: { sourceId: 'care-2', firstName: 'Maria', lastName: 'Lopez' } })).json();
      const started = await h.post('/api/esign/sessions', { leadId: id, mode: 'web', returnPath: '/signup/ws17/indications?studyId=1001', locale }, { 'x-lead-token': updateToken });
      const [, , sessionId, secret] = LINK.exec(started.json().customerURL) ?? [];
      const link = { 'x-esign-secret': secret as string };
      const words = locale === 'en'
        ? "I authorize the participant's healthcare providers to release the participant's medical records to the study team"
        : 'Autorizo a los proveedores de atención médica del participante a entregar la historia clínica del participante';
      const byLink = (await get(`/api/esign/sessions/${sessionId}`, link)).json();
      expect(byLink.consentText).toContain(words);
      expect(byLink.consentText).not.toMatch(/\bmy\b|\bmi\b/);
      // The browser that started it reads the same words with the lead's token.
      expect((await get(`/api/esign/sessions/${sessionId}`, { 'x-lead-token': updateToken })).json().consentText).toBe(byLink.consentText);
      expect((await h.post(`/api/esign/sessions/${sessionId}/sign`, { signature: 'Maria Lopez' }, link)).statusCode).toBe(200);
      const { rows } = await h.app.db.query<{ text: string }>("SELECT text FROM consents WHERE lead_id = $1 AND type = 'medicalRecords'", [id]);
      expect(rows.map((r) => r.text)).toEqual([`${byLink.consentText}\n${locale === 'en' ? 'Signed' : 'Firmado'}: Maria Lopez`]);
    }
    // A lead of the person themselves still signs for their own records.
    const own = await start('7135550128');
    expect((await get(`/api/esign/sessions/${own.sessionId}`, { 'x-esign-secret': own.secret })).json().consentText).toMatch(/^I authorize my healthcare providers to release my medical records/);
  });

  it('keeps the words a session started with: a caregiver added to the lead meanwhile changes neither what the page shows nor what the signature stores', async () => {
    const { leadId, updateToken, sessionId, secret } = await start('7135550129');
    const link = { 'x-esign-secret': secret };
    const shown = (await get(`/api/esign/sessions/${sessionId}`, link)).json().consentText as string;
    expect(shown).toMatch(/^I authorize my healthcare providers to release my medical records/);
    const changed = await h.put(`/api/leads/${leadId}`, { ...lead, phone1: '7135550129', caregiver: { sourceId: 'care-3', firstName: 'Rosa', lastName: 'Signer' } }, { 'x-lead-token': updateToken });
    expect(changed.statusCode).toBe(200);
    expect((await get(`/api/esign/sessions/${sessionId}`, link)).json().consentText).toBe(shown);
    expect((await get(`/api/esign/sessions/${sessionId}`, { 'x-lead-token': updateToken })).json().consentText).toBe(shown);
    expect((await h.post(`/api/esign/sessions/${sessionId}/sign`, { signature: 'Ivy Signer' }, link)).statusCode).toBe(200);
    const { rows } = await h.app.db.query<{ text: string }>("SELECT text FROM consents WHERE lead_id = $1 AND type = 'medicalRecords'", [leadId]);
    expect(rows.map((r) => r.text)).toEqual([`${shown}\nSigned: Ivy Signer`]);
    // A session started now, for the lead as it is, is the caregiver's.
    const again = await h.post('/api/esign/sessions', { leadId, mode: 'web', returnPath: '/signup/ws17/indications?studyId=1001', locale: 'en' }, { 'x-lead-token': updateToken });
    const [, , second, secondSecret] = LINK.exec(again.json().customerURL) ?? [];
    expect((await get(`/api/esign/sessions/${second}`, { 'x-esign-secret': secondSecret as string })).json().consentText).toMatch(/^I authorize the participant's healthcare providers/);
  });

  it('lets the browser that started it read the status with the lead token, and nobody with the session id alone', async () => {
    const { sessionId, secret, updateToken } = await start('7135550125');
    const none = await get(`/api/esign/sessions/${sessionId}`);
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('ESIGN_CREDENTIAL_MISSING');
    expect((await get(`/api/esign/sessions/${sessionId}`, { 'x-lead-token': updateToken })).json().status).toBe('pending');
    await h.post(`/api/esign/sessions/${sessionId}/sign`, { signature: 'Ivy Signer' }, { 'x-esign-secret': secret });
    // The lead's own browser reads the status alone.
    expect((await get(`/api/esign/sessions/${sessionId}`, { 'x-lead-token': updateToken })).json()).toEqual({ status: 'signed', consentText: expect.any(String) });
    // Another lead's token reads nothing.
    const other = await start('7135550126');
    const wrongLead = await get(`/api/esign/sessions/${sessionId}`, { 'x-lead-token': other.updateToken });
    expect(wrongLead.statusCode).toBe(404);
    expect(wrongLead.json().code).toBe('ESIGN_SESSION_NOT_FOUND');
  });

  it('answers 404 to a wrong link secret, and signs nothing', async () => {
    const { leadId, sessionId, secret } = await start('7135550127');
    const other = await start('7135550128');
    for (const wrong of [`${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`, other.secret]) {
      const read = await get(`/api/esign/sessions/${sessionId}`, { 'x-esign-secret': wrong });
      expect(read.statusCode).toBe(404);
      expect(read.json().code).toBe('ESIGN_SESSION_NOT_FOUND');
      const sign = await h.post(`/api/esign/sessions/${sessionId}/sign`, { signature: 'Mallory Evil' }, { 'x-esign-secret': wrong });
      expect(sign.statusCode).toBe(404);
      expect(sign.json().code).toBe('ESIGN_SESSION_NOT_FOUND');
    }
    const noSecret = await h.post(`/api/esign/sessions/${sessionId}/sign`, { signature: 'Mallory Evil' });
    expect(noSecret.statusCode).toBe(401);
    expect(noSecret.json().code).toBe('ESIGN_CREDENTIAL_MISSING');
    const { rows } = await h.app.db.query("SELECT 1 FROM consents WHERE lead_id = $1 AND type = 'medicalRecords'", [leadId]);
    expect(rows).toHaveLength(0);
    expect((await get('/api/esign/sessions/00000000-0000-4000-8000-000000000000', { 'x-esign-secret': secret })).statusCode).toBe(404);
  });

  it('answers 410 to the right secret once the link has expired (ESIGN_LINK_MINUTES), and signs nothing', async () => {
    const { leadId, sessionId, secret, updateToken } = await start('7135550129');
    const link = { 'x-esign-secret': secret };
    clock += 29 * 60_000;
    expect((await get(`/api/esign/sessions/${sessionId}`, link)).statusCode).toBe(200);
    clock += 60_000;
    const read = await get(`/api/esign/sessions/${sessionId}`, link);
    expect(read.statusCode).toBe(410);
    // The link's holder is told the form to go back to, to choose to sign again (a phone that opened the SMS has no Back to it).
    expect(read.json()).toMatchObject({ code: 'ESIGN_LINK_EXPIRED', message: 'This signing link has expired; start the signature again from the form', returnPath: expect.stringMatching(/^\/signup\/ws17\//) });
    const sign = await h.post(`/api/esign/sessions/${sessionId}/sign`, { signature: 'Ivy Signer' }, link);
    expect(sign.statusCode).toBe(410);
    expect(sign.json()).toMatchObject({ code: 'ESIGN_LINK_EXPIRED', returnPath: read.json().returnPath });
    // A wrong secret learns nothing of it.
    const wrong = await get(`/api/esign/sessions/${sessionId}`, { 'x-esign-secret': 'x'.repeat(secret.length) });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().returnPath).toBeUndefined();
    const { rows } = await h.app.db.query("SELECT 1 FROM consents WHERE lead_id = $1 AND type = 'medicalRecords'", [leadId]);
    expect(rows).toHaveLength(0);
    // The lead's own browser still reads the (unsigned) status.
    expect((await get(`/api/esign/sessions/${sessionId}`, { 'x-lead-token': updateToken })).json().status).toBe('pending');
  });

  it('refuses a session without the lead token, and one that would return anywhere but a step asking for the e-signature', async () => {
    const { id, updateToken } = (await h.post('/api/leads', { ...lead, phone1: '7135550124' })).json();
    expect((await h.post('/api/esign/sessions', { leadId: id, mode: 'web', returnPath: '/signup/ws17/indications', locale: 'en' })).statusCode).toBe(401);
    // Another site, our root, another campaign's step, a made-up campaign, a path climbing out: the signed consent would
    // be recorded against a page that never asked for it.
    for (const returnPath of ['https://evil.example/phish', '/signup/', '/signup/s6/phone?x=1', '/signup/ws16/indications', '/signup/not-a-campaign/indications', '/signup/../../api/leads', '/signup/ws17/indications/more']) {
      const refused = await h.post('/api/esign/sessions', { leadId: id, mode: 'web', returnPath, locale: 'es' }, { 'x-lead-token': updateToken });
      expect({ returnPath, status: refused.statusCode, code: refused.json().code }).toEqual({ returnPath, status: 400, code: 'ESIGN_RETURN_PATH' });
    }
    expect((await h.app.db.query('SELECT 1 FROM esign_sessions WHERE lead_id = $1', [id])).rows).toEqual([]);
    // The refusal names the path it refused, never its query.
    const named = await h.post('/api/esign/sessions', { leadId: id, mode: 'web', returnPath: '/signup/s6/phone?firstName=Ivy&phone=7135550124', locale: 'en' }, { 'x-lead-token': updateToken });
    expect(named.json().message).toBe('A signing session returns to the step of a campaign that asks for the e-signature; /signup/s6/phone is not one');
    // A campaign link's query as the page writes it (URLSearchParams: a space as '+', '*' kept) returns as it came.
    const query = new URLSearchParams({ studyId: '1001', utm_campaign: 'spring sale', utm_term: 'a*b' }).toString();
    expect(query).toBe('studyId=1001&utm_campaign=spring+sale&utm_term=a*b');
    const started = await h.post('/api/esign/sessions', { leadId: id, mode: 'web', returnPath: `/signup/es/ws17/indications?${query}`, locale: 'es' }, { 'x-lead-token': updateToken });
    const [, es, sessionId, secret] = LINK.exec(started.json().customerURL) ?? [];
    expect(es).toBe('es/');
    expect((await h.post(`/api/esign/sessions/${sessionId}/sign`, { signature: 'Ivy Signer' }, { 'x-esign-secret': secret as string })).json().returnPath)
      .toBe(`/signup/es/ws17/indications?${query}&esign=${sessionId}`);
    // A query a script filled with someone's details is kept to its public part, masked, in the row and the way back.
    const personal = await h.post('/api/esign/sessions', { leadId: id, mode: 'sms', locale: 'en',
      returnPath: '/signup/ws17/indications?first_name=Ivy&email=ivy%40example.com&phone=7135550124&zip=77030&dob=1980-01-01&studyId=1001&utm_content=ivy%40example.com' }, { 'x-lead-token': updateToken });
    const [, , personalId, personalSecret] = LINK.exec(personal.json().customerURL) ?? [];
    const stored = await h.app.db.query<{ return_path: string }>('SELECT return_path FROM esign_sessions WHERE id = $1', [personalId]);
    expect(stored.rows).toEqual([{ return_path: '/signup/ws17/indications?studyId=1001&utm_content=%5Bemail%5D' }]);
    expect((await get(`/api/esign/sessions/${personalId}`, { 'x-esign-secret': personalSecret as string })).body).not.toMatch(/ivy|7135550124|77030|1980/i);
    // The record is in the signer's language to its last line, against the step that asked for it.
    const { rows } = await h.app.db.query<{ text: string; locale: string; campaign: string; step: string }>('SELECT text, locale, campaign, step FROM consents WHERE lead_id = $1', [id]);
    expect(rows).toEqual([{ text: expect.stringMatching(/^Autorizo .*\nFirmado: Ivy Signer$/s), locale: 'es', campaign: 'ws17', step: 'indications' }]);
  });
}, { now: () => new Date(clock), esignLinkMinutes: 30 });
