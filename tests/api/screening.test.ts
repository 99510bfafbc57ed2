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
    expect((await h.app.inject({ method: 'GET', url: '/api/studies/999/criteria' })).statusCode).toBe(404);
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

  it('explains each failed rule with a reason code', async () => {
    const res = await h.post('/api/screenings', {
      studyId: 1001, campaign: 'ws10', answers: qualifyingAnswers.slice(0, 3),
      candidate: { ...candidate, birthDate: '1940-01-01', heightCm: 180, weightKg: 55, postalCode: '04401', phone: '207-555-0103' },
    });
    expect(res.json()).toMatchObject({ passed: false, bioQualified: false, siteFound: false, view: 'noSite' });
    expect(res.json().reasons).toEqual(['age_above_max', 'bmi_below_min', 'no_site', 'criterion_4_unanswered']);
  });

  it('a phone already matched to the study is not fully qualified again', async () => {
    const first = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws10', answers: qualifyingAnswers, candidate: { ...candidate, phone: '713-555-0104' } });
    expect(first.json().passed).toBe(true);
    const again = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws10', answers: qualifyingAnswers, candidate: { ...candidate, phone: '(713) 555-0104' } });
    expect(again.json()).toMatchObject({ passed: false, reasons: ['already_matched'] });
  });

  it('refuses a screening for an unknown study or someone else\'s lead', async () => {
    expect((await h.post('/api/screenings', { studyId: 999, campaign: 'ws10', answers: [], candidate })).statusCode).toBe(404);
    const res = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws10', leadId: '00000000-0000-4000-8000-000000000000', answers: [], candidate }, { 'x-lead-token': 'nope' });
    expect(res.statusCode).toBe(404);
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
