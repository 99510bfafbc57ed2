import { expect, it } from 'vitest';
import { eachDatabase } from './harness.ts';

eachDatabase('initial payload and indication categories', (h) => {
  it('returns a featured study and a landing id without a study', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/initial_payload?signup=s6&language=en' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.study).toBeNull();
    expect(body.featuredStudy).toMatchObject({ id: 1001, isSimulation: false });
    expect(body.leadLpParamId).toMatch(/^[0-9a-f-]{36}$/);
    // RECORDING_ENABLED defaults to on (tests/api/recording.test.ts covers it off).
    expect(body.enableRecording).toBe(true);
  });

  it('returns the study, its indication and Spanish text for a study id', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/initial_payload?signup=s6&language=es&studyId=1002' });
    const body = res.json();
    expect(body.study).toMatchObject({ id: 1002, externalId: 'BRX-AST-204', indicationIds: [expect.any(Number)] });
    expect(body.indication.id).toBe(body.study.indicationIds[0]);
    expect(body.indication.name).toBe('Asma');
    expect(body.leadLpParamsStudyIds).toEqual([1002]);
  });

  it('lists categories per locale and never lists conditions named like "candidate for"', async () => {
    const en = (await h.app.inject({ method: 'GET', url: '/api/indication_categories?locale=en' })).json();
    const es = (await h.app.inject({ method: 'GET', url: '/api/indication_categories?locale=es' })).json();
    const names = (body: { categories: Array<{ indications: Array<{ name: string }> }> }) => body.categories.flatMap((c) => c.indications.map((i) => i.name));
    expect(names(en)).toContain('Asthma');
    expect(names(es)).toContain('Asma');
    expect(names(en).some((n) => /candidate for/i.test(n))).toBe(false);
    expect(en.categories.length).toBe(es.categories.length);
  });
});
