import { expect, it } from 'vitest';
import { eachDatabase, statementsOf } from './harness.ts';

const lead = { firstName: 'Ana', lastName: 'Reyes', phone1: '713-555-0701', postalCode: '77030', country: 'US', heightCm: 160, sourceInfo: { campaign: 'ws10' } };
const survey = {
  heightCm: 170.18, weightKg: 80.29, ethnicities: [6, -1],
  surveyQuestions: [{ questionId: 1, questionResponseText: 'No', questionText: 'Do you have health insurance?' }],
};

eachDatabase('the health survey on a lead (POST /api/leads/:id/survey)', (h) => {
  const stored = async (id: string) => (await h.app.db.query<{ height_cm: number; weight_kg: number; ethnicities: number[]; additional_fields: { surveyQuestions?: unknown } }>(
    'SELECT height_cm, weight_kg, ethnicities, additional_fields FROM leads WHERE id = $1', [id])).rows[0];
  const keysOf = async (id: string) => (await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys WHERE scope = $1', [`survey:${id}`])).rows[0]?.n;

  it('stores the answers in one statement: height and weight, the ethnicities but "prefer not to say", the questions', async () => {
    const { id, updateToken } = (await h.post('/api/leads', lead)).json();
    const { ran, answer } = await statementsOf(h.app, () => h.post(`/api/leads/${id}/survey`, survey, { 'x-lead-token': updateToken, 'idempotency-key': 'survey-key-0001' }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id, updateToken });
    expect(ran, ran.join('\n')).toHaveLength(1);
    expect(ran[0]).toMatch(/^WITH owner AS .*INSERT INTO idempotency_keys .*UPDATE leads SET height_cm/);
    expect(await stored(id)).toMatchObject({ height_cm: 170.18, weight_kg: 80.29, ethnicities: [6], additional_fields: { surveyQuestions: survey.surveyQuestions } });
    // A survey without a height keeps the one the lead has.
    await h.post(`/api/leads/${id}/survey`, { surveyQuestions: survey.surveyQuestions }, { 'x-lead-token': updateToken });
    expect(await stored(id)).toMatchObject({ height_cm: 170.18, weight_kg: 80.29, ethnicities: [6] });
  });

  it('stores the optional question left unanswered with no answer', async () => {
    const { id, updateToken } = (await h.post('/api/leads', lead)).json();
    const surveyQuestions = [...survey.surveyQuestions, { questionId: 9, questionResponseText: '', questionText: 'How did you hear about us?' }];
    expect((await h.post(`/api/leads/${id}/survey`, { surveyQuestions }, { 'x-lead-token': updateToken })).statusCode).toBe(200);
    expect((await stored(id))?.additional_fields.surveyQuestions).toEqual(surveyQuestions);
  });

  it("a change of the lead after the survey keeps the survey's answers, with or without a key; a change that carries answers of its own replaces them", async () => {
    const { id, updateToken } = (await h.post('/api/leads', lead)).json();
    await h.post(`/api/leads/${id}/survey`, survey, { 'x-lead-token': updateToken });
    // The page's change holds what the visit holds: height, weight and ethnicities, the visit's extra fields, no survey.
    const change = { ...lead, firstName: 'Anabel', heightCm: 170.18, weightKg: 80.29, ethnicities: [6], additionalFields: { hotCall: true } };
    expect((await h.put(`/api/leads/${id}`, change, { 'x-lead-token': updateToken, 'idempotency-key': 'survey-kept-0001' })).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ additional_fields: { hotCall: true, surveyQuestions: survey.surveyQuestions } });
    expect((await h.put(`/api/leads/${id}`, { ...change, firstName: 'Ana' }, { 'x-lead-token': updateToken })).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ additional_fields: { hotCall: true, surveyQuestions: survey.surveyQuestions } });
    const own = [{ questionId: 1, questionResponseText: 'yes', questionText: 'Do you have health insurance?' }];
    expect((await h.put(`/api/leads/${id}`, { ...change, additionalFields: { surveyQuestions: own } }, { 'x-lead-token': updateToken })).statusCode).toBe(200);
    expect((await stored(id))?.additional_fields).toEqual({ surveyQuestions: own });
  });

  it('a wrong token stores nothing and claims no key: the right token then stores the survey under that key, and a retry replays it', async () => {
    const { id, updateToken } = (await h.post('/api/leads', lead)).json();
    const key = { 'idempotency-key': 'survey-key-0002' };
    const wrong = await h.post(`/api/leads/${id}/survey`, survey, { ...key, 'x-lead-token': 'not-the-token' });
    expect(wrong.statusCode).toBe(404);
    expect(await keysOf(id)).toBe(0);
    expect(await stored(id)).toMatchObject({ height_cm: 160, weight_kg: null });
    const send = () => h.post(`/api/leads/${id}/survey`, survey, { ...key, 'x-lead-token': updateToken });
    expect((await send()).json()).toEqual({ id, updateToken });
    expect((await send()).json()).toEqual({ id, updateToken });
    expect(await keysOf(id)).toBe(1);
    expect(await stored(id)).toMatchObject({ height_cm: 170.18 });
  });

  it.each([
    ['words the page never asked', [{ questionId: 1, questionText: 'Do you consent to be sold to advertisers?', questionResponseText: 'Yes' }], 'Survey question 1 reads "Do you have health insurance?"'],
    ['an answer the question does not take', [{ questionId: 1, questionText: 'Do you have health insurance?', questionResponseText: 'banana' }], '"banana" is not an answer survey question 1 takes'],
    ['one question twice', [{ questionId: 1, questionText: 'Do you have health insurance?', questionResponseText: 'yes' }, { questionId: 1, questionText: 'Do you have health insurance?', questionResponseText: 'no' }], 'Survey question 1 is answered more than once'],
    ['no answer to a question that must be answered', [{ questionId: 1, questionText: 'Do you have health insurance?', questionResponseText: '' }], '"" is not an answer survey question 1 takes'],
    ["a kind of disability after a 'no' to question 7, which does not ask it", [{ questionId: 7, questionText: 'Do you have a physical disability?', questionResponseText: 'No' }, { questionId: 8, questionText: 'Which best describes your disability?', questionResponseText: 'intellectual_disability' }], 'Survey question 8 is not asked after "no" to survey question 7'],
  ])('refuses %s (ANSWER_NOT_OFFERED), apart or with the lead, and stores nothing', async (_name, surveyQuestions, message) => {
    const { id, updateToken } = (await h.post('/api/leads', lead)).json();
    const apart = await h.post(`/api/leads/${id}/survey`, { surveyQuestions }, { 'x-lead-token': updateToken });
    expect(apart.statusCode).toBe(400);
    expect(apart.json()).toMatchObject({ code: 'ANSWER_NOT_OFFERED', message });
    const withLead = await h.put(`/api/leads/${id}`, { ...lead, additionalFields: { surveyQuestions } }, { 'x-lead-token': updateToken });
    expect(withLead.json()).toMatchObject({ code: 'ANSWER_NOT_OFFERED', message });
    expect((await stored(id))?.additional_fields.surveyQuestions).toBeUndefined();
  });
});
