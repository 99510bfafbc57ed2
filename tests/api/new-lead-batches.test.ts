/**
 * New leads that arrive while another is being written go to the database together (src/server/services/newLeadBatches.ts):
 * each keeps its own outcome, its own key and its own answer.
 */
import { expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eachDatabase, statementsOf } from './harness.ts';
import { checkLead } from '../../src/core/leadRules.ts';
import { insertNewLead, MOST_IN_ONE } from '../../src/server/services/newLeadBatches.ts';
import type { NormalisedLead } from '../../src/core/leadRules.ts';
import { claimWithResponse } from '../../src/server/db/repositories/idempotency.ts';
import { WS10_US, PS1_CONNECT_ES } from './consentTexts.ts';

const person = (i: number) => ({ firstName: `Batch${i}`, lastName: 'Lead', phone1: `713-555-${String(1000 + i).padStart(4, '0')}`, postalCode: '77030', country: 'US', sourceInfo: { campaign: 's6' } });

function normalised(i: number): NormalisedLead {
  const checked = checkLead(person(i), { today: '2026-11-28', postalKnown: () => true });
  if (!checked.ok) throw new Error('the test lead is not valid');
  return checked.lead;
}

eachDatabase('new leads written together', (h) => {
  const storedIds = async (ids: readonly string[]) => (await h.app.db.query<{ id: string }>('SELECT id FROM leads WHERE id = ANY($1::uuid[]) ORDER BY id', [ids])).rows.map((r) => r.id);
  const claimedKeys = async (keys: readonly string[]) => (await h.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM idempotency_keys WHERE scope = 'lead:create' AND key = ANY($1::text[])", [keys])).rows[0]?.n;

  it('a burst of new leads takes fewer statements than leads; each is stored under its own id, with its own key, and answered as if alone', async () => {
    const count = MOST_IN_ONE + 4;
    const keys = Array.from({ length: count }, () => `burst-${randomUUID()}`);
    const { ran, answer } = await statementsOf(h.app, () => Promise.all(keys.map((key, i) => h.post('/api/leads', person(i), { 'idempotency-key': key }))));
    expect(answer.map((a) => a.statusCode)).toEqual(Array(count).fill(200));
    const ids = answer.map((a) => (a.json() as { id: string }).id);
    expect(new Set(ids).size).toBe(count);
    expect(await storedIds(ids)).toEqual([...ids].sort());
    expect(await claimedKeys(keys)).toBe(count);
    const inserts = ran.filter((sql) => sql.includes('INSERT INTO leads'));
    expect(inserts.length).toBeGreaterThan(1);
    expect(inserts.length).toBeLessThan(count);
    // Each lead's answer is the one its key replays.
    const again = await h.post('/api/leads', person(3), { 'idempotency-key': keys[3] as string });
    expect(again.json(), again.body).toEqual(answer[3]?.json());
    // Each lead was stored with its own answers.
    const { rows } = await h.app.db.query<{ id: string; first_name: string }>('SELECT id, first_name FROM leads WHERE id = ANY($1::uuid[])', [ids]);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.first_name]))).toEqual(Object.fromEntries(ids.map((id, i) => [id, `Batch${i}`])));
  });

  it('the same key twice in a burst (a double tap) stores one lead: every 200 names it, the other may be asked to wait (409)', async () => {
    const key = `twice-${randomUUID()}`;
    const others = Array.from({ length: 4 }, (_, i) => h.post('/api/leads', person(40 + i), { 'idempotency-key': `other-${randomUUID()}` }));
    const [first, second] = await Promise.all([h.post('/api/leads', person(50), { 'idempotency-key': key }), h.post('/api/leads', person(50), { 'idempotency-key': key }), ...others]);
    const answered = [first, second].filter((a) => a?.statusCode === 200).map((a) => (a?.json() as { id: string }).id);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(new Set(answered).size).toBe(1);
    for (const a of [first, second]) expect([200, 409]).toContain(a?.statusCode);
    expect(await claimedKeys([key])).toBe(1);
    const { rows } = await h.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM leads WHERE first_name = 'Batch50'");
    expect(rows[0]?.n).toBe(1);
  });

  it('a lead that fails its statement fails alone: the others of its statement are written, each then on its own', async () => {
    const taken = (await h.post('/api/leads', person(60))).json() as { id: string };
    const leads = [61, 62, 63, 64].map((i) => ({ id: i === 62 ? taken.id : randomUUID(), lead: normalised(i), tokenHash: `hash-${i}`, claim: null, consents: null }));
    // The first goes alone; the three behind it wait for it and then go in one statement, which the taken id fails.
    const outcomes = await Promise.allSettled(leads.map((lead) => insertNewLead(h.app.db, lead)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : null))).toEqual([true, null, true, true]);
    expect(await storedIds([leads[0]!.id, leads[2]!.id, leads[3]!.id])).toEqual([leads[0]!.id, leads[2]!.id, leads[3]!.id].sort());
    const { rows } = await h.app.db.query<{ first_name: string }>('SELECT first_name FROM leads WHERE id = $1', [taken.id]);
    expect(rows[0]?.first_name).toBe('Batch60');
  });

  it('two leads under one key in one statement: the first claims the key and is written, the second finds it claimed and writes nothing', async () => {
    const key = `shared-${randomUUID()}`;
    const lone = { id: randomUUID(), lead: normalised(70), tokenHash: 'hash-70', claim: null, consents: null };
    const underKey = (i: number, id: string) => ({ id, lead: normalised(i), tokenHash: `hash-${i}`, consents: null,
      claim: (p: Parameters<typeof claimWithResponse>[0], condition?: string, name?: string) => claimWithResponse(p, 'lead:create', key, 'request', 'caller', { id }, condition, name) });
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    // The lone lead goes first; the three behind it go together.
    const written = await Promise.all([insertNewLead(h.app.db, lone), insertNewLead(h.app.db, underKey(71, a)), insertNewLead(h.app.db, underKey(72, b)),
      insertNewLead(h.app.db, { id: c, lead: normalised(73), tokenHash: 'hash-73', claim: null, consents: null })]);
    expect(written).toEqual([true, true, false, true]);
    expect(await storedIds([lone.id, a, b, c])).toEqual([lone.id, a, c].sort());
    expect(await claimedKeys([key])).toBe(1);
  });

  it("a burst's consents are each lead's own, as shown and chosen, in its language; a retry arriving in the burst replays its first answer and stores nothing again", async () => {
    // Each third lead consents in English, the next refuses in Spanish (a partner's patient said no), the next gives
    // none with its save.
    const consentsOf = (i: number) => (i % 3 === 0 ? { campaign: 'ws10', locale: 'en', consents: [{ type: 'sms', granted: true, text: WS10_US, step: 'home' }] }
      : i % 3 === 1 ? { campaign: 'ps1', locale: 'es', consents: [{ type: 'sms', granted: false, text: PS1_CONNECT_ES, step: 'home' }] } : undefined);
    const body = (i: number) => ({ ...person(80 + i), ...(consentsOf(i) ? { withConsents: consentsOf(i) } : {}) });
    const retryKey = `retried-${randomUUID()}`;
    const first = await h.post('/api/leads', body(0), { 'idempotency-key': retryKey });
    const answers = await Promise.all([
      ...Array.from({ length: 9 }, (_, i) => h.post('/api/leads', body(i), { 'idempotency-key': `consents-${randomUUID()}` })),
      h.post('/api/leads', body(0), { 'idempotency-key': retryKey }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers[9]?.json()).toEqual(first.json());
    const rowsOf = async (id: string) => (await h.app.db.query<{ granted: boolean; text: string; locale: string }>('SELECT granted, text, locale FROM consents WHERE lead_id = $1 ORDER BY id', [id])).rows;
    for (const [i, answer] of answers.slice(0, 9).entries()) {
      const expected = i % 3 === 0 ? [{ granted: true, text: WS10_US, locale: 'en' }] : i % 3 === 1 ? [{ granted: false, text: PS1_CONNECT_ES, locale: 'es' }] : [];
      expect(await rowsOf((answer.json() as { id: string }).id), `lead ${i}`).toEqual(expected);
    }
    expect(await rowsOf((first.json() as { id: string }).id)).toEqual([{ granted: true, text: WS10_US, locale: 'en' }]);
    const { rows } = await h.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM leads WHERE first_name = 'Batch80'");
    // The first save and the burst's own lead 0; the retry added none.
    expect(rows[0]?.n).toBe(2);
  });
});
