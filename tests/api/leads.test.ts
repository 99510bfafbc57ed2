import { expect, it } from 'vitest';
import { eachDatabase } from './harness.ts';
import { WS10_US, WS21_MEDICAL_RECORDS } from './consentTexts.ts';
import { listLeads } from '../../src/server/db/repositories/leads.ts';
import { callerHash } from '../../src/server/services/idempotent.ts';

const valid = {
  firstName: '  Maria ', lastName: ' Lopez  ', phone1: '(212) 555-0199', email: ' maria@example.com ', postalCode: '10001', country: 'US',
  gender: 'female', dateOfBirth: '1980-04-12', age: 45, preferredLanguage: 'en', ethnicities: [6, -1], indications: [101],
  sourceInfo: { campaign: 's6' },
};

eachDatabase('lead save and consents', (h) => {
  const count = async () => (await listLeads(h.app.db)).length;

  it("takes a caregiver, a doctor and a status as the page sends them: the lead's phone, postal code and country written its own way, a doctor's E.164 phone", async () => {
    const res = await h.post('/api/leads', {
      ...valid, phone1: '(212) 555-0142',
      caregiver: { firstName: 'Carla', lastName: 'Oddfield', sourceId: 'visit-1', caregiverRelationship: 'Caregiver', phone1: '212-555-0142', postalCode: '10001', country: 'US' },
      additionalFields: { obGyn: { firstName: 'Ada', lastName: 'Lovelace', phone: '+12125550100' }, leadSpecialStatus: 'Partner Screener Opt-out' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps what produced the lead through an update: its studies and attribution are added to, never erased or replaced', async () => {
    const created = await h.post('/api/leads', { ...valid, phone1: '(212) 555-0141', sourceStudyIds: [1001], sourceInfo: { campaign: 'ws15', studyId: 1001, leadLpParamId: 'first-landing' } });
    const { id, updateToken } = created.json() as { id: string; updateToken: string };
    const source = async () => {
      const { rows } = await h.app.db.query<{ source_info: Record<string, unknown>; source_study_ids: number[] }>('SELECT source_info, source_study_ids FROM leads WHERE id = $1', [id]);
      return rows[0];
    };
    // A lead update page (lu) in the same visit, after a refresh gave it another landing id.
    expect((await h.put(`/api/leads/${id}`, { ...valid, phone1: '(212) 555-0141', sourceStudyIds: [], sourceInfo: { campaign: 'lu', leadLpParamId: 'second-landing' } }, { 'x-lead-token': updateToken })).statusCode).toBe(200);
    expect(await source()).toEqual({ source_info: { campaign: 'ws15', studyId: 1001, leadLpParamId: 'first-landing' }, source_study_ids: [1001] });
    // A later study and a key the lead did not have yet are added.
    expect((await h.put(`/api/leads/${id}`, { ...valid, phone1: '(212) 555-0141', sourceStudyIds: [1002, 1001], sourceInfo: { campaign: 'lu', studySiteId: 5001 } }, { 'x-lead-token': updateToken })).statusCode).toBe(200);
    expect(await source()).toEqual({ source_info: { campaign: 'ws15', studyId: 1001, leadLpParamId: 'first-landing', studySiteId: 5001 }, source_study_ids: [1001, 1002] });
  });

  it("stores no verdict the browser sends with the lead, and keeps the server's own (a relay's) through a change", async () => {
    const claimed = [{ studyId: 1001, passed: true }, { studyId: 1001, passed: false }];
    const created = await h.post('/api/leads', { ...valid, phone1: '(212) 555-0143', screenings: claimed });
    expect(created.statusCode).toBe(200);
    const { id, updateToken } = created.json() as { id: string; updateToken: string };
    const stored = async () => (await h.app.db.query<{ screenings: unknown[] }>('SELECT screenings FROM leads WHERE id = $1', [id])).rows[0]?.screenings;
    expect(await stored()).toEqual([]);
    const relayed = { studyId: 1001, passed: false, screeningId: 'from-the-relay' };
    await h.app.db.query('UPDATE leads SET screenings = screenings || jsonb_build_array($2::jsonb) WHERE id = $1', [id, JSON.stringify(relayed)]);
    expect((await h.put(`/api/leads/${id}`, { ...valid, phone1: '(212) 555-0143', screenings: claimed }, { 'x-lead-token': updateToken })).statusCode).toBe(200);
    expect(await stored()).toEqual([relayed]);
  });

  it('refuses an invalid lead, lists every missing field and stores nothing', async () => {
    const before = await count();
    const res = await h.post('/api/leads', { country: 'US', email: 'a@b.co', phone1: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_LEAD', message: 'Trying to save an invalid lead: missing firstName, lastName, phone1, postalCode', missing: ['firstName', 'lastName', 'phone1', 'postalCode'] });
    expect(await count()).toBe(before);
  });

  it.each([
    ['a name of emoji', { firstName: '😀😀', lastName: '💉' }, 'INVALID_LEAD_FIELD', 'Trying to save an invalid lead: firstName and lastName are not a valid full name'],
    ['a name of markup', { firstName: '<script>alert(1)</script>', lastName: '"><img src=x onerror=alert(1)>' }, 'INVALID_LEAD_FIELD', 'Trying to save an invalid lead: firstName and lastName are not a valid full name'],
    ['a name of nothing but invisible characters', { firstName: '\u200B\u202E', lastName: 'Diaz' }, 'INVALID_LEAD', 'Trying to save an invalid lead: missing firstName'],
    ['an email that is not one', { email: 'not an email' }, 'INVALID_LEAD_FIELD', 'Trying to save an invalid lead: email is not a valid email address'],
    ['an email with a direction override in it', { email: 'ann\u202e@example.com' }, 'INVALID_LEAD_FIELD', 'Trying to save an invalid lead: email is not a valid email address'],
    ['an email that is markup', { email: '<script>alert(1)</script>@x.com' }, 'INVALID_LEAD_FIELD', 'Trying to save an invalid lead: email is not a valid email address'],
    ['a last name of joiners alone', { lastName: '\u200d\u200d' }, 'INVALID_LEAD_FIELD', 'Trying to save an invalid lead: firstName and lastName are not a valid full name'],
    ['a postal code no directory knows', { postalCode: '00000' }, 'INVALID_LEAD_FIELD', 'Trying to save an invalid lead: postalCode is not a valid postal code in US'],
    ['a postal code of letters', { postalCode: 'ABCDEFG' }, 'INVALID_LEAD_FIELD', 'Trying to save an invalid lead: postalCode is not a valid postal code in US'],
    ['a birth date centuries ahead', { dateOfBirth: '2900-01-01' }, 'INVALID_LEAD_DATE', 'dateOfBirth is not the birth date of someone aged 0 to 120'],
    ['a birth date centuries ago', { dateOfBirth: '1800-01-01' }, 'INVALID_LEAD_DATE', 'dateOfBirth is not the birth date of someone aged 0 to 120'],
    ['a CT-scan appointment long past', { additionalFields: { ctScanAppointmentDate: '1900-01-01' } }, 'INVALID_LEAD_DATE', 'additionalFields.ctScanAppointmentDate is in the past'],
    ["a caregiver with a phone not the lead's", { caregiver: { firstName: 'Carla', lastName: 'Oddfield', sourceId: 'x', phone1: 'not a phone' } }, 'INVALID_LEAD_FIELD', "Trying to save an invalid lead: caregiver.phone1 is not the lead's phone"],
    ["a caregiver with a postal code not the lead's", { caregiver: { firstName: 'Carla', lastName: 'Oddfield', sourceId: 'x', postalCode: 'ZZZZZ' } }, 'INVALID_LEAD_FIELD', "Trying to save an invalid lead: caregiver.postalCode is not the lead's postal code"],
    ["a caregiver with a country not the lead's", { caregiver: { firstName: 'Carla', lastName: 'Oddfield', sourceId: 'x', country: 'QQQ' } }, 'INVALID_LEAD_FIELD', "Trying to save an invalid lead: caregiver.country is not the lead's country"],
    ['a doctor named in emoji with a phone of letters', { additionalFields: { obGyn: { firstName: '😀', lastName: '', phone: 'abc' } } }, 'INVALID_LEAD_FIELD', 'Trying to save an invalid lead: additionalFields.obGyn is not a full name and a phone of the country'],
    ['a status the page never sets', { additionalFields: { leadSpecialStatus: 'VIP - call at 3am' } }, 'INVALID_LEAD_FIELD', "Trying to save an invalid lead: additionalFields.leadSpecialStatus is not 'Partner Screener Opt-out'"],
    ['a condition id below 1', { indications: [-5, 0] }, 'INVALID_LEAD_FIELD', 'Trying to save an invalid lead: indications holds an id below 1'],
    ['a source study id below 1', { sourceInfo: { campaign: 's6', studyId: -7 } }, 'INVALID_LEAD_FIELD', 'Trying to save an invalid lead: a source study id is below 1'],
  ])("refuses %s, as the page's field rules do, and stores nothing, new or changed", async (_name, change, code, message) => {
    const before = await count();
    const created = await h.post('/api/leads', { ...valid, ...change });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ code, message });
    expect(await count()).toBe(before);
    const { id, updateToken } = (await h.post('/api/leads', valid)).json() as { id: string; updateToken: string };
    const changed = await h.put(`/api/leads/${id}`, { ...valid, ...change }, { 'x-lead-token': updateToken });
    expect(changed.json()).toMatchObject({ code, message });
    expect((await listLeads(h.app.db)).find((l) => l.id === id)).toMatchObject({ firstName: 'Maria', postalCode: '10001' });
  });

  it('answers a change addressed by the id in capitals with the id as stored, and keys its retry as the same request', async () => {
    const { id, updateToken } = (await h.post('/api/leads', { ...valid, phone1: '(212) 555-0178' })).json() as { id: string; updateToken: string };
    const headers = { 'x-lead-token': updateToken, 'idempotency-key': 'capital-id-0001' };
    const upper = await h.put(`/api/leads/${id.toUpperCase()}`, { ...valid, phone1: '(212) 555-0178', firstName: 'Marta' }, headers);
    expect(upper.statusCode, upper.body).toBe(200);
    expect(upper.json()).toMatchObject({ id });
    const again = await h.put(`/api/leads/${id}`, { ...valid, phone1: '(212) 555-0178', firstName: 'Marta' }, headers);
    expect(again.json()).toEqual(upper.json());
    const consents = await h.post(`/api/leads/${id.toUpperCase()}/consents`, { campaign: 'ws10', locale: 'en', consents: [{ type: 'sms', granted: true, text: WS10_US, step: 'home' }] }, { 'x-lead-token': updateToken });
    expect(consents.statusCode, consents.body).toBe(200);
  });

  it('keeps a name without the invisible characters a paste brought (direction overrides, zero-width spaces, tags)', async () => {
    const saved = await h.post('/api/leads', { ...valid, phone1: '(212) 555-0177', firstName: '\u202EMaria', lastName: 'Diaz\u200B\u{E0067}' });
    expect(saved.statusCode).toBe(200);
    expect((await listLeads(h.app.db)).find((l) => l.id === saved.json().id)).toMatchObject({ firstName: 'Maria', lastName: 'Diaz' });
  });

  it('keeps a name with a line break or a tab in it as one line: an export row or a coordinator screen is not broken', async () => {
    const saved = await h.post('/api/leads', { ...valid, phone1: '(212) 555-0178', firstName: 'Ana\nMaría', lastName: 'Diaz\tLópez' });
    expect(saved.statusCode).toBe(200);
    expect((await listLeads(h.app.db)).find((l) => l.id === saved.json().id)).toMatchObject({ firstName: 'Ana María', lastName: 'Diaz López' });
  });

  it('refuses a height, a weight or an ethnicity list the page could not have sent (spec §5: 91 to 244 cm, above 0 kg, each ethnicity once)', async () => {
    const before = await count();
    for (const change of [{ heightCm: 10 }, { heightCm: 90.9 }, { weightKg: 0 }, { ethnicities: [1, 1] }]) {
      const res = await h.post('/api/leads', { ...valid, phone1: '(212) 555-0181', ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
    }
    expect(await count()).toBe(before);
    const edges = await h.post('/api/leads', { ...valid, phone1: '(212) 555-0181', heightCm: 91, weightKg: 0.5, ethnicities: [1, 2, -1] });
    expect(edges.statusCode).toBe(200);
  });

  it("refuses a source id with spaces or control characters, which no page writes, and stores nothing", async () => {
    const before = await count();
    for (const sourceId of ['ws10:direct\u0000', 'ws10:\nAna Diaz', 'ana@example.com', ' ws10:direct']) {
      const top = await h.post('/api/leads', { ...valid, phone1: '(212) 555-0179', sourceId });
      expect(top.statusCode, JSON.stringify(sourceId)).toBe(400);
      const caregiver = await h.post('/api/leads', { ...valid, phone1: '(212) 555-0179', caregiver: { firstName: 'Ana', lastName: 'Lopez', sourceId } });
      expect(caregiver.statusCode, JSON.stringify(sourceId)).toBe(400);
      expect(JSON.stringify(caregiver.json())).not.toContain('Ana Diaz');
    }
    expect(await count()).toBe(before);
    const written = await h.post('/api/leads', { ...valid, phone1: '(212) 555-0179', caregiver: { firstName: 'Ana', lastName: 'Lopez', sourceId: 'ws10:0b6f7d8e-2a4c-4b1e-9f3a-5c6d7e8f9a0b' } });
    expect(written.statusCode).toBe(200);
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

  it('stores the cancer answers, the exposure-risk answers and the OB/GYN with the lead, and refuses answers it does not offer', async () => {
    const additionalFields = {
      oncologyResponse: { cancerType: 'lung', cancerStage: 'stage1', treatmentStatus: 'notStarted' },
      riskAssessment: { wfh: 'no', interactivity: 'yes', publicTrans: 'prefer_not_to_answer' },
      obGyn: { firstName: 'Ruth', lastName: 'Ortega', phone: '+17135550110' },
    };
    const res = await h.post('/api/leads', { ...valid, phone1: '(212) 555-0131', additionalFields });
    expect(res.statusCode).toBe(200);
    expect((await listLeads(h.app.db)).find((l) => l.id === res.json().id)?.additionalFields).toMatchObject(additionalFields);
    const before = await count();
    for (const bad of [
      { oncologyResponse: { cancerType: 'liver' } },
      { oncologyResponse: { cancerStage: 'stage1' } },
      { riskAssessment: { wfh: 'no', interactivity: 'yes' } },
      { riskAssessment: { wfh: 'maybe', interactivity: 'yes', publicTrans: 'no' } },
      { obGyn: { firstName: 'Ruth', lastName: 'Ortega' } },
    ]) {
      const refused = await h.post('/api/leads', { ...valid, phone1: '(212) 555-0132', additionalFields: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await count()).toBe(before);
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
    // Sent again by the same page with another answer, the key's lead is changed: no second lead (see the test below).
    const changed = await h.post('/api/leads', { ...valid, firstName: 'Other' }, headers);
    expect(changed.json()).toEqual(first.json());
    expect(await count()).toBe(before + 1);
    expect((await listLeads(h.app.db)).find((l) => l.id === first.json().id)).toMatchObject({ firstName: 'Other' });
  });

  it("takes a lead's save sent again with its key and other answers by the page that sent it (the first answer lost to a reload) as a change of that lead: one lead, both choices stored in order, a retry replays, another client is refused", async () => {
    const before = await count();
    const headers = { 'idempotency-key': 'changed-key-0001' };
    const body = (firstName: string, granted: boolean) => ({ ...valid, firstName, phone1: '(212) 555-0171', withConsents: { campaign: 'ws21', locale: 'en', consents: [{ type: 'medicalRecords', granted, text: WS21_MEDICAL_RECORDS, step: 'home' }] } });
    const first = await h.post('/api/leads', body('Carla', true), headers);
    expect(first.statusCode, first.body).toBe(200);
    const { id } = first.json() as { id: string };
    const changed = await h.post('/api/leads', body('Carlota', false), headers);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual(first.json());
    const retried = await h.post('/api/leads', body('Carlota', false), headers);
    expect(retried.json()).toEqual(first.json());
    expect(await count()).toBe(before + 1);
    const stored = (await listLeads(h.app.db)).find((l) => l.id === id);
    expect(stored).toMatchObject({ firstName: 'Carlota' });
    expect(stored?.consents.map((c) => [c.type, c.granted])).toEqual([['medicalRecords', true], ['medicalRecords', false]]);
    // Another browser with the key and either body gets no lead and no token.
    const csrf = await h.app.inject({ method: 'GET', url: '/api/csrf' });
    const other = { cookie: String(csrf.headers['set-cookie']).split(';')[0] as string, 'x-csrf-token': csrf.json().token };
    for (const payload of [body('Carlota', false), body('Eve', true)]) {
      const stolen = await h.app.inject({ method: 'POST', url: '/api/leads', payload, headers: { ...other, ...headers } });
      expect([stolen.statusCode, stolen.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
      expect(stolen.body).not.toContain(id);
    }
    expect((await listLeads(h.app.db)).find((l) => l.id === id)?.consents).toHaveLength(2);
    // Answers lost again and again: each change is made once, and the first answers chosen again after a change are the
    // latest (replayed, the grant chosen again was never stored, the refusal standing on file).
    const third = await h.post('/api/leads', body('Carla', false), headers);
    expect(third.json()).toEqual(first.json());
    const again = await h.post('/api/leads', body('Carla', true), headers);
    expect(again.json()).toEqual(first.json());
    expect(await count()).toBe(before + 1);
    const latest = (await listLeads(h.app.db)).find((l) => l.id === id);
    expect(latest).toMatchObject({ firstName: 'Carla' });
    expect(latest?.consents.map((c) => c.granted)).toEqual([true, false, false, true]);
    // Its retry changes nothing more.
    await h.post('/api/leads', body('Carla', true), headers);
    expect((await listLeads(h.app.db)).find((l) => l.id === id)?.consents).toHaveLength(4);
    // Refused again, and granted again, after that: each choice made after another is made (tester 5: the fourth of
    // granted, refused, granted, refused was replayed and the refusal never stored).
    await h.post('/api/leads', body('Carla', false), headers);
    await h.post('/api/leads', body('Carla', false), headers);
    await h.post('/api/leads', body('Carla', true), headers);
    expect((await listLeads(h.app.db)).find((l) => l.id === id)?.consents.map((c) => c.granted)).toEqual([true, false, false, true, false, true]);
    expect(await count()).toBe(before + 1);
  });

  it("takes a phone corrected after a lost answer as the same person, by the lead's name", async () => {
    const headers = { 'idempotency-key': 'changed-key-0003' };
    const body = (phone1: string, granted: boolean) => ({ ...valid, firstName: 'Cora', lastName: 'Lost', phone1, withConsents: { campaign: 'ws21', locale: 'en', consents: [{ type: 'medicalRecords', granted, text: WS21_MEDICAL_RECORDS, step: 'home' }] } });
    const first = await h.post('/api/leads', body('(212) 555-0174', true), headers);
    const corrected = await h.post('/api/leads', body('(212) 555-0175', false), headers);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toEqual(first.json());
    const stored = (await listLeads(h.app.db)).find((l) => l.id === first.json().id);
    expect(stored).toMatchObject({ phone: '+12125550175' });
    expect(stored?.consents.map((c) => c.granted)).toEqual([true, false]);
  });

  it("refuses a lead's key sent again by its page with another person's answers (another phone, or a caregiver's where the lead has none): they make a lead of their own", async () => {
    const headers = { 'idempotency-key': 'changed-key-0002' };
    const first = await h.post('/api/leads', { ...valid, firstName: 'Carla', phone1: '(212) 555-0172' }, headers);
    expect(first.statusCode, first.body).toBe(200);
    const { id } = first.json() as { id: string };
    const someoneElse = await h.post('/api/leads', { ...valid, firstName: 'Luis', phone1: '(212) 555-0173' }, headers);
    expect([someoneElse.statusCode, someoneElse.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(someoneElse.body).not.toContain(id);
    const forSomeoneElse = await h.post('/api/leads', { ...valid, firstName: 'Pat', phone1: '(212) 555-0172', caregiver: { firstName: 'Carla', lastName: 'Lopez', sourceId: 'cg-2' } }, headers);
    expect([forSomeoneElse.statusCode, forSomeoneElse.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect((await listLeads(h.app.db)).find((l) => l.id === id)).toMatchObject({ firstName: 'Carla', phone: '+12125550172', caregiver: null });
  });

  it("refuses, under a lead's key, another person born another day with the lead's phone or its name (a family sharing a phone, a namesake): the first lead and its consents stay hers", async () => {
    const headers = { 'idempotency-key': 'changed-key-0004' };
    const mara = { ...valid, firstName: 'Mara', lastName: 'Siete', phone1: '(212) 555-0176', dateOfBirth: '1970-05-05', withConsents: { campaign: 'ws21', locale: 'en', consents: [{ type: 'medicalRecords', granted: true, text: WS21_MEDICAL_RECORDS, step: 'home' }] } };
    const first = await h.post('/api/leads', mara, headers);
    expect(first.statusCode, first.body).toBe(200);
    const samePhone = await h.post('/api/leads', { ...mara, firstName: 'Tom', lastName: 'Ocho', dateOfBirth: '1965-02-02', withConsents: undefined }, headers);
    expect([samePhone.statusCode, samePhone.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const sameName = await h.post('/api/leads', { ...mara, phone1: '(212) 555-0177', dateOfBirth: '1990-01-01', withConsents: undefined }, headers);
    expect([sameName.statusCode, sameName.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    // A twin sharing the phone: born the same day, of another gender.
    const twin = await h.post('/api/leads', { ...mara, firstName: 'Tomas', gender: 'male', withConsents: undefined }, headers);
    expect([twin.statusCode, twin.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    // The same person, her gender corrected, born the same day with the same first name: her lead, changed.
    const gender = await h.post('/api/leads', { ...mara, gender: 'male', withConsents: undefined }, headers);
    expect(gender.statusCode, gender.body).toBe(200);
    expect(gender.json()).toEqual(first.json());
    expect((await listLeads(h.app.db)).find((l) => l.id === first.json().id)).toMatchObject({ gender: 'male' });
    // The same person, her name corrected, born the same day: her lead, changed.
    const corrected = await h.post('/api/leads', { ...mara, lastName: 'Siete Ruiz', withConsents: undefined }, headers);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toEqual(first.json());
    const stored = (await listLeads(h.app.db)).find((l) => l.id === first.json().id);
    expect(stored).toMatchObject({ firstName: 'Mara', lastName: 'Siete Ruiz', dateOfBirth: '1970-05-05' });
    expect(stored?.consents.map((c) => [c.type, c.granted])).toEqual([['medicalRecords', true]]);
  });

  it('binds an idempotency key to its caller: another client with the same key and body is refused and gets no token', async () => {
    const before = await count();
    const headers = { 'idempotency-key': 'caller-key-0001' };
    const first = await h.post('/api/leads', valid, headers);
    expect(first.statusCode).toBe(200);
    const { id, updateToken } = first.json();
    // Another browser: its own CSRF cookie and token.
    const csrf = await h.app.inject({ method: 'GET', url: '/api/csrf' });
    const other = { cookie: String(csrf.headers['set-cookie']).split(';')[0] as string, 'x-csrf-token': csrf.json().token };
    const stolen = await h.app.inject({ method: 'POST', url: '/api/leads', payload: valid, headers: { ...other, ...headers } });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json()).toEqual({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED', error: 'Unprocessable Entity',
      message: 'This Idempotency-Key was already used with a different request or by another client' });
    expect(stolen.body).not.toContain(updateToken);
    expect(stolen.body).not.toContain(id);
    // The same for an update: the other client never gets the lead's token back.
    const put = { 'idempotency-key': 'caller-key-0002', 'x-lead-token': updateToken };
    expect((await h.put(`/api/leads/${id}`, valid, put)).statusCode).toBe(200);
    const stolenUpdate = await h.app.inject({ method: 'PUT', url: `/api/leads/${id}`, payload: valid, headers: { ...other, ...put, 'x-lead-token': 'guessed' } });
    expect(stolenUpdate.statusCode).toBe(422);
    expect(stolenUpdate.body).not.toContain(updateToken);
    // The first client's retry still gets its response, and the token in it works.
    const retry = await h.post('/api/leads', valid, headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ id, updateToken });
    expect((await h.put(`/api/leads/${id}`, { ...valid, email: 'retry@example.com' }, { 'x-lead-token': retry.json().updateToken })).statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it("answers a retry of a change, its consents or its survey with another token as another request (422), never with the first answer and the lead's token", async () => {
    const { id, updateToken } = (await h.post('/api/leads', { ...valid, phone1: '(212) 555-0144' })).json() as { id: string; updateToken: string };
    const body = { ...valid, phone1: '(212) 555-0144' };
    const consent = { campaign: 'ws10', locale: 'en', consents: [{ type: 'sms', granted: true, text: WS10_US, step: 'home' }] };
    const survey = { surveyQuestions: [{ questionId: 1, questionResponseText: 'No', questionText: 'Do you have health insurance?' }] };
    for (const [method, url, payload] of [['PUT', `/api/leads/${id}`, body], ['POST', `/api/leads/${id}/consents`, consent]] as const) {
      const key = `token-bound-${url.length}`;
      const first = method === 'PUT' ? await h.put(url, payload, { 'idempotency-key': key, 'x-lead-token': updateToken }) : await h.post(url, payload, { 'idempotency-key': key, 'x-lead-token': updateToken });
      expect(first.statusCode, first.body).toBe(200);
      const wrong = method === 'PUT' ? await h.put(url, payload, { 'idempotency-key': key, 'x-lead-token': 'guessed' }) : await h.post(url, payload, { 'idempotency-key': key, 'x-lead-token': 'guessed' });
      expect([wrong.statusCode, wrong.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
      expect(wrong.body).not.toContain(updateToken);
      const retry = method === 'PUT' ? await h.put(url, payload, { 'idempotency-key': key, 'x-lead-token': updateToken }) : await h.post(url, payload, { 'idempotency-key': key, 'x-lead-token': updateToken });
      expect(retry.json()).toEqual(first.json());
    }
    const surveyed = await h.post(`/api/leads/${id}/survey`, survey, { 'idempotency-key': 'token-bound-survey', 'x-lead-token': updateToken });
    expect(surveyed.statusCode, surveyed.body).toBe(200);
    const wrongSurvey = await h.post(`/api/leads/${id}/survey`, survey, { 'idempotency-key': 'token-bound-survey', 'x-lead-token': 'guessed' });
    expect([wrongSurvey.statusCode, wrongSurvey.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(wrongSurvey.body).not.toContain(updateToken);
  });

  it('keeps no update token in plain text in the idempotency table', async () => {
    const headers = { 'idempotency-key': 'sealed-key-0001' };
    const { id, updateToken } = (await h.post('/api/leads', valid, headers)).json();
    await h.put(`/api/leads/${id}`, valid, { 'idempotency-key': 'sealed-key-0002', 'x-lead-token': updateToken });
    const { rows } = await h.app.db.query<{ scope: string; caller_hash: string; response: unknown }>(
      "SELECT scope, caller_hash, response FROM idempotency_keys WHERE key IN ('sealed-key-0001', 'sealed-key-0002') ORDER BY key", []);
    expect(rows.map((r) => r.scope)).toEqual(['lead:create', `lead:update:${id}`]);
    const secret = decodeURIComponent((await h.csrf()).cookie.split('=')[1] as string);
    for (const row of rows) {
      const text = JSON.stringify(row.response);
      expect(text).not.toContain(updateToken);
      expect(text).not.toContain('updateToken');
      expect(Object.keys(row.response as object).sort()).toEqual(['data', 'iv', 'sealed', 'tag']);
      expect(row.caller_hash).toBe(callerHash(secret));
      expect(row.caller_hash).not.toContain(secret);
    }
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
    const text = WS10_US;
    const consents = await h.post(`/api/leads/${id}/consents`, { campaign: 'ws10', consents: [{ type: 'sms', granted: true, text, step: 'home' }, { type: 'clinic', granted: true, text, step: 'home' }], locale: 'en' }, { 'x-lead-token': updateToken });
    expect(consents.json()).toEqual({ stored: 2 });
    const stored = (await listLeads(h.app.db)).find((l) => l.id === id);
    expect(stored).toMatchObject({ email: 'new@example.com', indications: [101, 105], consents: [{ type: 'sms', granted: true }, { type: 'clinic', granted: true }] });
  });

  it('a change sent with a wrong token claims no key: the right token then changes the lead under that key, and a retry replays it', async () => {
    const { id, updateToken } = (await h.post('/api/leads', valid)).json();
    const key = { 'idempotency-key': 'change-key-0001' };
    const wrong = await h.put(`/api/leads/${id}`, { ...valid, email: 'wrong@example.com' }, { ...key, 'x-lead-token': 'not-the-token' });
    expect(wrong.statusCode).toBe(404);
    expect((await h.app.db.query('SELECT 1 FROM idempotency_keys WHERE scope = $1', [`lead:update:${id}`])).rows).toEqual([]);
    const change = () => h.put(`/api/leads/${id}`, { ...valid, email: 'right@example.com' }, { ...key, 'x-lead-token': updateToken });
    const ok = await change();
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id, updateToken });
    const again = await change();
    expect(again.json()).toEqual({ id, updateToken });
    expect((await h.app.db.query('SELECT count(*)::int AS n FROM idempotency_keys WHERE scope = $1', [`lead:update:${id}`])).rows).toEqual([{ n: 1 }]);
    expect((await listLeads(h.app.db)).find((l) => l.id === id)).toMatchObject({ email: 'right@example.com' });
  });

  it('the same change sent three times at once (a double tap on Next) is made once: one key, the others replay or wait', async () => {
    const { id, updateToken } = (await h.post('/api/leads', valid)).json();
    const headers = { 'idempotency-key': 'change-race-0001', 'x-lead-token': updateToken };
    const change = () => h.put(`/api/leads/${id}`, { ...valid, email: 'twice@example.com' }, headers);
    const results = await Promise.all([change(), change(), change()]);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of ok) expect(r.json()).toEqual({ id, updateToken });
    expect((await h.app.db.query('SELECT count(*)::int AS n FROM idempotency_keys WHERE scope = $1', [`lead:update:${id}`])).rows).toEqual([{ n: 1 }]);
    expect((await listLeads(h.app.db)).find((l) => l.id === id)).toMatchObject({ email: 'twice@example.com' });
  });

  it('rejects a malformed idempotency key', async () => {
    const res = await h.post('/api/leads', valid, { 'idempotency-key': 'bad key!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
  });
});
