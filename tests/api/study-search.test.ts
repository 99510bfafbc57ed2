import { expect, it } from 'vitest';
import { eachDatabase, statementsOf } from './harness.ts';

eachDatabase('study search', (h) => {
  it('finds recruiting studies with a site near the postal code, nearest first, without simulations', async () => {
    const res = await h.post('/api/studies/search', { postalCode: '77030', country: 'US', locale: 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.valid).toBe(true);
    const all = [...body.studies, ...body.nearbyStudies];
    expect(all.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([1001, 1007]));
    expect(all.some((s: { id: number }) => s.id === 1006)).toBe(false);
    const distances = body.studies.map((s: { distance: number }) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('splits results by the chosen conditions and removes studies already failed', async () => {
    const byCondition = (await h.post('/api/studies/search', { postalCode: '77030', country: 'US', indicationIds: [101] })).json();
    expect(byCondition.studies.map((s: { id: number }) => s.id)).toEqual([1001]);
    expect(byCondition.nearbyStudies.map((s: { id: number }) => s.id)).toContain(1007);
    const failed = (await h.post('/api/studies/search', { postalCode: '77030', country: 'US', indicationIds: [101], failedStudyIds: [1001] })).json();
    expect(failed.studies).toEqual([]);
    const query = (await h.post('/api/studies/search', { postalCode: '77030', country: 'US', query: 'lung' })).json();
    expect(query.studies.map((s: { id: number }) => s.id)).toEqual([1007]);
    // A Spanish page's words, typed without their accents or with them in capitals, find the same study.
    for (const typed of ['cancer de pulmon', 'CÁNCER DE PULMÓN']) {
      const spanish = (await h.post('/api/studies/search', { postalCode: '77030', country: 'US', locale: 'es', query: typed })).json();
      expect(spanish.studies.map((s: { id: number }) => s.id)).toEqual([1007]);
    }
  });

  it('gives an invalid postal code no results', async () => {
    const res = (await h.post('/api/studies/search', { postalCode: '00000', country: 'US' })).json();
    expect(res).toEqual({ valid: false, studies: [], nearbyStudies: [], searchedPostalCode: '00000' });
  });

  it('gives a country we do not serve no results, as the postal check does, not a failure', async () => {
    for (const country of ['ZZ', 'FR']) {
      const res = await h.post('/api/studies/search', { postalCode: ' 75001 ', country });
      expect(res.statusCode, country).toBe(200);
      expect(res.json()).toEqual({ valid: false, studies: [], nearbyStudies: [], searchedPostalCode: '75001' });
    }
  });

  it('gives each study the nearest of its own sites in its target area, whatever the country (one query for all studies)', async () => {
    const found = async (postalCode: string, country: string) => {
      const body = (await h.post('/api/studies/search', { postalCode, country })).json();
      return [...body.studies, ...body.nearbyStudies].map((s: { id: number; distance: number }) => [s.id, s.distance] as const).sort((a, b) => a[0] - b[0]);
    };
    // Houston: two studies have a site in the same postal code; 1003 takes sites anywhere in the country, the nearest
    // of its two in New York and San Francisco; 1002 (75 miles) and 1005 (50 miles, Miami) are too far.
    const houston = await found('77030', 'US');
    const study1003 = (await h.post('/api/sites/nearby', { studyId: 1003, postalCode: '77030', country: 'US' })).json().sites;
    expect(study1003.map((s: { distance: number }) => s.distance)).toEqual([...study1003.map((s: { distance: number }) => s.distance)].sort((a, b) => a - b));
    expect(study1003[0].distance).toBeGreaterThan(1000);
    expect(houston).toEqual([[1001, 0], [1003, study1003[0].distance], [1007, 0]]);
    // Outside the US, from the shipped table: London has 1003's own site; Toronto 1002's (1003's Country area is the
    // country searched from, where it has none); Melbourne 1004's.
    expect(await found('SE1 7EH', 'GB')).toEqual([[1003, 0]]);
    expect(await found('M5G 2C4', 'CA')).toEqual([[1002, 0]]);
    expect(await found('3000', 'AU')).toEqual([[1004, 0]]);
    // A valid postcode our table cannot place (most of the country's): 1003, which recruits across the country, is
    // found without a distance; 1004's 100-mile radius in Australia cannot be judged, and finds nothing.
    expect(await found('EC1A 1BB', 'GB')).toEqual([[1003, null]]);
    expect(await found('3141', 'AU')).toEqual([]);
    const unplaced = (await h.post('/api/sites/nearby', { studyId: 1003, postalCode: 'EC1A 1BB', country: 'GB' })).json().sites;
    expect(unplaced.length).toBeGreaterThan(0);
    expect(unplaced.every((site: { distance: number | null }) => site.distance === null)).toBe(true);
    // A code the postal check refuses is no visitor's: nothing is found for it, Country study or not.
    for (const [postalCode, country] of [['12345', 'GB'], ['99999', 'US']]) {
      expect((await h.post('/api/sites/nearby', { studyId: 1003, postalCode, country })).json().sites).toEqual([]);
    }
  });

  it('answers in Spanish and marks healthy-volunteer studies', async () => {
    const res = (await h.post('/api/studies/search', { postalCode: '33136', country: 'US', locale: 'es' })).json();
    const flu = [...res.studies, ...res.nearbyStudies].find((s: { id: number }) => s.id === 1005);
    expect(flu).toMatchObject({ healthyVolunteer: expect.any(Boolean), title: expect.stringMatching(/gripe|influenza/i) });
  });
});

// Spec §4 "Study search": studies already failed are removed; the server knows a lead's failures from its screenings.
eachDatabase('study search leaves out the studies a lead failed', (h) => {
  const candidate = { gender: 'male', birthDate: '1970-05-05', heightCm: 167.64, weightKg: 77.11, postalCode: '77030', country: 'US', phone: '713-555-0401' };
  const passing = [{ criterionId: 1, responseIds: [1] }, { criterionId: 2, responseIds: [5] }, { criterionId: 3, responseIds: [9] }];
  const failing = [{ criterionId: 1, responseIds: [1] }, { criterionId: 2, responseIds: [7] }, { criterionId: 3, responseIds: [9] }];
  const newLead = async () => {
    const res = await h.post('/api/leads', { firstName: 'Sam', lastName: 'Ortiz', phone1: '713-555-0401', postalCode: '77030', country: 'US', gender: 'male', dateOfBirth: '1970-05-05', heightCm: 167.64, weightKg: 77.11, sourceInfo: { campaign: 'ws10' } });
    return res.json() as { id: string; updateToken: string };
  };
  const screen = (lead: { id: string; updateToken: string }, answers: typeof passing) =>
    h.post('/api/screenings', { studyId: 1001, campaign: 'ws10', leadId: lead.id, answers, candidate }, { 'x-lead-token': lead.updateToken });
  const search = (extra: object = {}, headers: Record<string, string> = {}) =>
    h.post('/api/studies/search', { postalCode: '77030', country: 'US', indicationIds: [101], ...extra }, headers);
  const ids = (body: { studies: Array<{ id: number }>; nearbyStudies: Array<{ id: number }> }) => [...body.studies, ...body.nearbyStudies].map((s) => s.id);

  it('removes a study the lead failed when the search carries the lead and its token', async () => {
    const lead = await newLead();
    expect((await screen(lead, failing)).json()).toMatchObject({ passed: false, fullyQualified: false });
    const mine = await search({ leadId: lead.id }, { 'x-lead-token': lead.updateToken });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().studies).toEqual([]);
    expect(ids(mine.json())).not.toContain(1001);
    expect(ids(mine.json())).toContain(1007);
    // Without the lead the same search still shows it; another lead's failure is not this one's.
    expect((await search()).json().studies.map((s: { id: number }) => s.id)).toEqual([1001]);
    const other = await newLead();
    expect((await search({ leadId: other.id }, { 'x-lead-token': other.updateToken })).json().studies.map((s: { id: number }) => s.id)).toEqual([1001]);
  });

  it('shows the study again once the lead screens again and qualifies, and keeps a study it qualified for', async () => {
    const lead = await newLead();
    await screen(lead, failing);
    expect((await screen(lead, passing)).json()).toMatchObject({ passed: true, fullyQualified: true });
    expect((await search({ leadId: lead.id }, { 'x-lead-token': lead.updateToken })).json().studies.map((s: { id: number }) => s.id)).toEqual([1001]);
  });

  it('adds the studies the browser names to the lead\'s own failures', async () => {
    const lead = await newLead();
    await screen(lead, failing);
    const body = (await search({ leadId: lead.id, failedStudyIds: [1007], indicationIds: [] }, { 'x-lead-token': lead.updateToken })).json();
    expect(ids(body)).not.toContain(1001);
    expect(ids(body)).not.toContain(1007);
  });

  it("reads the lead's failed studies in the statement that checks its token: four statements in all", async () => {
    const lead = await newLead();
    await screen(lead, failing);
    const { ran, answer } = await statementsOf(h.app, () => search({ leadId: lead.id }, { 'x-lead-token': lead.updateToken }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().studies).toEqual([]);
    expect(ran, ran.join('\n')).toHaveLength(4);
    expect(ran[0]).toMatch(/FROM leads WHERE id = \$1 AND update_token_hash = \$2.*FROM screenings WHERE lead_id = \$1/);
    expect(ran[1]).toMatch(/FROM studies s LEFT JOIN study_indications/);
    expect(ran[2]).toMatch(/FROM sites WHERE study_id = ANY/);
    // The places of the sites the postal directory does not hold (those outside the United States), all at once.
    expect(ran[3]).toMatch(/FROM postal_codes WHERE \(country, postal_code\) IN/);
  });

  it('refuses a lead id without its token, as screenings do', async () => {
    const lead = await newLead();
    const wrong = await search({ leadId: lead.id }, { 'x-lead-token': 'not-the-token' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'LEAD_NOT_FOUND' });
    expect((await search({ leadId: lead.id })).statusCode).toBe(404);
    // An unknown lead with a token is no lead either, and a lead's own token does not open another lead.
    expect((await search({ leadId: '00000000-0000-4000-8000-000000000000' }, { 'x-lead-token': lead.updateToken })).statusCode).toBe(404);
    const other = await newLead();
    expect((await search({ leadId: other.id }, { 'x-lead-token': lead.updateToken })).statusCode).toBe(404);
  });
});
