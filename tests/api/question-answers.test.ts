/** A campaign's own questions' answers (ws23: smokingStatus, cigarettesPerDay) stored with the lead, checked against the campaign. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eachDatabase } from './harness.ts';
import { listLeads } from '../../src/server/db/repositories/leads.ts';

const lead = (phone: string, answers: Record<string, unknown>, campaign = 'ws23') => ({
  firstName: 'Ana', lastName: 'Diaz', phone1: phone, postalCode: '77030', country: 'US', preferredLanguage: 'en', sourceInfo: { campaign }, answers,
});

eachDatabase('question answers', (h) => {
  const stored = async (id: string) => (await listLeads(h.app.db)).find((l) => l.id === id)?.additionalFields;

  it('stores the answers under the campaign\'s keys, and an update replaces them', async () => {
    const created = await h.post('/api/leads', lead('(713) 555-0161', { smokingStatus: 'current', cigarettesPerDay: 12 }));
    expect(created.statusCode).toBe(200);
    const { id, updateToken } = created.json();
    expect(await stored(id)).toEqual({ answers: { smokingStatus: 'current', cigarettesPerDay: 12 } });
    // Changed to a former smoker, the page still holds the count: the question it answered is hidden now, so it is not kept.
    const changed = await h.put(`/api/leads/${id}`, lead('(713) 555-0161', { smokingStatus: 'former', cigarettesPerDay: 12 }), { 'x-lead-token': updateToken });
    expect(changed.statusCode).toBe(200);
    expect(await stored(id)).toEqual({ answers: { smokingStatus: 'former' } });
  });

  it('refuses an answer the question does not offer, or out of its bounds, and stores nothing', async () => {
    const before = (await listLeads(h.app.db)).length;
    const notOffered = await h.post('/api/leads', lead('(713) 555-0162', { smokingStatus: 'sometimes' }));
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({ code: 'ANSWER_NOT_OFFERED', message: `"sometimes" is not an answer campaign 'ws23' takes for 'smokingStatus'` });
    const outOfBounds = await h.post('/api/leads', lead('(713) 555-0162', { smokingStatus: 'current', cigarettesPerDay: 500 }));
    expect(outOfBounds.json()).toMatchObject({ code: 'ANSWER_NOT_OFFERED', message: `500 is not an answer campaign 'ws23' takes for 'cigarettesPerDay'` });
    expect((await listLeads(h.app.db)).length).toBe(before);
  });

  it('refuses a question the campaign does not ask, or answers from a campaign without questions', async () => {
    const unknown = await h.post('/api/leads', lead('(713) 555-0163', { shoeSize: '9' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'ANSWER_NOT_ASKED', message: "Campaign 'ws23' asks no question answered 'shoeSize'" });
    const otherCampaign = await h.post('/api/leads', lead('(713) 555-0163', { smokingStatus: 'former' }, 's6'));
    expect(otherCampaign.json()).toMatchObject({ code: 'ANSWER_NOT_ASKED', message: "Campaign 's6' asks no question answered 'smokingStatus'" });
  });

  it('refuses a malformed answer set by its schema', async () => {
    for (const answers of [{ 'Bad-Key': 'x' }, { smokingStatus: { nested: true } }, { smokingStatus: 'x'.repeat(501) }]) {
      const res = await h.post('/api/leads', lead('(713) 555-0164', answers));
      expect(res.statusCode, JSON.stringify(answers).slice(0, 40)).toBe(400);
      expect(res.json().code).toBe('FST_ERR_VALIDATION');
    }
  });

  describe('in a screening (ws23 screens out current smokers)', () => {
    const criteria = [{ criterionId: 1, responseIds: [1] }, { criterionId: 2, responseIds: [5] }, { criterionId: 3, responseIds: [9] }, { criterionId: 4, responseIds: [13] }];
    const candidate = { birthDate: '1970-05-05', gender: 'female', heightCm: 165, weightKg: 80, postalCode: '77030', country: 'US' };
    const screen = (phone: string, questionAnswers?: Record<string, unknown>, campaign = 'ws23') =>
      h.post('/api/screenings', { studyId: 1001, campaign, answers: criteria, candidate: { ...candidate, phone }, ...(questionAnswers ? { questionAnswers } : {}) });

    it('screens out on an answer the campaign names, with its reason stored, and qualifies on the others', async () => {
      const out = await screen('713-555-0165', { smokingStatus: 'current', cigarettesPerDay: 12 });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toMatchObject({ passed: false, fullyQualified: false, bioQualified: true, criteriaQualified: false, siteFound: true, reasons: ['answer_smokingStatus_disqualifying'], view: 'disqualified' });
      const { rows } = await h.app.db.query<{ passed: boolean; reasons: string[] }>('SELECT passed, reasons FROM screenings WHERE id = $1', [out.json().screeningId]);
      expect(rows[0]).toEqual({ passed: false, reasons: ['answer_smokingStatus_disqualifying'] });
      for (const answers of [{ smokingStatus: 'former' }, { smokingStatus: 'never' }, {}, undefined]) {
        expect((await screen('713-555-0166', answers)).json(), JSON.stringify(answers)).toMatchObject({ passed: true, reasons: [], view: 'congratulations' });
      }
    });

    it('refuses an answer the campaign does not offer or a question it does not ask, and stores no screening', async () => {
      const count = async () => Number((await h.app.db.query<{ n: string }>('SELECT count(*) AS n FROM screenings')).rows[0]?.n);
      const before = await count();
      const notOffered = await screen('713-555-0167', { smokingStatus: 'sometimes' });
      expect(notOffered.statusCode).toBe(400);
      expect(notOffered.json()).toMatchObject({ code: 'ANSWER_NOT_OFFERED', message: `"sometimes" is not an answer campaign 'ws23' takes for 'smokingStatus'` });
      const notAsked = await screen('713-555-0167', { smokingStatus: 'current' }, 'ws10');
      expect(notAsked.json()).toMatchObject({ code: 'ANSWER_NOT_ASKED', message: "Campaign 'ws10' asks no question answered 'smokingStatus'" });
      const malformed = await screen('713-555-0167', { smokingStatus: { nested: true } });
      expect(malformed.json().code).toBe('FST_ERR_VALIDATION');
      expect(await count()).toBe(before);
    });
  });
});

/** ws23 with a question that only confirms another (a second typing of the e-mail, as an author may add), and one with a rule of the campaign's own. */
function withConfirmation(): string {
  const root = mkdtempSync(join(tmpdir(), 'repo-'));
  cpSync('locales', join(root, 'locales'), { recursive: true });
  cpSync('campaigns', join(root, 'campaigns'), { recursive: true });
  const file = join(root, 'campaigns', 'ws23.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { steps: { home: { fieldChanges: Array<{ fields: unknown[] }> } } };
  doc.steps.home.fieldChanges[0]?.fields.push({
    kind: 'ShortText', answer: 'emailAgain', required: false, label: { en: 'Email again', es: 'Correo otra vez' }, rules: [{ rule: 'matchesField', answer: 'email' }],
  }, {
    kind: 'ShortText', answer: 'referralCode', required: false, label: { en: 'Referral code', es: 'Código de referencia' }, rules: [{ rule: 'length', min: 3, max: 5 }, { rule: 'oneOf', values: ['abc', 'abcd'] }],
  });
  writeFileSync(file, JSON.stringify(doc));
  return root;
}

eachDatabase('question answers that only confirm another', (h) => {
  it('are not stored: the page checked the match, and a copy of the e-mail would outlive the erasure of the lead\'s own', async () => {
    const created = await h.post('/api/leads', { ...lead('(713) 555-0168', { smokingStatus: 'never', emailAgain: 'ana@example.com' }), email: 'ana@example.com' });
    expect(created.statusCode).toBe(200);
    const stored = (await listLeads(h.app.db)).find((l) => l.id === created.json().id);
    expect(stored?.additionalFields).toEqual({ answers: { smokingStatus: 'never' } });
    expect(JSON.stringify(stored?.additionalFields)).not.toContain('ana@example.com');
  });

  it("refuses an answer the question's own rules in the campaign refuse, as the page does, and stores nothing", async () => {
    const count = async () => (await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')).rows[0]!.n;
    const before = await count();
    for (const referralCode of ['zzzzzzzzzz', 'xyz']) {
      const refused = await h.post('/api/leads', lead('(713) 555-0169', { smokingStatus: 'never', referralCode }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'ANSWER_NOT_OFFERED', message: `"${referralCode}" is not an answer campaign 'ws23' takes for 'referralCode'` });
    }
    expect(await count()).toBe(before);
    expect((await h.post('/api/leads', lead('(713) 555-0169', { smokingStatus: 'never', referralCode: 'abcd' }))).statusCode).toBe(200);
  });
}, {}, { campaignsRoot: withConfirmation() });
