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

  it("gives a visit back the landing it has, when it is one of this signup's, rather than record a reload as a landing of its own", async () => {
    const payload = async (query: string) => h.app.inject({ method: 'GET', url: `/api/initial_payload?${query}` });
    const landings = async () => Number((await h.app.db.query<{ n: string }>('SELECT count(*) AS n FROM landings')).rows[0]?.n);
    const first = (await payload('signup=s6&language=en')).json().leadLpParamId as string;
    const before = await landings();
    expect((await payload(`signup=s6&language=es&landingId=${first}`)).json().leadLpParamId).toBe(first);
    expect(await landings()).toBe(before);
    // Another study's link of the same signup, in the same tab, is a landing of its own.
    const study = (await payload(`signup=s6&studyId=1002&landingId=${first}`)).json().leadLpParamId;
    expect(study).not.toBe(first);
    expect((await payload(`signup=s6&studyId=1002&landingId=${study}`)).json().leadLpParamId).toBe(study);
    // Another signup's landing, or one that does not exist, is not this visit's: a new one is recorded.
    const other = (await payload(`signup=ws10&studyId=1001&landingId=${first}`)).json().leadLpParamId;
    expect(other).not.toBe(first);
    const unknown = (await payload('signup=s6&landingId=00000000-0000-4000-8000-000000000000')).json().leadLpParamId;
    expect(unknown).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(await landings()).toBe(before + 3);
    expect((await payload('signup=s6&landingId=not-a-landing')).statusCode).toBe(400);
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

const cloudfront = {
  'cloudfront-viewer-country': 'US', 'cloudfront-viewer-country-region': 'TX', 'cloudfront-viewer-postal-code': '77030',
  'cloudfront-viewer-latitude': '29.7079', 'cloudfront-viewer-longitude': '-95.4014',
};

eachDatabase('initial payload: where the visitor is and came from, behind CloudFront', (h) => {
  it("reads the edge's location headers, the link's country first, and keeps only the referrer's origin and path", async () => {
    const body = (await h.app.inject({ method: 'GET', url: `/api/initial_payload?signup=s6&language=en&referrer=${encodeURIComponent('https://news.example/trials?email=a%40b.co#x')}`, headers: cloudfront })).json();
    expect(body).toMatchObject({ country: 'US', postalCode: '77030', region: 'TX', latlong: { lat: 29.7079, lng: -95.4014 }, referrerUrl: 'https://news.example/trials' });
    const linked = (await h.app.inject({ method: 'GET', url: '/api/initial_payload?signup=s6&language=en&country=gb', headers: cloudfront })).json();
    expect(linked).toMatchObject({ country: 'GB', postalCode: '77030', referrerUrl: null });
  });

  it('gives nothing for headers it does not believe, and refuses an overlong referrer', async () => {
    const body = (await h.app.inject({ method: 'GET', url: '/api/initial_payload?signup=s6&language=en&referrer=javascript:alert(1)', headers: { 'cf-ipcountry': 'GB', 'cloudfront-viewer-postal-code': '<b>' } })).json();
    expect(body).toMatchObject({ country: null, postalCode: null, region: null, latlong: null, referrerUrl: null });
    const long = await h.app.inject({ method: 'GET', url: `/api/initial_payload?signup=s6&language=en&referrer=https://a.example/${'p'.repeat(600)}` });
    expect(long.statusCode).toBe(400);
  });
}, { geoHeaders: 'cloudfront' });

eachDatabase('initial payload without a CDN', (h) => {
  it("believes no location header a visitor sends: GEO_HEADERS is 'none' by default", async () => {
    const body = (await h.app.inject({ method: 'GET', url: '/api/initial_payload?signup=s6&language=en', headers: cloudfront })).json();
    expect(body).toMatchObject({ country: null, postalCode: null, region: null, latlong: null, referrerUrl: null });
  });
});
