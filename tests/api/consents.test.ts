/** Consent records are evidence: the exact text shown (one the campaign shows on that step), the choice, language, campaign, step and time. */
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eachDatabase, seededPgliteDir, testConfig } from './harness.ts';
import { WS10_US, WS10_US_STUDIES, WS10_INTL, WS10_US_ES, WS19_COMMERCIAL, PS1_CONNECT, PS1_BOTH, WS21_MEDICAL_RECORDS, WS21_MEDICAL_RECORDS_CAREGIVER } from './consentTexts.ts';
import { buildApp } from '../../src/server/app.ts';
import { addConsents } from '../../src/server/services/leadService.ts';
import { loadConsentCatalogue } from '../../src/engine/node/consentCatalogue.ts';
import type { ConsentSendRequest } from '../../src/generated/api/consent-send.request.ts';

const lead = {
  firstName: 'Maria', lastName: 'Lopez', phone1: '(212) 555-0199', email: 'maria@example.com', postalCode: '10001', country: 'US',
  preferredLanguage: 'en', sourceInfo: { campaign: 'ws10' },
};
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** A lead from a country whose visitors tick a box to consent (the international wording). */
const ukLead = { ...lead, phone1: '07400 123456', postalCode: 'SW1A 1AA', country: 'GB' };

eachDatabase('consent records', (h) => {
  const newLead = async (body: Record<string, unknown> = lead) => {
    const res = await h.post('/api/leads', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string; updateToken: string };
  };
  const rows = async (id: string) => (await h.app.db.query<Record<string, unknown>>(
    'SELECT type, granted, text, text_sha256, locale, campaign, step FROM consents WHERE lead_id = $1 ORDER BY id', [id])).rows;

  it('stores each consent with the exact text shown, its hash, the language, the campaign and the step', async () => {
    const { id, updateToken } = await newLead();
    const res = await h.post(`/api/leads/${id}/consents`, {
      campaign: 'ws10', locale: 'en',
      consents: [{ type: 'sms', granted: true, text: WS10_US, step: 'home' }, { type: 'clinic', granted: true, text: WS10_US, step: 'home' }],
    }, { 'x-lead-token': updateToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stored: 2 });
    expect(await rows(id)).toEqual([
      { type: 'sms', granted: true, text: WS10_US, text_sha256: sha(WS10_US), locale: 'en', campaign: 'ws10', step: 'home' },
      { type: 'clinic', granted: true, text: WS10_US, text_sha256: sha(WS10_US), locale: 'en', campaign: 'ws10', step: 'home' },
    ]);
  });

  it('accepts the Spanish page, a campaign that extends ws10, brand connect, and the international wording with its checkbox from a lead of a country that shows it', async () => {
    const { id, updateToken } = await newLead();
    const send = (campaign: string, locale: string, text: string, step = 'home', type = 'call') =>
      h.post(`/api/leads/${id}/consents`, { campaign, locale, consents: [{ type, granted: true, text, step }] }, { 'x-lead-token': updateToken });
    expect((await send('ws10', 'es', WS10_US_ES)).statusCode).toBe(200);
    expect((await send('ws18', 'en', WS10_US)).statusCode).toBe(200);
    expect((await send('ws19', 'en', WS19_COMMERCIAL, 'indications', 'commercial')).statusCode).toBe(200);
    expect((await rows(id)).map((r) => [r.campaign, r.locale, r.text])).toEqual([
      ['ws10', 'es', WS10_US_ES], ['ws18', 'en', WS10_US], ['ws19', 'en', WS19_COMMERCIAL],
    ]);
    const uk = await newLead(ukLead);
    const international = await h.post(`/api/leads/${uk.id}/consents`, { campaign: 'ws10', locale: 'en', consents: [{ type: 'call', granted: true, text: WS10_INTL, step: 'home' }] }, { 'x-lead-token': uk.updateToken });
    expect(international.statusCode).toBe(200);
    expect((await rows(uk.id)).map((r) => r.text)).toEqual([WS10_INTL]);
  });

  it("refuses the other region's wording for a lead's country, and another site's wording for the site asked, and stores nothing", async () => {
    const us = await newLead();
    const uk = await newLead(ukLead);
    const send = (to: { id: string; updateToken: string }, text: string, host?: string) =>
      h.post(`/api/leads/${to.id}/consents`, { campaign: 'ws10', locale: 'en', consents: [{ type: 'sms', granted: true, text, step: 'home' }] }, { 'x-lead-token': to.updateToken, ...(host ? { host } : {}) });
    const refusals = [await send(us, WS10_INTL), await send(uk, WS10_US), await send(us, WS10_US_STUDIES), await send(us, WS10_US, 'trials-world.localhost')];
    expect(refusals.map((r) => [r.statusCode, r.json().code])).toEqual(Array(4).fill([400, 'CONSENT_TEXT_NOT_FOR_LEAD']));
    expect(refusals[0]?.json().message).toBe('This consent text is one that campaign ws10 shows on step home to other visitors than the lead: of another country, on another site, or a caregiver where the participant answers (or the other way round)');
    expect(await rows(us.id)).toEqual([]);
    expect(await rows(uk.id)).toEqual([]);
    // Each site's own wording; a host of no site (a proxy that renamed it) takes any site's.
    expect((await send(us, WS10_US_STUDIES, 'trials-world.localhost')).statusCode).toBe(200);
    expect((await send(us, WS10_US_STUDIES, 'trialsworld.example')).statusCode).toBe(200);
    expect((await send(us, WS10_US_STUDIES, 'app.internal:3000')).statusCode).toBe(200);
    expect((await send(us, WS10_US, 'app.internal:3000')).statusCode).toBe(200);
    expect((await send(us, WS10_INTL, 'app.internal:3000')).statusCode).toBe(400);
  });

  describe("a caregiver's words (the participant's records) and the participant's own", () => {
    const ws21Lead = { ...lead, sourceInfo: { campaign: 'ws21' } };
    const caregiverLead = { ...ws21Lead, caregiver: { firstName: 'Ana', lastName: 'Lopez', caregiverRelationship: 'Caregiver', sourceId: 'visit-1' } };
    const records = (text: string) => ({ campaign: 'ws21', locale: 'en', consents: [{ type: 'medicalRecords', granted: true, text, step: 'home' }] });
    const send = (to: { id: string; updateToken: string }, text: string, headers: Record<string, string> = {}) =>
      h.post(`/api/leads/${to.id}/consents`, records(text), { 'x-lead-token': to.updateToken, ...headers });
    const refusedAsNotForLead = (res: { statusCode: number; json: () => { code?: string } }) => [res.statusCode, res.json().code];

    it('stores each for the lead it was shown to, with or without an idempotency key', async () => {
      const own = await newLead(ws21Lead);
      const cared = await newLead(caregiverLead);
      expect((await send(own, WS21_MEDICAL_RECORDS)).statusCode).toBe(200);
      expect((await send(cared, WS21_MEDICAL_RECORDS_CAREGIVER, { 'idempotency-key': 'caregiver-words-0001' })).statusCode).toBe(200);
      expect((await rows(own.id)).map((r) => r.text)).toEqual([WS21_MEDICAL_RECORDS]);
      expect((await rows(cared.id)).map((r) => r.text)).toEqual([WS21_MEDICAL_RECORDS_CAREGIVER]);
    });

    it("refuses a caregiver's words for a lead with no caregiver, and the participant's own for a lead a caregiver answers for, and stores nothing", async () => {
      const own = await newLead(ws21Lead);
      const cared = await newLead(caregiverLead);
      // With a key (one statement) and without (a transaction), each way the server stores them.
      const keys: Array<[string | null, string | null]> = [['caregiver-words-0002', 'caregiver-words-0003'], [null, null]];
      for (const [ownKey, caredKey] of keys) {
        const key = (k: string | null): Record<string, string> => (k ? { 'idempotency-key': k } : {});
        expect(refusedAsNotForLead(await send(own, WS21_MEDICAL_RECORDS_CAREGIVER, key(ownKey)))).toEqual([400, 'CONSENT_TEXT_NOT_FOR_LEAD']);
        expect(refusedAsNotForLead(await send(cared, WS21_MEDICAL_RECORDS, key(caredKey)))).toEqual([400, 'CONSENT_TEXT_NOT_FOR_LEAD']);
      }
      expect(await rows(own.id)).toEqual([]);
      expect(await rows(cared.id)).toEqual([]);
    });

    it('follows the lead as changed: once a caregiver answers for it, only their words', async () => {
      const { id, updateToken } = await newLead(ws21Lead);
      expect((await h.put(`/api/leads/${id}`, caregiverLead, { 'x-lead-token': updateToken })).statusCode).toBe(200);
      expect(refusedAsNotForLead(await send({ id, updateToken }, WS21_MEDICAL_RECORDS))).toEqual([400, 'CONSENT_TEXT_NOT_FOR_LEAD']);
      expect((await send({ id, updateToken }, WS21_MEDICAL_RECORDS_CAREGIVER)).statusCode).toBe(200);
      expect((await rows(id)).map((r) => r.text)).toEqual([WS21_MEDICAL_RECORDS_CAREGIVER]);
    });

    it('judges words given with a save by the lead the save stores, and stores neither when they are not its', async () => {
      const before = Number((await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')).rows[0]!.n);
      for (const headers of [{ 'idempotency-key': 'caregiver-words-0004' }, undefined]) {
        expect(refusedAsNotForLead(await h.post('/api/leads', { ...ws21Lead, withConsents: records(WS21_MEDICAL_RECORDS_CAREGIVER) }, headers))).toEqual([400, 'CONSENT_TEXT_NOT_FOR_LEAD']);
        expect(refusedAsNotForLead(await h.post('/api/leads', { ...caregiverLead, withConsents: records(WS21_MEDICAL_RECORDS) }, headers))).toEqual([400, 'CONSENT_TEXT_NOT_FOR_LEAD']);
      }
      expect(Number((await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')).rows[0]!.n)).toBe(before);
      const saved = await h.post('/api/leads', { ...caregiverLead, withConsents: records(WS21_MEDICAL_RECORDS_CAREGIVER) });
      expect(saved.statusCode).toBe(200);
      const { id, updateToken } = saved.json() as { id: string; updateToken: string };
      // A change that drops the caregiver takes the participant's own words with it, not the caregiver's.
      expect(refusedAsNotForLead(await h.put(`/api/leads/${id}`, { ...ws21Lead, withConsents: records(WS21_MEDICAL_RECORDS_CAREGIVER) }, { 'x-lead-token': updateToken, 'idempotency-key': 'caregiver-words-0005' }))).toEqual([400, 'CONSENT_TEXT_NOT_FOR_LEAD']);
      expect((await h.put(`/api/leads/${id}`, { ...ws21Lead, withConsents: records(WS21_MEDICAL_RECORDS) }, { 'x-lead-token': updateToken })).statusCode).toBe(200);
      expect((await rows(id)).map((r) => r.text)).toEqual([WS21_MEDICAL_RECORDS_CAREGIVER, WS21_MEDICAL_RECORDS]);
    });

    it("judges a request's words together: a caregiver's among words shown to anyone makes none of them the participant's", async () => {
      const { id, updateToken } = await newLead(ws21Lead);
      const own = await h.post(`/api/leads/${id}/consents`, { campaign: 'ws21', locale: 'en', consents: [
        { type: 'medicalRecords', granted: true, text: WS21_MEDICAL_RECORDS, step: 'home' },
        { type: 'sms', granted: true, text: WS10_US, step: 'home' },
      ] }, { 'x-lead-token': updateToken });
      expect(own.statusCode, own.body).toBe(200);
      const mixed = await h.post(`/api/leads/${id}/consents`, { campaign: 'ws21', locale: 'en', consents: [
        { type: 'medicalRecords', granted: true, text: WS21_MEDICAL_RECORDS_CAREGIVER, step: 'home' },
        { type: 'sms', granted: true, text: WS10_US, step: 'home' },
      ] }, { 'x-lead-token': updateToken });
      expect(refusedAsNotForLead(mixed)).toEqual([400, 'CONSENT_TEXT_NOT_FOR_LEAD']);
      expect(await rows(id)).toHaveLength(2);
    });
  });

  it.each([
    ['a text no page shows', { campaign: 'ws10', locale: 'en', consents: [{ type: 'sms', granted: true, text: 'I agree to anything', step: 'home' }] }],
    ['the right text on a step that shows no consent', { campaign: 'ws10', locale: 'en', consents: [{ type: 'sms', granted: true, text: WS10_US, step: 'indications' }] }],
    ['the English text claimed as Spanish', { campaign: 'ws10', locale: 'es', consents: [{ type: 'sms', granted: true, text: WS10_US, step: 'home' }] }],
    ['another campaign\'s text', { campaign: 's6', locale: 'en', consents: [{ type: 'sms', granted: true, text: WS10_US, step: 'indications' }] }],
    ['a campaign that does not exist', { campaign: 'nope', locale: 'en', consents: [{ type: 'sms', granted: true, text: WS10_US, step: 'home' }] }],
  ])('refuses %s and stores nothing', async (_name, body) => {
    const { id, updateToken } = await newLead();
    const res = await h.post(`/api/leads/${id}/consents`, body, { 'x-lead-token': updateToken });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CONSENT_TEXT_UNKNOWN' });
    expect(res.json().message).toMatch(/^This consent text is not one that campaign \S+ shows on step \S+ in this language$/);
    expect(await rows(id)).toEqual([]);
  });

  describe('the type and the choice must be ones the words ask for', () => {
    const send = async (campaign: string, consents: Array<Record<string, unknown>>) => {
      const { id, updateToken } = await newLead();
      const res = await h.post(`/api/leads/${id}/consents`, { campaign, locale: 'en', consents }, { 'x-lead-token': updateToken });
      return { res, stored: await rows(id) };
    };

    it.each([
      ['the contact wording as a medical-records grant', 'ws10', { type: 'medicalRecords', granted: true, text: WS10_US, step: 'home' }, 'Campaign ws10 does not record a medicalRecords consent given with this text on step home'],
      ['the contact wording as brand connect', 'ws10', { type: 'commercial', granted: true, text: WS10_US, step: 'home' }, 'Campaign ws10 does not record a commercial consent given with this text on step home'],
      ['the contact wording as the second medical-records type', 'ws10', { type: 'medicalRecordsPartner', granted: true, text: WS10_US, step: 'home' }, 'Campaign ws10 does not record a medicalRecordsPartner consent given with this text on step home'],
      ["the partner's first question alone (a no to it) as a grant", 'ps1', { type: 'call', granted: true, text: PS1_CONNECT, step: 'home' }, 'Campaign ps1 does not record a call consent given with this text on step home'],
      ['the medical-records authorization as a text consent', 'ws21', { type: 'sms', granted: true, text: WS21_MEDICAL_RECORDS, step: 'home' }, 'Campaign ws21 does not record a sms consent given with this text on step home'],
      ['brand connect as a contact consent', 'ws19', { type: 'sms', granted: true, text: WS19_COMMERCIAL, step: 'indications' }, 'Campaign ws19 does not record a sms consent given with this text on step indications'],
      ['the US wording, where going on is the consent, as a refusal', 'ws10', { type: 'call', granted: false, text: WS10_US, step: 'home' }, 'Campaign ws10 does not record a call consent refused with this text on step home'],
      ["brand connect's details with a contact consent", 'ws10', { type: 'sms', granted: true, text: WS10_US, step: 'home', details: { isInternational: true } }, 'Campaign ws10 does not record details with a sms consent with this text on step home'],
    ])('refuses %s and stores nothing', async (_name, campaign, consent, message) => {
      const { res, stored } = await send(campaign, [consent]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CONSENT_NOT_RECORDED', message });
      expect(stored).toEqual([]);
    });

    it("stores what each field does record: a partner's no, both partner answers yes, health data either way, brand connect with its details", async () => {
      const cases: Array<[string, Record<string, unknown>]> = [
        ['ps1', { type: 'call', granted: false, text: PS1_CONNECT, step: 'home' }],
        ['ps1', { type: 'sms', granted: true, text: PS1_BOTH, step: 'home' }],
        ['ps1', { type: 'email', granted: false, text: PS1_BOTH, step: 'home' }],
        ['ws21', { type: 'medicalRecords', granted: true, text: WS21_MEDICAL_RECORDS, step: 'home' }],
        ['ws21', { type: 'medicalRecords', granted: false, text: WS21_MEDICAL_RECORDS, step: 'home' }],
        ['ws19', { type: 'commercial', granted: false, text: WS19_COMMERCIAL, step: 'indications', details: { isInternational: false, studySiteExternalId: 'SS-1' } }],
      ];
      for (const [campaign, consent] of cases) {
        const { res, stored } = await send(campaign, [consent]);
        expect(res.statusCode, JSON.stringify(consent)).toBe(200);
        expect(stored).toEqual([expect.objectContaining({ type: consent.type, granted: consent.granted, text: consent.text, campaign })]);
      }
    });

    it('refuses two choices of one type in one request, and stores none of them', async () => {
      const { res, stored } = await send('ws21', [
        { type: 'medicalRecords', granted: true, text: WS21_MEDICAL_RECORDS, step: 'home' },
        { type: 'medicalRecords', granted: false, text: WS21_MEDICAL_RECORDS, step: 'home' },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CONSENT_REPEATED', message: 'One request gives one choice for each consent type; medicalRecords is given more than once' });
      expect(stored).toEqual([]);
    });

    it('refuses them with a new lead too, which is then not stored', async () => {
      const before = Number((await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')).rows[0]!.n);
      const res = await h.post('/api/leads', { ...lead, withConsents: { campaign: 'ws10', locale: 'en', consents: [{ type: 'medicalRecords', granted: true, text: WS10_US, step: 'home' }] } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CONSENT_NOT_RECORDED' });
      expect(Number((await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')).rows[0]!.n)).toBe(before);
    });
  });

  it.each([
    ['no text', { campaign: 'ws10', locale: 'en', consents: [{ type: 'sms', granted: true, step: 'home' }] }],
    ['no step', { campaign: 'ws10', locale: 'en', consents: [{ type: 'sms', granted: true, text: WS10_US }] }],
    ['no campaign', { locale: 'en', consents: [{ type: 'sms', granted: true, text: WS10_US, step: 'home' }] }],
    ['no language', { campaign: 'ws10', consents: [{ type: 'sms', granted: true, text: WS10_US, step: 'home' }] }],
  ])('refuses a body with %s', async (_name, body) => {
    const { id, updateToken } = await newLead();
    const res = await h.post(`/api/leads/${id}/consents`, body, { 'x-lead-token': updateToken });
    expect(res.statusCode).toBe(400);
    expect(await rows(id)).toEqual([]);
  });

  it('is append-only: a change of mind is a new row, and rows cannot be changed or removed', async () => {
    const { id, updateToken } = await newLead();
    for (const granted of [true, false]) {
      await h.post(`/api/leads/${id}/consents`, { campaign: 'ws19', locale: 'en', consents: [{ type: 'commercial', granted, text: WS19_COMMERCIAL, step: 'indications' }] }, { 'x-lead-token': updateToken });
    }
    expect((await rows(id)).map((r) => r.granted)).toEqual([true, false]);
    await expect(h.app.db.query('UPDATE consents SET granted = true WHERE lead_id = $1', [id])).rejects.toThrow(/append-only/);
    await expect(h.app.db.query('DELETE FROM consents WHERE lead_id = $1', [id])).rejects.toThrow(/append-only/);
  });

  describe('given with the lead save', () => {
    const given = (text = WS10_US, step = 'home') => ({ campaign: 'ws10', locale: 'en', consents: [{ type: 'sms', granted: true, text, step }, { type: 'clinic', granted: true, text: WS10_US, step }] });
    const leadCount = async () => Number((await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')).rows[0]!.n);

    it.each([
      ['with an idempotency key (one statement)', { 'idempotency-key': 'with-consents-0001' }],
      ['without one', undefined],
    ])('stores a new lead and its consents together, %s, exactly as a separate send would', async (_name, headers) => {
      const res = await h.post('/api/leads', { ...lead, withConsents: given() }, headers);
      expect(res.statusCode).toBe(200);
      const { id } = res.json() as { id: string };
      expect(await rows(id)).toEqual([
        { type: 'sms', granted: true, text: WS10_US, text_sha256: sha(WS10_US), locale: 'en', campaign: 'ws10', step: 'home' },
        { type: 'clinic', granted: true, text: WS10_US, text_sha256: sha(WS10_US), locale: 'en', campaign: 'ws10', step: 'home' },
      ]);
      const stored = (await h.app.db.query<{ first_name: string }>('SELECT first_name FROM leads WHERE id = $1', [id])).rows;
      expect(stored).toEqual([{ first_name: 'Maria' }]);
    });

    it("refuses a new lead whose consents are the other region's wording, and stores neither", async () => {
      const before = await leadCount();
      const uk = await h.post('/api/leads', { ...ukLead, withConsents: given() });
      expect(uk.statusCode).toBe(400);
      expect(uk.json()).toMatchObject({ code: 'CONSENT_TEXT_NOT_FOR_LEAD' });
      const us = await h.post('/api/leads', { ...lead, withConsents: { campaign: 'ws10', locale: 'en', consents: [{ type: 'sms', granted: true, text: WS10_INTL, step: 'home' }] } });
      expect(us.statusCode).toBe(400);
      expect(await leadCount()).toBe(before);
    });

    it('answers a retry with the first response and stores the consents once', async () => {
      const headers = { 'idempotency-key': 'with-consents-0002' };
      const first = await h.post('/api/leads', { ...lead, withConsents: given() }, headers);
      const again = await h.post('/api/leads', { ...lead, withConsents: given() }, headers);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await rows((first.json() as { id: string }).id)).toHaveLength(2);
    });

    it('stores neither the lead nor any consent when one text is not one the page shows', async () => {
      const before = await leadCount();
      for (const headers of [{ 'idempotency-key': 'with-consents-0003' }, undefined]) {
        const res = await h.post('/api/leads', { ...lead, withConsents: given('I agree to anything') }, headers);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'CONSENT_TEXT_UNKNOWN' });
      }
      expect(await leadCount()).toBe(before);
    });

    it("stores the consents of a change with the lead's new answers, only with the lead's token", async () => {
      const { id, updateToken } = await newLead();
      const changed = await h.put(`/api/leads/${id}`, { ...lead, firstName: 'Marisol', withConsents: given() }, { 'x-lead-token': updateToken, 'idempotency-key': 'with-consents-0004' });
      expect(changed.statusCode).toBe(200);
      expect((await rows(id)).map((r) => r.type)).toEqual(['sms', 'clinic']);
      const other = await newLead();
      const refused = await h.put(`/api/leads/${id}`, { ...lead, withConsents: given() }, { 'x-lead-token': other.updateToken });
      expect(refused.statusCode).toBe(404);
      expect(await rows(id)).toHaveLength(2);
      const bad = await h.put(`/api/leads/${id}`, { ...lead, firstName: 'Mar', withConsents: given(WS10_US, 'indications') }, { 'x-lead-token': updateToken });
      expect(bad.statusCode).toBe(400);
      expect((await h.app.db.query<{ first_name: string }>('SELECT first_name FROM leads WHERE id = $1', [id])).rows).toEqual([{ first_name: 'Marisol' }]);
    });

    it('refuses consents given in a malformed shape', async () => {
      for (const withConsents of [{ campaign: 'ws10', locale: 'en', consents: [] }, { campaign: 'ws10', consents: given().consents }, [given()], 'yes']) {
        const res = await h.post('/api/leads', { ...lead, withConsents }, undefined);
        expect(res.statusCode, JSON.stringify(withConsents)).toBe(400);
      }
    });
  });

  describe("brand connect's choice keeps the contact it was given for", () => {
    const commercial = (granted: boolean) => ({ type: 'commercial', granted, text: WS19_COMMERCIAL, step: 'indications', details: { isInternational: false, studySiteExternalId: 'SS-1' } });
    const detailsOf = async (id: string) => (await h.app.db.query<{ type: string; details: Record<string, unknown> | null }>(
      'SELECT type, details FROM consents WHERE lead_id = $1 ORDER BY id', [id])).rows;
    const ny = { phone: '+12125550199', postalCode: '10001', country: 'US' };

    it("stores the lead's phone, postal code and country with it, sent apart, with the lead, or with a change; other consents carry none", async () => {
      const apart = await newLead();
      const sent = await h.post(`/api/leads/${apart.id}/consents`, { campaign: 'ws19', locale: 'en', consents: [commercial(true)] }, { 'x-lead-token': apart.updateToken, 'idempotency-key': 'commercial-contact-1' });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(await detailsOf(apart.id)).toEqual([{ type: 'commercial', details: { isInternational: false, studySiteExternalId: 'SS-1', ...ny } }]);

      const withLead = await h.post('/api/leads', { ...lead, sourceInfo: { campaign: 'ws19' }, withConsents: { campaign: 'ws19', locale: 'en', consents: [commercial(false)] } });
      expect(withLead.statusCode, withLead.body).toBe(200);
      expect(await detailsOf(withLead.json().id)).toEqual([{ type: 'commercial', details: { isInternational: false, studySiteExternalId: 'SS-1', ...ny } }]);

      const changed = await h.put(`/api/leads/${apart.id}`, { ...lead, phone1: '(312) 555-0142', postalCode: '60601', withConsents: { campaign: 'ws19', locale: 'en', consents: [commercial(false)] } }, { 'x-lead-token': apart.updateToken });
      expect(changed.statusCode, changed.body).toBe(200);
      const sms = await h.post(`/api/leads/${apart.id}/consents`, { campaign: 'ws10', locale: 'en', consents: [{ type: 'sms', granted: true, text: WS10_US, step: 'home' }] }, { 'x-lead-token': apart.updateToken });
      expect(sms.statusCode).toBe(200);
      // The grant keeps the phone it was given for; the refusal, made after the phone changed, names the new one.
      expect(await detailsOf(apart.id)).toEqual([
        { type: 'commercial', details: { isInternational: false, studySiteExternalId: 'SS-1', ...ny } },
        { type: 'commercial', details: { isInternational: false, studySiteExternalId: 'SS-1', phone: '+13125550142', postalCode: '60601', country: 'US' } },
        { type: 'sms', details: null },
      ]);
    });

    it('stores the same contact the general way (a transaction, taken when the one statement could not write)', async () => {
      const { id, updateToken } = await newLead({ ...ukLead, sourceInfo: { campaign: 'ws19' } });
      const catalogue = await loadConsentCatalogue();
      // The one statement writes nothing, as when another request claimed the key first: the transaction then stores.
      const db = Object.create(h.app.db, { query: { value: (sql: string, params?: unknown[]) => sql.includes('added AS') ? Promise.resolve({ rows: [{ done: 0 }] }) : h.app.db.query(sql, params) } });
      const body = { campaign: 'ws19', locale: 'en', consents: [{ ...commercial(true), details: { isInternational: true } }] } as ConsentSendRequest;
      expect(await addConsents(db, catalogue, id, updateToken, body, null, 'localhost')).toEqual({ stored: 1 });
      const place = (await h.app.db.query<{ phone: string; postal_code: string; country: string }>('SELECT phone, postal_code, country FROM leads WHERE id = $1', [id])).rows[0]!;
      expect(await detailsOf(id)).toEqual([{ type: 'commercial', details: { isInternational: true, phone: place.phone, postalCode: place.postal_code, country: place.country } }]);
      expect(place.phone).toBe('+447400123456');
    });
  });

  it("refuses another lead's token", async () => {
    const { id } = await newLead();
    const other = await newLead();
    const res = await h.post(`/api/leads/${id}/consents`, { campaign: 'ws10', locale: 'en', consents: [{ type: 'sms', granted: true, text: WS10_US, step: 'home' }] }, { 'x-lead-token': other.updateToken });
    expect(res.statusCode).toBe(404);
    expect(await rows(id)).toEqual([]);
  });
});

describe('npm run consents:export', () => {
  const run = (args: string[], dataDir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/consents-export.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });

  it("prints one person's consent history, oldest first, as JSON lines", async () => {
    const dataDir = await seededPgliteDir('consents-');
    const app = await buildApp(testConfig({ name: 'pglite', databaseUrl: null }, { dataDir }));
    const csrf = await app.inject({ method: 'GET', url: '/api/csrf' });
    const headers = { cookie: String(csrf.headers['set-cookie']).split(';')[0] as string, 'x-csrf-token': csrf.json().token };
    const saved = (await app.inject({ method: 'POST', url: '/api/leads', payload: lead, headers })).json() as { id: string; updateToken: string };
    const other = (await app.inject({ method: 'POST', url: '/api/leads', payload: lead, headers })).json() as { id: string; updateToken: string };
    for (const [who, granted] of [[saved, true], [other, true], [saved, false]] as const) {
      const res = await app.inject({ method: 'POST', url: `/api/leads/${who.id}/consents`, headers: { ...headers, 'x-lead-token': who.updateToken },
        payload: { campaign: 'ws19', locale: 'en', consents: [{ type: 'commercial', granted, text: WS19_COMMERCIAL, step: 'indications' }] } });
      expect(res.statusCode).toBe(200);
    }
    await app.close();

    const out = run(['--lead', saved.id], dataDir);
    expect(out.status, out.stderr).toBe(0);
    const lines = out.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.granted)).toEqual([true, false]);
    expect(lines[0]).toMatchObject({ leadId: saved.id, type: 'commercial', text: WS19_COMMERCIAL, textSha256: sha(WS19_COMMERCIAL), locale: 'en', campaign: 'ws19', step: 'indications' });
    expect(lines[0].recordedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(lines[0].recordedAt <= lines[1].recordedAt).toBe(true);
  }, 60_000);

  it('says how to call it without a lead id', () => {
    const out = run(['--lead', 'not-a-uuid'], mkdtempSync(join(tmpdir(), 'consents-')));
    expect(out.status).toBe(2);
    expect(out.stderr).toContain('Usage: npm run consents:export -- --lead LEAD_ID');
  }, 30_000);
});
