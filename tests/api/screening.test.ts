import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { eachDatabase } from './harness.ts';

const qualifyingAnswers = [
  { criterionId: 1, responseIds: [1] }, { criterionId: 2, responseIds: [5] }, { criterionId: 3, responseIds: [9] }, { criterionId: 4, responseIds: [13] },
];
const candidate = { birthDate: '1970-05-05', gender: 'female', heightCm: 165, weightKg: 80, postalCode: '77030', country: 'US', phone: '713-555-0101' };
const now = new Date('2026-03-02T15:00:00Z');

eachDatabase('criteria, site search and screening', (h) => {
  it('sends questions and answers but never which answers qualify', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/studies/1001/criteria?locale=es' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.criteria[0]).toMatchObject({ id: 1, questionType: 'yes_no_unsure', responses: [{ id: 1, position: 'A' }, { id: 2, position: 'B' }, { id: 3, position: 'C' }] });
    expect(body.criteria[0].question).toMatch(/diabetes tipo 2/i);
    expect(JSON.stringify(body)).not.toContain('qualifies');
    // In the study's own order (sort, then id), every one of them.
    const { rows } = await h.app.db.query<{ id: number }>('SELECT id FROM criteria WHERE study_id = 1001 ORDER BY sort DESC, id DESC');
    expect(body.criteria.map((c: { id: number }) => c.id)).toEqual(rows.map((r) => r.id).reverse());
    expect((await h.app.inject({ method: 'GET', url: '/api/studies/999/criteria' })).statusCode).toBe(404);
    // A multi-select's 'None of these' is marked as standing alone, and no other response is.
    const migraine = (await h.app.inject({ method: 'GET', url: '/api/studies/1003/criteria' })).json();
    const medicines = migraine.criteria.find((c: { id: number }) => c.id === 12);
    expect(medicines.questionType).toBe('select_multiple');
    expect(medicines.responses.filter((r: { exclusive?: boolean }) => r.exclusive).map((r: { id: number; text: string }) => [r.id, r.text])).toEqual([[42, 'None of these']]);
  });

  it("refuses an answer the page could not send: 'None of these' beside another, two on a single choice, a response not offered; nothing is stored", async () => {
    const migraine = { studyId: 1003, campaign: 'ws10', candidate: { ...candidate, phone: '713-555-0121' } };
    const count = async () => (await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM screenings')).rows[0]!.n;
    const before = await count();
    const beside = await h.post('/api/screenings', { ...migraine, answers: [{ criterionId: 12, responseIds: [42, 39] }] });
    expect(beside.statusCode).toBe(400);
    expect(beside.json()).toMatchObject({ code: 'ANSWER_NOT_OFFERED', message: 'Response 42 ("None of these") to criterion 12 stands alone: it cannot be chosen beside another' });
    const twoOfOne = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws10', candidate, answers: [{ criterionId: 1, responseIds: [1, 2] }, ...qualifyingAnswers.slice(1)] });
    expect(twoOfOne.json()).toMatchObject({ code: 'ANSWER_NOT_OFFERED', message: 'Criterion 1 takes one response' });
    const notOffered = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws10', candidate, answers: [{ criterionId: 1, responseIds: [5] }, ...qualifyingAnswers.slice(1)] });
    expect(notOffered.json()).toMatchObject({ code: 'ANSWER_NOT_OFFERED', message: '5 is not a valid response to criterion 1' });
    // One criterion answered twice, a disqualifying "No" then a "Yes": neither order may decide the verdict unseen.
    for (const answers of [[{ criterionId: 1, responseIds: [2] }, ...qualifyingAnswers], [...qualifyingAnswers, { criterionId: 1, responseIds: [2] }]]) {
      const twice = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws10', candidate, answers });
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toMatchObject({ code: 'ANSWER_NOT_OFFERED', message: 'Criterion 1 is answered more than once' });
    }
    expect(await count()).toBe(before);
    // 'None of these' alone is an answer, judged as before.
    const alone = await h.post('/api/screenings', { ...migraine, answers: [{ criterionId: 12, responseIds: [42] }] });
    expect(alone.statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it("keeps no answer to a question the candidate was not asked: a man's answer to the pregnancy question is neither judged nor stored", async () => {
    const { rows: [pregnancy] } = await h.app.db.query<{ id: number; gender: string }>("SELECT id, gender FROM criteria WHERE study_id = 1001 AND gender IS NOT NULL");
    expect(pregnancy?.gender).toBe('female');
    const res = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws10', answers: qualifyingAnswers, candidate: { ...candidate, gender: 'male', phone: '713-555-0122' } });
    expect(res.statusCode).toBe(200);
    const { rows } = await h.app.db.query<{ answers: Record<string, number[]> }>('SELECT answers FROM screenings WHERE id = $1', [res.json().screeningId]);
    expect(Object.keys(rows[0]!.answers).map(Number).sort()).toEqual(qualifyingAnswers.map((a) => a.criterionId).filter((id) => id !== pregnancy!.id).sort());
    // A woman's answer to it is kept.
    const hers = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws10', answers: qualifyingAnswers, candidate: { ...candidate, phone: '713-555-0123' } });
    const { rows: [stored] } = await h.app.db.query<{ answers: Record<string, number[]> }>('SELECT answers FROM screenings WHERE id = $1', [hers.json().screeningId]);
    expect(Object.keys(stored!.answers).map(Number)).toContain(pregnancy!.id);
  });

  it('finds sites by great-circle distance within the study area, nearest first', async () => {
    const near = (await h.post('/api/sites/nearby', { studyId: 1001, postalCode: '77030', country: 'US' })).json();
    expect(near.sites[0]).toMatchObject({ id: expect.any(Number), ssExtId: expect.stringMatching(/^SS-/), distance: expect.any(Number) });
    expect(near.sites[0].distance).toBeLessThan(5);
    expect(near.sites.map((s: { distance: number }) => s.distance)).toEqual([...near.sites.map((s: { distance: number }) => s.distance)].sort((a, b) => a - b));
    const far = (await h.post('/api/sites/nearby', { studyId: 1001, postalCode: '04401', country: 'US' })).json();
    expect(far.sites).toEqual([]);
    const unknown = (await h.post('/api/sites/nearby', { studyId: 1001, postalCode: '00000', country: 'US' })).json();
    expect(unknown.sites).toEqual([]);
  });

  it("finds a study recruiting across the country a site for a valid postcode our table cannot place, and no other study: no 'no study site near you' it cannot know", async () => {
    const gbSites = (await h.app.db.query<{ id: number }>("SELECT id FROM sites WHERE study_id = 1003 AND country = 'GB' ORDER BY id")).rows.map((r) => r.id);
    const unplaced = { birthDate: '1990-01-15', gender: 'female', heightCm: 165, weightKg: 60, postalCode: 'EC1A 1BB', country: 'GB', phone: '+447700900123' };
    const country = (await h.post('/api/screenings', { studyId: 1003, campaign: 'ws10', answers: [], candidate: unplaced })).json();
    expect(country).toMatchObject({ siteFound: true, siteId: gbSites[0] });
    expect(country.reasons).not.toContain('no_site');
    // Study 1004 takes sites within 100 miles: how near cannot be known, and no site is claimed.
    const radius = (await h.post('/api/screenings', { studyId: 1004, campaign: 'ws10', answers: [], candidate: { ...unplaced, postalCode: '3141', country: 'AU', phone: '+61491570006' } })).json();
    expect(radius).toMatchObject({ siteFound: false, siteId: null });
  });

  it('qualifies a candidate who meets every rule and stores the screening', async () => {
    const res = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws10', answers: qualifyingAnswers, candidate });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ passed: true, fullyQualified: true, bioQualified: true, criteriaQualified: true, siteFound: true, reasons: [], view: 'congratulations' });
    const { rows } = await h.app.db.query<{ passed: boolean; reasons: string[] }>('SELECT passed, reasons FROM screenings WHERE id = $1', [res.json().screeningId]);
    expect(rows[0]).toEqual({ passed: true, reasons: [] });
  });

  it('decides itself: a forged client verdict changes nothing', async () => {
    const res = await h.post('/api/screenings', {
      studyId: 1001, campaign: 'ws10', answers: [{ criterionId: 1, responseIds: [2] }, ...qualifyingAnswers.slice(1)],
      candidate: { ...candidate, phone: '713-555-0102' }, verdict: { passed: true, fullyQualified: true },
    });
    expect(res.json()).toMatchObject({ passed: false, fullyQualified: false, criteriaQualified: false, reasons: ['criterion_1_disqualifying'], view: 'disqualified' });
  });

  it("works out an age on the visitor's own date when it is a date somewhere on Earth now, else on the server's", async () => {
    // 15:00 UTC on 2 March: it is 2 March in Honolulu and 3 March in Kiritimati, nowhere 1 or 5 March.
    const verdict = async (birthDate: string, today: string | undefined, phone: string) => (await h.post('/api/screenings', {
      studyId: 1001, campaign: 'ws10', answers: qualifyingAnswers, candidate: { ...candidate, birthDate, ...(today ? { today } : {}), phone },
    })).json() as { passed: boolean; reasons: string[] };
    // 18 on 3 March: qualifies where it is 3 March; 17 on the server's 2 March.
    expect(await verdict('2008-03-03', '2026-03-03', '713-555-0131')).toMatchObject({ passed: true, reasons: [] });
    expect(await verdict('2008-03-03', '2026-03-02', '713-555-0132')).toMatchObject({ passed: false, reasons: ['age_below_min'] });
    expect(await verdict('2008-03-03', undefined, '713-555-0133')).toMatchObject({ passed: false, reasons: ['age_below_min'] });
    // 76 on 3 March, 75 (the study's most) on 2 March.
    expect(await verdict('1950-03-03', '2026-03-03', '713-555-0134')).toMatchObject({ passed: false, reasons: ['age_above_max'] });
    expect(await verdict('1950-03-03', '2026-03-02', '713-555-0135')).toMatchObject({ passed: true, reasons: [] });
    // A date that is nowhere now is not taken: the server's own.
    expect(await verdict('2008-03-03', '2026-03-05', '713-555-0136')).toMatchObject({ passed: false, reasons: ['age_below_min'] });
    expect(await verdict('1950-03-03', '2026-03-01', '713-555-0137')).toMatchObject({ passed: true, reasons: [] });
  });

  it('judges a BMI on its limit from the exact kilograms of a weight typed in pounds (5 ft 5 in, 150 lb: 25.0)', async () => {
    const res = await h.post('/api/screenings', {
      studyId: 1001, campaign: 'ws10', answers: qualifyingAnswers, candidate: { ...candidate, heightCm: 65 * 2.54, weightKg: 150 / 2.20462, phone: '713-555-0138' },
    });
    expect(res.json()).toMatchObject({ passed: true, reasons: [] });
    // The kilograms rounded to a tenth, as the page sent them before: 24.9, under the study's 25.
    const rounded = await h.post('/api/screenings', {
      studyId: 1001, campaign: 'ws10', answers: qualifyingAnswers, candidate: { ...candidate, heightCm: 165.1, weightKg: 68, phone: '713-555-0139' },
    });
    expect(rounded.json()).toMatchObject({ passed: false, reasons: ['bmi_below_min'] });
  });

  it('explains each failed rule with a reason code', async () => {
    const res = await h.post('/api/screenings', {
      studyId: 1001, campaign: 'ws10', answers: qualifyingAnswers.slice(0, 3),
      candidate: { ...candidate, birthDate: '1940-01-01', heightCm: 180, weightKg: 55, postalCode: '04401', phone: '207-555-0103' },
    });
    expect(res.json()).toMatchObject({ passed: false, bioQualified: false, siteFound: false, view: 'noSite' });
    expect(res.json().reasons).toEqual(['age_above_max', 'bmi_below_min', 'no_site', 'criterion_4_unanswered']);
  });

  it('qualifies by what the campaign file says: ws11 (qualifiedBy criteria) on the study\'s questions alone, ws10 in full', async () => {
    // Far from every site of the study, with qualifying answers: not fully qualified, but the questions pass.
    const far = { ...candidate, postalCode: '04401', phone: '207-555-0109' };
    const byCriteria = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws11', answers: qualifyingAnswers, candidate: far });
    expect(byCriteria.json()).toMatchObject({ passed: true, fullyQualified: false, criteriaQualified: true, siteFound: false, reasons: ['no_site'], view: 'congratulations' });
    const inFull = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws10', answers: qualifyingAnswers, candidate: { ...far, phone: '207-555-0110' } });
    expect(inFull.json()).toMatchObject({ passed: false, fullyQualified: false, criteriaQualified: true, view: 'noSite' });
    // A campaign the server does not know is judged in full.
    const unknown = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws11-elsewhere', answers: qualifyingAnswers, candidate: { ...far, phone: '207-555-0111' } });
    expect(unknown.json()).toMatchObject({ passed: false, view: 'noSite' });
  });

  it('a screening without a lead asks after no phone: it cannot tell a script whether a phone passed the study (ws18)', async () => {
    const signedUp = await h.post('/api/leads', { firstName: 'Ann', lastName: 'Lee', phone1: '713-555-0104', postalCode: '77030', country: 'US', gender: 'female', dateOfBirth: '1970-05-05', heightCm: 165, weightKg: 80, sourceInfo: { campaign: 'ws18' } });
    const { id, updateToken } = signedUp.json() as { id: string; updateToken: string };
    const first = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws18', leadId: id, answers: qualifyingAnswers, candidate: { ...candidate, phone: '713-555-0104' } }, { 'x-lead-token': updateToken });
    expect(first.json().passed).toBe(true);
    // The same answers under that phone and under an unused one: the same verdict, so the phone's match is not told.
    const asked = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws18', answers: qualifyingAnswers, candidate: { ...candidate, phone: '(713) 555-0104' } });
    const unused = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws18', answers: qualifyingAnswers, candidate: { ...candidate, phone: '713-555-0199' } });
    expect(asked.json()).toMatchObject({ passed: true, fullyQualified: true, reasons: [], view: 'congratulations' });
    const { screeningId: _a, ...askedVerdict } = asked.json() as Record<string, unknown>;
    const { screeningId: _b, ...unusedVerdict } = unused.json() as Record<string, unknown>;
    expect(askedVerdict).toEqual(unusedVerdict);
  });

  it('refuses a screening for an unknown study or for a lead id without its token, the unknown study first', async () => {
    const unknownStudy = await h.post('/api/screenings', { studyId: 999, campaign: 'ws10', answers: [], candidate });
    expect([unknownStudy.statusCode, unknownStudy.json().code]).toEqual([404, 'STUDY_NOT_FOUND']);
    const stranger = { leadId: '00000000-0000-4000-8000-000000000000', answers: [], candidate };
    const res = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws10', ...stranger }, { 'x-lead-token': 'nope' });
    expect([res.statusCode, res.json().code]).toEqual([404, 'LEAD_NOT_FOUND']);
    const noToken = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws10', ...stranger });
    expect([noToken.statusCode, noToken.json().code]).toEqual([404, 'LEAD_NOT_FOUND']);
    const both = await h.post('/api/screenings', { studyId: 999, campaign: 'ws10', ...stranger }, { 'x-lead-token': 'nope' });
    expect([both.statusCode, both.json().code]).toEqual([404, 'STUDY_NOT_FOUND']);
  });

  it('refuses a campaign name that is no name (a key of every object, a path, an address, a name), and stores nothing', async () => {
    const before = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM screenings');
    for (const campaign of ['__proto__', '../../etc/passwd', 'alice@example.com', 'Ana Diaz']) {
      const res = await h.post('/api/screenings', { studyId: 1001, campaign, answers: qualifyingAnswers, candidate });
      expect([campaign, res.statusCode]).toEqual([campaign, 400]);
      const lead = await h.post('/api/leads', { firstName: 'Ana', lastName: 'Diaz', phone1: '713-555-0144', postalCode: '77030', country: 'US', sourceInfo: { campaign } });
      expect([campaign, lead.statusCode]).toEqual([campaign, 400]);
    }
    const after = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM screenings');
    expect(after.rows).toEqual(before.rows);
    expect((await h.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM leads WHERE first_name = 'Ana' AND last_name = 'Diaz'")).rows).toEqual([{ n: 0 }]);
  });
}, { now: () => now });

eachDatabase('screening dry run', (h) => {
  it('judges without recording, so a partner check never counts as a match', async () => {
    const body = { studyId: 1001, campaign: 'ps2', answers: qualifyingAnswers, candidate: { ...candidate, phone: '713-555-0199' }, dryRun: true };
    const first = (await h.post('/api/screenings', body)).json();
    expect(first).toMatchObject({ screeningId: null, passed: true });
    const again = (await h.post('/api/screenings', body)).json();
    expect(again).toMatchObject({ passed: true, reasons: [] });
  });
}, { now: () => now });

// Spec §4 "Phone match" and the ws10 back-and-finish-again report: the visitor of the spec's example on study 1001.
const man = { gender: 'male', birthDate: '1970-05-05', heightCm: 167.64, weightKg: 77.11, postalCode: '77030', country: 'US' };
const manAnswers = [{ criterionId: 1, responseIds: [1] }, { criterionId: 2, responseIds: [5] }, { criterionId: 3, responseIds: [9] }];
const failingAnswers = [{ criterionId: 1, responseIds: [1] }, { criterionId: 2, responseIds: [7] }, { criterionId: 3, responseIds: [9] }];
const leadBody = (phone1: string) => ({ firstName: 'Sam', lastName: 'Ortiz', phone1, postalCode: '77030', country: 'US', gender: 'male', dateOfBirth: '1970-05-05', heightCm: man.heightCm, weightKg: man.weightKg, sourceInfo: { campaign: 'ws10' } });

eachDatabase('screenings per lead and study, and the already-matched check', (h) => {
  const newLead = async (phone: string) => {
    const res = await h.post('/api/leads', leadBody(phone));
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; updateToken: string };
  };
  const screenAs = (lead: { id: string; updateToken: string } | null, campaign: string, phone: string, answers = manAnswers) =>
    h.post('/api/screenings', { studyId: 1001, campaign, answers, candidate: { ...man, phone }, ...(lead ? { leadId: lead.id } : {}) }, lead ? { 'x-lead-token': lead.updateToken } : {});
  const rowsOf = async (leadId: string) => (await h.app.db.query<{ id: string; passed: boolean; fully_qualified: boolean; reasons: string[]; campaign: string; answers: Record<string, number[]> }>(
    'SELECT id, passed, fully_qualified, reasons, campaign, answers FROM screenings WHERE lead_id = $1 AND study_id = 1001', [leadId])).rows;

  it("refuses a real lead screened with another lead's token (404 LEAD_NOT_FOUND) and stores nothing for either", async () => {
    const owner = await newLead('713-555-0311');
    const other = await newLead('713-555-0312');
    const res = await screenAs({ id: owner.id, updateToken: other.updateToken }, 'ws10', '713-555-0311');
    expect([res.statusCode, res.json().code]).toEqual([404, 'LEAD_NOT_FOUND']);
    expect(await rowsOf(owner.id)).toEqual([]);
    expect(await rowsOf(other.id)).toEqual([]);
    // Its own token is taken: the refusal was the token's, not the lead's or the answers'.
    expect((await screenAs(owner, 'ws10', '713-555-0311')).statusCode).toBe(200);
    expect(await rowsOf(owner.id)).toHaveLength(1);
  });

  it('a lead who finishes ws10 again with the same answers still qualifies, and its one row is updated', async () => {
    const lead = await newLead('713-555-0301');
    const first = await screenAs(lead, 'ws10', '713-555-0301');
    expect(first.json()).toMatchObject({ passed: true, fullyQualified: true, reasons: [], view: 'congratulations' });
    const again = await screenAs(lead, 'ws10', '713-555-0301');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ screeningId: first.json().screeningId, passed: true, fullyQualified: true, reasons: [], view: 'congratulations' });
    expect(await rowsOf(lead.id)).toEqual([expect.objectContaining({ id: first.json().screeningId, passed: true, fully_qualified: true, reasons: [] })]);
  });

  it('the same lead on a campaign that checks the phone (ws18) is not matched by its own earlier screening', async () => {
    const lead = await newLead('713-555-0302');
    expect((await screenAs(lead, 'ws18', '713-555-0302')).json()).toMatchObject({ passed: true, reasons: [] });
    const again = (await screenAs(lead, 'ws18', '(713) 555-0302')).json();
    expect(again).toMatchObject({ passed: true, fullyQualified: true, reasons: [], view: 'congratulations' });
    expect(await rowsOf(lead.id)).toHaveLength(1);
  });

  it('a re-screening with other answers replaces the stored verdict and answers, and answers with the new verdict', async () => {
    const lead = await newLead('713-555-0303');
    const first = (await screenAs(lead, 'ws10', '713-555-0303')).json();
    const changed = (await screenAs(lead, 'ws18', '713-555-0303', failingAnswers)).json();
    expect(changed).toMatchObject({ screeningId: first.screeningId, passed: false, fullyQualified: false, reasons: ['criterion_2_disqualifying'], view: 'disqualified' });
    expect(await rowsOf(lead.id)).toEqual([{ id: first.screeningId, passed: false, fully_qualified: false, reasons: ['criterion_2_disqualifying'], campaign: 'ws18', answers: { 1: [1], 2: [7], 3: [9] } }]);
  });

  it('two screenings of one lead at once still leave one row', async () => {
    const lead = await newLead('713-555-0304');
    const both = await Promise.all([screenAs(lead, 'ws10', '713-555-0304'), screenAs(lead, 'ws10', '713-555-0304')]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await rowsOf(lead.id)).toHaveLength(1);
  });

  it('the same person from a new browser (a new lead, same phone) qualifies on ws10 and is already matched on ws18', async () => {
    const first = await newLead('713-555-0305');
    expect((await screenAs(first, 'ws10', '713-555-0305')).json()).toMatchObject({ passed: true });
    const second = await newLead('713-555-0305');
    expect((await screenAs(second, 'ws10', '713 555 0305')).json()).toMatchObject({ passed: true, fullyQualified: true, reasons: [], view: 'congratulations' });
    const third = await newLead('713-555-0305');
    expect((await screenAs(third, 'ws18', '713-555-0305')).json()).toMatchObject({ passed: false, fullyQualified: false, reasons: ['already_matched'], view: 'alreadyMatched' });
    expect(await rowsOf(third.id)).toEqual([expect.objectContaining({ passed: false, reasons: ['already_matched'] })]);
  });

  it("an anonymous passed screening is nobody's sign-up: it keeps no phone and never counts against a lead (ws21); another lead's pass does, a failed one does not", async () => {
    expect((await screenAs(null, 'ws10', '713-555-0306')).json()).toMatchObject({ passed: true });
    expect((await h.app.db.query('SELECT phone_hash FROM screenings WHERE lead_id IS NULL')).rows).toEqual(expect.arrayContaining([{ phone_hash: null }]));
    expect((await h.app.db.query('SELECT 1 FROM screenings WHERE lead_id IS NULL AND phone_hash IS NOT NULL')).rows).toEqual([]);
    const lead = await newLead('713-555-0306');
    expect((await screenAs(lead, 'ws21', '713-555-0306')).json()).toMatchObject({ passed: true, reasons: [] });
    const failed = await newLead('713-555-0307');
    expect((await screenAs(failed, 'ws10', '713-555-0307', failingAnswers)).json()).toMatchObject({ passed: false });
    const earlier = await newLead('713-555-0309');
    expect((await screenAs(earlier, 'ws10', '713-555-0309')).json()).toMatchObject({ passed: true });
    for (const [phone, reasons] of [['713-555-0307', []], ['713-555-0309', ['already_matched']]] as const) {
      const other = await newLead(phone);
      expect((await screenAs(other, 'ws21', phone)).json()).toMatchObject({ reasons });
    }
  });

  it("a lead is matched by its own stored phone, never by the phone its screening names: naming someone else's neither locks them out nor asks after them", async () => {
    const victim = await newLead('713-555-0313');
    expect((await screenAs(victim, 'ws10', '713-555-0313')).json()).toMatchObject({ passed: true });
    const script = await newLead('713-555-0314');
    // Asking after the victim's phone through its own lead finds nothing: the match is by the script lead's phone.
    expect((await screenAs(script, 'ws18', '713-555-0313')).json()).toMatchObject({ passed: true, reasons: [] });
    const stored = await h.app.db.query<{ phone_hash: string }>('SELECT phone_hash FROM screenings WHERE lead_id = $1', [script.id]);
    expect(stored.rows).toEqual([{ phone_hash: createHash('sha256').update('+17135550314').digest('hex') }]);
    // The victim's new visit is not refused for the script's screening: the only other pass with its phone is its own old lead's.
    const newcomer = await newLead('713-555-0314');
    expect((await screenAs(newcomer, 'ws18', '713-555-0314')).json()).toMatchObject({ passed: false, reasons: ['already_matched'] });
    const back = await newLead('713-555-0313');
    expect((await screenAs(back, 'ws18', '713-555-0313')).json()).toMatchObject({ passed: false, reasons: ['already_matched'] });
    const untouched = await newLead('713-555-0315');
    expect((await screenAs(untouched, 'ws18', '713-555-0313')).json()).toMatchObject({ passed: true, reasons: [] });
  });

  it("a lead saved under a stranger's phone does not lock the stranger out: the same person is the same phone and birth date", async () => {
    // A script saves a passing lead under the victim's phone, with a birth date of its own.
    const script = (await h.post('/api/leads', { ...leadBody('713-555-0319'), firstName: 'Mallory', dateOfBirth: '1980-01-01' })).json() as { id: string; updateToken: string };
    expect((await screenAs(script, 'ws10', '713-555-0319')).json()).toMatchObject({ passed: true });
    const victim = await newLead('713-555-0319');
    expect((await screenAs(victim, 'ws18', '713-555-0319')).json()).toMatchObject({ passed: true, fullyQualified: true, reasons: [] });
    // The victim's own second visit, the same phone and birth date, is the same person: already matched.
    const again = await newLead('713-555-0319');
    expect((await screenAs(again, 'ws18', '713-555-0319')).json()).toMatchObject({ passed: false, reasons: ['already_matched'], view: 'alreadyMatched' });
    // A lead without a birth date (an age only) matches nobody, and nobody it.
    const ageOnly = (await h.post('/api/leads', { ...leadBody('713-555-0319'), dateOfBirth: undefined, age: 56 })).json() as { id: string; updateToken: string };
    expect((await screenAs(ageOnly, 'ws18', '713-555-0319')).json()).toMatchObject({ reasons: [] });
  });

  it('twins sharing a phone and a birth date are not one another: another first name, or another gender, is not already matched; the same name in another case is', async () => {
    const sam = await newLead('713-555-0331');
    expect((await screenAs(sam, 'ws10', '713-555-0331')).json()).toMatchObject({ passed: true });
    const twin = async (more: object) => (await h.post('/api/leads', { ...leadBody('713-555-0331'), ...more })).json() as { id: string; updateToken: string };
    expect((await screenAs(await twin({ firstName: 'Leo' }), 'ws18', '713-555-0331')).json()).toMatchObject({ passed: true, reasons: [] });
    expect((await screenAs(await twin({ gender: 'female' }), 'ws18', '713-555-0331')).json().reasons).not.toContain('already_matched');
    expect((await screenAs(await twin({ firstName: ' sAM ' }), 'ws18', '713-555-0331')).json()).toMatchObject({ passed: false, reasons: ['already_matched'] });
  });

  it("a lead is judged by no laxer rule than its own campaign's: ws11's criteria alone for a ws11 lead, full qualification for a ws10 lead screened as ws11", async () => {
    const tooOld = { ...man, birthDate: '1930-01-01' };
    const screenOld = (lead: { id: string; updateToken: string }) =>
      h.post('/api/screenings', { studyId: 1001, campaign: 'ws11', leadId: lead.id, answers: manAnswers, candidate: { ...tooOld, phone: '713-555-0316' } }, { 'x-lead-token': lead.updateToken });
    const oldLead = async (phone: string, campaign: string) =>
      (await h.post('/api/leads', { ...leadBody(phone), dateOfBirth: tooOld.birthDate, sourceInfo: { campaign } })).json() as { id: string; updateToken: string };
    const ws10Lead = await oldLead('713-555-0316', 'ws10');
    expect((await screenOld(ws10Lead)).json()).toMatchObject({ passed: false, criteriaQualified: true, reasons: ['age_above_max'] });
    const ws11Lead = await oldLead('713-555-0317', 'ws11');
    expect((await screenOld(ws11Lead)).json()).toMatchObject({ passed: true, criteriaQualified: true, reasons: ['age_above_max'] });
    // A lead of a campaign this server does not know is judged the stricter way.
    const unknown = await oldLead('713-555-0318', 'gone');
    expect((await screenOld(unknown)).json()).toMatchObject({ passed: false });
  });

  it("a lead's screening judges the lead as stored, not the person its request names: a lead of 96 in Maine does not pass as a man of 56 in Houston; a dry run and a screening of nobody judge the request's", async () => {
    const stored = (await h.post('/api/leads', { ...leadBody('713-555-0320'), dateOfBirth: '1930-01-01', postalCode: '04401', heightCm: 150, weightKg: 150 })).json() as { id: string; updateToken: string };
    const named = await screenAs(stored, 'ws10', '713-555-0320');
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ passed: false, fullyQualified: false, siteFound: false, reasons: expect.arrayContaining(['age_above_max', 'bmi_above_max', 'no_site']) });
    expect((await rowsOf(stored.id))[0]).toMatchObject({ passed: false, fully_qualified: false });
    // The same lead with its facts corrected (the page saves them before it screens) passes.
    expect((await h.put(`/api/leads/${stored.id}`, leadBody('713-555-0320'), { 'x-lead-token': stored.updateToken })).statusCode).toBe(200);
    expect((await screenAs(stored, 'ws10', '713-555-0320')).json()).toMatchObject({ passed: true, fullyQualified: true, reasons: [] });
    // A lead saved with an age and no birth date is judged by that age.
    const aged = (await h.post('/api/leads', { ...leadBody('713-555-0321'), dateOfBirth: undefined, age: 96 })).json() as { id: string; updateToken: string };
    expect((await screenAs(aged, 'ws10', '713-555-0321')).json()).toMatchObject({ passed: false, reasons: ['age_above_max'] });
    // Recorded nowhere, a dry run and a screening of nobody judge what they are sent.
    const dry = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws10', answers: manAnswers, candidate: { ...man, phone: '713-555-0320' }, leadId: stored.id, dryRun: true }, { 'x-lead-token': stored.updateToken });
    expect(dry.json()).toMatchObject({ passed: true, screeningId: null });
    expect((await screenAs(null, 'ws10', '713-555-0322')).json()).toMatchObject({ passed: true });
  });

  it('campaigns derived from ws10 without a phone-match step (ws15, ps2) do not check', async () => {
    expect((await screenAs(null, 'ws18', '713-555-0308')).json()).toMatchObject({ passed: true });
    for (const campaign of ['ws15', 'ws16', 'ps2']) {
      const lead = await newLead('713-555-0308');
      expect((await screenAs(lead, campaign, '713-555-0308')).json()).toMatchObject({ passed: true, reasons: [] });
    }
  });
}, { now: () => now });
