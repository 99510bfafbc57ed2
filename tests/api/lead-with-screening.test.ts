import { expect, it } from 'vitest';
import { eachDatabase, statementsOf } from './harness.ts';
import { screen } from '../../src/server/services/screening.ts';
import { LeadNotFoundError } from '../../src/server/errors.ts';

const qualifyingAnswers = [
  { criterionId: 1, responseIds: [1] }, { criterionId: 2, responseIds: [5] }, { criterionId: 3, responseIds: [9] }, { criterionId: 4, responseIds: [13] },
];
const lead = (phone: string) => ({
  firstName: 'Wendy', lastName: 'Qualified', phone1: phone, email: 'wendy@example.com', postalCode: '77030', country: 'US',
  gender: 'female', dateOfBirth: '1970-05-05', heightCm: 165, weightKg: 80, preferredLanguage: 'en', indications: [], sourceInfo: { campaign: 'ws10', studyId: 1001 }, sourceStudyIds: [1001],
});
const screening = (phone: string, answers = qualifyingAnswers) => ({
  studyId: 1001, campaign: 'ws10', answers,
  candidate: { birthDate: '1970-05-05', gender: 'female', heightCm: 165, weightKg: 80, postalCode: '77030', country: 'US', phone },
});

eachDatabase('a lead save that also screens (one round trip)', (h) => {
  const screeningsOf = async (leadId: string) =>
    (await h.app.db.query<{ id: string; passed: boolean; reasons: string[] }>('SELECT id, passed, reasons FROM screenings WHERE lead_id = $1', [leadId])).rows;

  it('saves the lead, screens it as its own and answers both; the screening is stored against the lead', async () => {
    const res = await h.post('/api/leads', { ...lead('713-555-0311'), withScreening: screening('713-555-0311') }, { 'idempotency-key': 'screened-save-1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: expect.any(String), updateToken: expect.any(String) });
    expect(body.screening).toMatchObject({ passed: true, fullyQualified: true, reasons: [], view: 'congratulations', screeningId: expect.any(String) });
    const stored = await screeningsOf(body.id);
    expect(stored).toEqual([{ id: body.screening.screeningId, passed: true, reasons: [] }]);
  });

  it('a retry with the same key returns the same lead and screens it again into its one screening row', async () => {
    const send = () => h.post('/api/leads', { ...lead('713-555-0312'), withScreening: screening('713-555-0312') }, { 'idempotency-key': 'screened-save-2' });
    const first = (await send()).json();
    const again = (await send()).json();
    expect(again.id).toBe(first.id);
    expect(again.screening.screeningId).toBe(first.screening.screeningId);
    expect(await screeningsOf(first.id)).toHaveLength(1);
  });

  it('a change of the lead screens again: back on the screener, a changed answer changes the verdict of the one row', async () => {
    const created = (await h.post('/api/leads', { ...lead('713-555-0313'), withScreening: screening('713-555-0313') }, { 'idempotency-key': 'screened-save-3' })).json();
    expect(created.screening.passed).toBe(true);
    const notDiabetic = [{ criterionId: 1, responseIds: [2] }, ...qualifyingAnswers.slice(1)];
    const changed = await h.put(`/api/leads/${created.id}`, { ...lead('713-555-0313'), withScreening: screening('713-555-0313', notDiabetic) },
      { 'idempotency-key': 'screened-save-4', 'x-lead-token': created.updateToken });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: created.id, screening: { passed: false, reasons: ['criterion_1_disqualifying'], screeningId: created.screening.screeningId } });
    expect(await screeningsOf(created.id)).toEqual([{ id: created.screening.screeningId, passed: false, reasons: ['criterion_1_disqualifying'] }]);
  });

  it('a screening that cannot be given leaves the save done, with screening null (the browser then asks apart)', async () => {
    const res = await h.post('/api/leads', { ...lead('713-555-0314'), withScreening: { ...screening('713-555-0314'), studyId: 999 } }, { 'idempotency-key': 'screened-save-5' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: expect.any(String), screening: null });
    const { rows } = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads WHERE id = $1', [res.json().id]);
    expect(rows[0]?.n).toBe(1);
    expect(await screeningsOf(res.json().id)).toEqual([]);
  });

  it("a second visitor with the same phone is not fully qualified again where the campaign checks it (ws18), whatever lead saves them", async () => {
    const ws18 = (key: string) => h.post('/api/leads', { ...lead('(713) 555-0317'), sourceInfo: { campaign: 'ws18', studyId: 1001 }, withScreening: { ...screening('713-555-0317'), campaign: 'ws18' } }, { 'idempotency-key': key });
    const first = (await ws18('screened-save-7')).json();
    expect(first.screening).toMatchObject({ passed: true, fullyQualified: true });
    const second = (await ws18('screened-save-8')).json();
    expect(second.id).not.toBe(first.id);
    expect(second.screening).toMatchObject({ passed: false, fullyQualified: false, reasons: ['already_matched'], view: 'alreadyMatched' });
    // The first visitor, back on the screener and saved again, is still judged on their own screening only.
    const again = await h.put(`/api/leads/${first.id}`, { ...lead('(713) 555-0317'), sourceInfo: { campaign: 'ws18', studyId: 1001 }, withScreening: { ...screening('713-555-0317'), campaign: 'ws18' } },
      { 'idempotency-key': 'screened-save-9', 'x-lead-token': first.updateToken });
    expect(again.json().screening).toMatchObject({ passed: true, reasons: [] });
  });

  it('a save without withScreening answers no screening at all', async () => {
    const res = await h.post('/api/leads', lead('713-555-0315'), { 'idempotency-key': 'screened-save-6' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['id', 'updateToken']);
  });

  it('refuses a screening that names another lead or asks for a dry run, and stores nothing', async () => {
    for (const extra of [{ leadId: '00000000-0000-4000-8000-000000000000' }, { dryRun: true }]) {
      const res = await h.post('/api/leads', { ...lead('713-555-0316'), withScreening: { ...screening('713-555-0316'), ...extra } });
      expect(res.statusCode).toBe(400);
    }
    const { rows } = await h.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM leads WHERE phone LIKE '%5550316'");
    expect(rows[0]?.n).toBe(0);
  });

  it('screens in three statements after the save: the lead as stored with the study, its criteria and an earlier match of its phone, its sites, the verdict', async () => {
    const ws18 = { ...lead('713-555-0318'), sourceInfo: { campaign: 'ws18', studyId: 1001 }, withScreening: { ...screening('713-555-0318'), campaign: 'ws18' } };
    const screeningStatements = (ran: string[]) => {
      expect(ran.slice(1), ran.join('\n')).toHaveLength(3);
      expect(ran[1]).toMatch(/^WITH lead AS \(SELECT phone, .*FROM leads WHERE .*FROM criteria c .*FROM screenings m .*FROM studies s, phone p WHERE s\.id = \$1$/);
      expect(ran[2]).toMatch(/FROM sites WHERE study_id = ANY/);
      expect(ran[3]).toMatch(/^WITH saved AS \( INSERT INTO screenings .* cancelled AS \(DELETE FROM bookings /);
    };
    const created = await statementsOf(h.app, () => h.post('/api/leads', ws18, { 'idempotency-key': 'screened-save-10' }));
    expect(created.answer.statusCode).toBe(200);
    expect(created.ran[0]).toMatch(/INSERT INTO leads/);
    screeningStatements(created.ran);
    // A change is saved in one statement too (the token checked, the key claimed, the lead changed), and screened the
    // same way: the screening does not read the token again.
    const { id, updateToken } = created.answer.json() as { id: string; updateToken: string };
    const changed = await statementsOf(h.app, () => h.put(`/api/leads/${id}`, ws18, { 'idempotency-key': 'screened-save-11', 'x-lead-token': updateToken }));
    expect(changed.answer.statusCode).toBe(200);
    expect(changed.ran[0]).toMatch(/^WITH owner AS .*INSERT INTO idempotency_keys .*UPDATE leads SET/);
    screeningStatements(changed.ran);
  });

  it("takes a lead as the saving request's own only when its id is the one that request saved; a token is still checked", async () => {
    const { id, updateToken } = (await h.post('/api/leads', lead('713-555-0319'), { 'idempotency-key': 'screened-save-12' })).json();
    const asked = { ...screening('713-555-0319'), leadId: id } as Parameters<typeof screen>[2];
    const screenAs = (proof: Parameters<typeof screen>[3]) => screen(h.app.db, new Map(), asked, proof, new Date('2026-03-02T15:00:00Z'), () => undefined);
    await expect(screenAs({ savedLeadId: '00000000-0000-4000-8000-000000000000' })).rejects.toBeInstanceOf(LeadNotFoundError);
    await expect(screenAs({ token: null })).rejects.toBeInstanceOf(LeadNotFoundError);
    await expect(screenAs({ token: 'not-the-token' })).rejects.toBeInstanceOf(LeadNotFoundError);
    expect(await screeningsOf(id)).toEqual([]);
    await expect(screenAs({ token: updateToken })).resolves.toMatchObject({ passed: true });
    await expect(screenAs({ savedLeadId: id })).resolves.toMatchObject({ passed: true });
  });
});
