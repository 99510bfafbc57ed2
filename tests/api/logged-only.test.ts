/**
 * Spec §8 "Logged only": the events the server notices are written to its log at their level (warning,
 * error, info), with ids for context and no personal data. The browser's own (invalid ps, unknown landing page,
 * formatPhone's notice, a stored country we do not support) are covered by unit tests of the functions that
 * report them.
 */
import { beforeEach, expect, it } from 'vitest';
import { eachDatabase } from './harness.ts';

const lines: string[] = [];
const logStream = { write: (line: string) => { lines.push(line); } };
type Line = { level: number; msg: string } & Record<string, unknown>;
const logged = (msg: string): Line[] => lines.map((l) => JSON.parse(l) as Line).filter((l) => l.msg === msg);
// pino's numbers.
const INFO = 30;
const WARN = 40;
const ERROR = 50;

eachDatabase('events that are logged only', (h) => {
  beforeEach(() => { lines.length = 0; });

  it("'Unable to find country {code} assuming USA' is a warning", async () => {
    expect((await h.post('/api/can_call_now', { indicationIds: [], country: 'FR' })).statusCode).toBe(200);
    expect(logged('Unable to find country FR assuming USA').map((l) => l.level)).toEqual([WARN]);
    const screening = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws10', answers: [], candidate: { postalCode: '77030', country: 'XX' } });
    expect(screening.statusCode).toBe(200);
    expect(logged('Unable to find country XX assuming USA')).toEqual([expect.objectContaining({ level: WARN, studyId: 1001 })]);
    // A screening refused for its study logs nothing about the country it gave.
    const unknownStudy = await h.post('/api/screenings', { studyId: 999, campaign: 'ws10', answers: [], candidate: { postalCode: '77030', country: 'XY' } });
    expect(unknownStudy.statusCode).toBe(404);
    expect(logged('Unable to find country XY assuming USA')).toEqual([]);
  });

  it("'Criterion with id not found' is a warning naming the criterion and the study", async () => {
    const res = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws10', answers: [{ criterionId: 1, responseIds: [1] }, { criterionId: 9999, responseIds: [1] }], candidate: { postalCode: '77030', country: 'US' } });
    expect(res.statusCode).toBe(200);
    expect(logged('Criterion with id not found')).toEqual([expect.objectContaining({ level: WARN, criterionId: 9999, studyId: 1001 })]);
  });

  it('a study with no associated indications is a warning', async () => {
    await h.app.db.query('DELETE FROM study_indications WHERE study_id = 1004');
    expect((await h.app.inject({ method: 'GET', url: '/api/initial_payload?signup=ws10&studyId=1004' })).statusCode).toBe(200);
    expect(logged('study with no associated indications')).toEqual([expect.objectContaining({ level: WARN, studyId: 1004 })]);
  });

  it('an invalid flow is an error, ten a minute at most: an anonymous script cannot raise more alerts than that', async () => {
    await h.post('/api/redirect_debug', { attemptedCampaign: 'zz9' });
    expect(logged('invalid flow requested; default flow used')).toEqual([expect.objectContaining({ level: ERROR, attemptedCampaign: 'zz9' })]);
    for (let i = 0; i < 11; i++) await h.post('/api/redirect_debug', { attemptedCampaign: `zz${i}` });
    const lines = logged('invalid flow requested; default flow used');
    expect(lines.map((l) => l.level)).toEqual([...Array(10).fill(ERROR), INFO, INFO]);
    expect(lines.at(-1)).toMatchObject({ attemptedCampaign: 'zz10', overErrorBudget: true });
  });

  it("an invalid flow that holds someone's address, phone or name is neither logged nor stored as it is", async () => {
    const typed = 'Brunhilde Vexcombe bvex@example.org 212-555-2777';
    for (const attemptedCampaign of [typed, 'bvex@example.org', '2125552777']) {
      expect((await h.post('/api/redirect_debug', { attemptedCampaign })).statusCode).toBe(200);
    }
    expect((await h.post('/api/redirect_debug', { attemptedCampaign: 'ws99' })).statusCode).toBe(200);
    expect(logged('invalid flow requested; default flow used').map((l) => l.attemptedCampaign)).toEqual(['[redacted]', '[redacted]', '[redacted]', 'ws99']);
    expect(lines.join('')).not.toMatch(/Brunhilde|bvex|2125552777|555-2777/);
    const stored = await h.app.db.query<{ attempted_campaign: string }>('SELECT attempted_campaign FROM redirect_debug ORDER BY id DESC LIMIT 4');
    expect(stored.rows.map((r) => r.attempted_campaign)).toEqual(['ws99', '[redacted]', '[redacted]', '[redacted]']);
  });
}, { logLevel: 'info' }, { logStream });

const offerLines: string[] = [];
eachDatabase('an unconfigured direct offers endpoint', (h) => {
  beforeEach(() => { offerLines.length = 0; });

  it('is logged as an error, and the visitor gets no offers', async () => {
    const res = await h.post('/api/offers', { country: 'US', postalCode: '10001' });
    expect(res.json()).toEqual({ offers: [], postalCodeKnown: true });
    const errors = offerLines.map((l) => JSON.parse(l) as Line).filter((l) => l.msg === 'unconfigured direct offers endpoint');
    expect(errors.map((l) => l.level)).toEqual([ERROR]);
    expect(offerLines.join('')).not.toContain('10001');
  });
}, { logLevel: 'info', offers: { provider: 'http', host: null, apiKey: null, apiKeyHeader: 'x-api-key', excludedAdvertisers: [], language: 'en' } }, { logStream: { write: (line: string) => { offerLines.push(line); } } });

const quietLines: string[] = [];
eachDatabase('request lines under LOG_REQUESTS=off (the production default)', (h) => {
  const msgs = () => quietLines.map((l) => (JSON.parse(l) as Line).msg);
  beforeEach(() => { quietLines.length = 0; });

  it('writes no line for an answered request, and still one for a refusal', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/csrf' })).statusCode).toBe(200);
    expect(msgs()).toEqual([]);
    expect((await h.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    expect(msgs()).toEqual(['request refused']);
  });
}, { logLevel: 'info', logRequests: false }, { logStream: { write: (line) => { quietLines.push(line); } } });

const loudLines: string[] = [];
eachDatabase('request lines under LOG_REQUESTS=on (the default elsewhere)', (h) => {
  it('writes a line when a request comes in and one when it is answered', async () => {
    loudLines.length = 0;
    expect((await h.app.inject({ method: 'GET', url: '/api/csrf' })).statusCode).toBe(200);
    expect(loudLines.map((l) => (JSON.parse(l) as Line).msg)).toEqual(['incoming request', 'request completed']);
  });
}, { logLevel: 'info', logRequests: true }, { logStream: { write: (line) => { loudLines.push(line); } } });
