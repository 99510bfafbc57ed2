import { expect, it } from 'vitest';
import { eachDatabase } from './harness.ts';

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
  });

  it('gives an invalid postal code no results', async () => {
    const res = (await h.post('/api/studies/search', { postalCode: '00000', country: 'US' })).json();
    expect(res).toEqual({ valid: false, studies: [], nearbyStudies: [], searchedPostalCode: '00000' });
  });

  it('answers in Spanish and marks healthy-volunteer studies', async () => {
    const res = (await h.post('/api/studies/search', { postalCode: '33136', country: 'US', locale: 'es' })).json();
    const flu = [...res.studies, ...res.nearbyStudies].find((s: { id: number }) => s.id === 1005);
    expect(flu).toMatchObject({ healthyVolunteer: expect.any(Boolean), title: expect.stringMatching(/gripe|influenza/i) });
  });
});
