import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DISABILITY, EDUCATION, HEALTH_QUESTIONS, HOW_HEARD, INCOME, YES_NO_PREFER, heardBefore, invalidHealthAnswers, isAsked, questionsAsked, surveyProblem, surveyQuestions, withHeardBefore,
  type HealthAnswers, type HealthQuestion, type HealthQuestionKey,
} from './healthQuestions.ts';

const question = (key: HealthQuestionKey): HealthQuestion => {
  const q = HEALTH_QUESTIONS.find((x) => x.key === key);
  if (!q) throw new Error(`no question ${key}`);
  return q;
};

/** Every required question answered, physical disability 'no' (so the follow-up is not asked). */
const complete: HealthAnswers = {
  insurance: 'yes', education: 'bachelors_degree', income: '50k-75k', isLGBTQMember: 'no', isVeteran: 'prefer_not_to_answer',
  mentalHealth: 'no', physicalDisability: 'no', referringGroup: 'doctor',
};

const EXPECTED_TEXTS = [
  'Do you have health insurance?',
  'What is the highest level of education you have completed?',
  'What is your annual household income?',
  'Do you identify as a member of the LGBT+ community?',
  'Have you served in the military?',
  'Have you been diagnosed with a mental health condition?',
  'Do you have a physical disability?',
  'Which best describes your disability?',
  'How did you hear about us?',
];

describe('answer keys (spec §3)', () => {
  it('yes/no questions', () => {
    expect([...YES_NO_PREFER]).toEqual(['yes', 'no', 'prefer_not_to_answer']);
  });

  it('education', () => {
    expect([...EDUCATION]).toEqual([
      'junior_high_school', 'GED', 'some_college', 'trade_school', 'associates_degree', 'bachelors_degree', 'masters_degree', 'PhD_degree', 'prefer_not_to_answer',
    ]);
  });

  it('income', () => {
    expect([...INCOME]).toEqual([
      '0-15k', '15k-25k', '25k-35k', '35k-50k', '50k-75k', '75k-100k', '100k-150k', '150k-200k', '200k+', 'prefer_not_to_answer',
    ]);
  });

  it('disability type', () => {
    expect([...DISABILITY]).toEqual(['physical_disability', 'intellectual_disability', 'none', 'prefer_not_to_answer']);
  });

  it('how heard', () => {
    expect([...HOW_HEARD]).toEqual(['doctor', 'social', 'engine', 'sponsor', 'email', 'clinicalTrials', 'other']);
  });
});

describe('HEALTH_QUESTIONS', () => {
  it('numbers the nine questions 1..9 in order', () => {
    expect(HEALTH_QUESTIONS.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(HEALTH_QUESTIONS.map((q) => q.key)).toEqual([
      'insurance', 'education', 'income', 'isLGBTQMember', 'isVeteran', 'mentalHealth', 'physicalDisability', 'disability', 'referringGroup',
    ]);
  });

  it('gives each question its option list', () => {
    for (const key of ['insurance', 'isLGBTQMember', 'isVeteran', 'mentalHealth', 'physicalDisability'] as const) {
      expect(question(key).options).toEqual(YES_NO_PREFER);
    }
    expect(question('education').options).toEqual(EDUCATION);
    expect(question('income').options).toEqual(INCOME);
    expect(question('disability').options).toEqual(DISABILITY);
    expect(question('referringGroup').options).toEqual(HOW_HEARD);
  });

  it('makes only "how heard" optional', () => {
    expect(HEALTH_QUESTIONS.filter((q) => !q.required).map((q) => q.key)).toEqual(['referringGroup']);
  });

  it('keeps the English question text', () => {
    expect(HEALTH_QUESTIONS.map((q) => q.text)).toEqual(EXPECTED_TEXTS);
  });
});

describe('how the visitor heard of us, asked before the questionnaire (ws20)', () => {
  it('takes an earlier answer only when it is one of the answers', () => {
    expect(heardBefore({ referringGroup: 'social', smokingStatus: 'former' })).toBe('social');
    for (const visit of [{}, undefined, { referringGroup: '' }, { referringGroup: 'tv' }, { referringGroup: ['social'] }, { howHeard: 'social' }]) {
      expect(heardBefore(visit as Record<string, unknown> | undefined)).toBeNull();
    }
  });

  it('leaves the question out of the questionnaire once answered, and asks every other question as before', () => {
    const keys = (heard: string | null, answers = {}) => questionsAsked(answers, heard).map((q) => q.key);
    expect(keys(null)).toEqual(['insurance', 'education', 'income', 'isLGBTQMember', 'isVeteran', 'mentalHealth', 'physicalDisability', 'referringGroup']);
    expect(keys('doctor')).toEqual(['insurance', 'education', 'income', 'isLGBTQMember', 'isVeteran', 'mentalHealth', 'physicalDisability']);
    expect(keys('doctor', { physicalDisability: 'yes' })).toEqual(['insurance', 'education', 'income', 'isLGBTQMember', 'isVeteran', 'mentalHealth', 'physicalDisability', 'disability']);
  });

  it('stores the earlier answer as the questionnaire\'s, so the lead holds one answer', () => {
    expect(withHeardBefore({ insurance: 'yes' }, 'email')).toEqual({ insurance: 'yes', referringGroup: 'email' });
    expect(withHeardBefore({ insurance: 'yes', referringGroup: 'doctor' }, 'email')).toEqual({ insurance: 'yes', referringGroup: 'email' });
    expect(withHeardBefore({ insurance: 'yes', referringGroup: 'doctor' }, null)).toEqual({ insurance: 'yes', referringGroup: 'doctor' });
    expect(surveyQuestions(withHeardBefore({}, 'email'))[8]).toEqual({ questionId: 9, questionResponseText: 'email', questionText: 'How did you hear about us?' });
  });
});

describe('isAsked', () => {
  it('asks the disability follow-up only after a yes to physical disability', () => {
    const disability = question('disability');
    expect(isAsked(disability, { physicalDisability: 'yes' })).toBe(true);
    expect(isAsked(disability, { physicalDisability: 'no' })).toBe(false);
    expect(isAsked(disability, { physicalDisability: 'prefer_not_to_answer' })).toBe(false);
    expect(isAsked(disability, {})).toBe(false);
  });

  it('always asks the other questions', () => {
    for (const q of HEALTH_QUESTIONS.filter((x) => x.key !== 'disability')) {
      expect(isAsked(q, {})).toBe(true);
      expect(isAsked(q, { physicalDisability: 'no' })).toBe(true);
    }
  });
});

describe('invalidHealthAnswers', () => {
  it('accepts a complete set of answers', () => {
    expect(invalidHealthAnswers(complete)).toEqual([]);
  });

  it('lists every required question when nothing is answered', () => {
    expect(invalidHealthAnswers({})).toEqual(['insurance', 'education', 'income', 'isLGBTQMember', 'isVeteran', 'mentalHealth', 'physicalDisability']);
  });

  it('lists a missing or empty required answer', () => {
    const { income: _income, ...withoutIncome } = complete;
    expect(invalidHealthAnswers(withoutIncome)).toEqual(['income']);
    expect(invalidHealthAnswers({ ...complete, education: '' })).toEqual(['education']);
  });

  it('lists an answer that is not one of the question options', () => {
    expect(invalidHealthAnswers({ ...complete, insurance: 'maybe' })).toEqual(['insurance']);
    expect(invalidHealthAnswers({ ...complete, education: 'bachelors_degree ' })).toEqual(['education']);
    expect(invalidHealthAnswers({ ...complete, income: 'yes' })).toEqual(['income']);
    expect(invalidHealthAnswers({ ...complete, isVeteran: 'YES' })).toEqual(['isVeteran']);
  });

  it('lets the optional referring group be missing or empty, but not invalid', () => {
    const { referringGroup: _r, ...withoutReferring } = complete;
    expect(invalidHealthAnswers(withoutReferring)).toEqual([]);
    expect(invalidHealthAnswers({ ...complete, referringGroup: '' })).toEqual([]);
    expect(invalidHealthAnswers({ ...complete, referringGroup: 'newspaper' })).toEqual(['referringGroup']);
  });

  it('requires the disability type only when it is asked', () => {
    expect(invalidHealthAnswers({ ...complete, physicalDisability: 'yes' })).toEqual(['disability']);
    expect(invalidHealthAnswers({ ...complete, physicalDisability: 'yes', disability: '' })).toEqual(['disability']);
    expect(invalidHealthAnswers({ ...complete, physicalDisability: 'yes', disability: 'yes' })).toEqual(['disability']);
    expect(invalidHealthAnswers({ ...complete, physicalDisability: 'yes', disability: 'intellectual_disability' })).toEqual([]);
    expect(invalidHealthAnswers({ ...complete, physicalDisability: 'no' })).toEqual([]);
    expect(invalidHealthAnswers({ ...complete, physicalDisability: 'prefer_not_to_answer' })).toEqual([]);
  });

  it('ignores a stale disability answer that is no longer asked', () => {
    expect(invalidHealthAnswers({ ...complete, physicalDisability: 'no', disability: 'bogus' })).toEqual([]);
  });

  it('property: any valid option for every asked question is accepted', () => {
    const yn = fc.constantFrom(...YES_NO_PREFER);
    const answers = fc.record({
      insurance: yn, education: fc.constantFrom(...EDUCATION), income: fc.constantFrom(...INCOME), isLGBTQMember: yn, isVeteran: yn,
      mentalHealth: yn, physicalDisability: yn, disability: fc.constantFrom(...DISABILITY),
      referringGroup: fc.option(fc.constantFrom(...HOW_HEARD), { nil: undefined }),
    }, { requiredKeys: ['insurance', 'education', 'income', 'isLGBTQMember', 'isVeteran', 'mentalHealth', 'physicalDisability', 'disability'] });
    fc.assert(fc.property(answers, (a) => {
      const { referringGroup, ...rest } = a;
      expect(invalidHealthAnswers(referringGroup === undefined ? rest : a)).toEqual([]);
    }));
  });

  it('property: a string outside a required question\'s options makes that question invalid', () => {
    const required = HEALTH_QUESTIONS.filter((q) => q.required && q.key !== 'disability');
    fc.assert(fc.property(fc.constantFrom(...required), fc.string({ minLength: 1 }), (q, value) => {
      fc.pre(!q.options.includes(value));
      expect(invalidHealthAnswers({ ...complete, [q.key]: value })).toEqual([q.key]);
    }));
  });
});

describe('surveyQuestions', () => {
  it('returns nine entries numbered 1..9 with the English text and the answer keys', () => {
    const full: HealthAnswers = { ...complete, physicalDisability: 'yes', disability: 'physical_disability', referringGroup: 'clinicalTrials' };
    expect(surveyQuestions(full)).toEqual([
      { questionId: 1, questionResponseText: 'yes', questionText: EXPECTED_TEXTS[0] },
      { questionId: 2, questionResponseText: 'bachelors_degree', questionText: EXPECTED_TEXTS[1] },
      { questionId: 3, questionResponseText: '50k-75k', questionText: EXPECTED_TEXTS[2] },
      { questionId: 4, questionResponseText: 'no', questionText: EXPECTED_TEXTS[3] },
      { questionId: 5, questionResponseText: 'prefer_not_to_answer', questionText: EXPECTED_TEXTS[4] },
      { questionId: 6, questionResponseText: 'no', questionText: EXPECTED_TEXTS[5] },
      { questionId: 7, questionResponseText: 'yes', questionText: EXPECTED_TEXTS[6] },
      { questionId: 8, questionResponseText: 'physical_disability', questionText: EXPECTED_TEXTS[7] },
      { questionId: 9, questionResponseText: 'clinicalTrials', questionText: EXPECTED_TEXTS[8] },
    ]);
  });

  const responseTo = (answers: HealthAnswers, id: number): string | undefined =>
    surveyQuestions(answers).find((e) => e.questionId === id)?.questionResponseText;

  it("derives disability 'none' after a no to physical disability", () => {
    expect(responseTo({ ...complete, physicalDisability: 'no' }, 8)).toBe('none');
  });

  it('derives the derived value even over a stale disability answer', () => {
    expect(responseTo({ ...complete, physicalDisability: 'no', disability: 'physical_disability' }, 8)).toBe('none');
    expect(responseTo({ ...complete, physicalDisability: 'prefer_not_to_answer', disability: 'intellectual_disability' }, 8)).toBe('prefer_not_to_answer');
  });

  it("derives disability 'prefer_not_to_answer' after prefer_not_to_answer", () => {
    expect(responseTo({ ...complete, physicalDisability: 'prefer_not_to_answer' }, 8)).toBe('prefer_not_to_answer');
  });

  it('stores an unanswered optional question with no answer, as keys or as labels: not one the person did not choose', () => {
    const { referringGroup: _r, ...withoutReferring } = complete;
    expect(responseTo(withoutReferring, 9)).toBe('');
    const labelled = surveyQuestions(withoutReferring, (key) => `label of ${key}`);
    expect(labelled[8]).toStrictEqual({ questionId: 9, questionResponseText: '', questionText: 'How did you hear about us?' });
    expect(labelled[0]?.questionResponseText).toBe('label of yes');
  });

  it('does not change its input', () => {
    const answers: HealthAnswers = { ...complete, physicalDisability: 'no' };
    surveyQuestions(answers);
    expect(answers.disability).toBeUndefined();
  });

  it('property: always nine entries, ids 1..9, with the question texts; answered questions echo the answer key', () => {
    const yn = fc.constantFrom(...YES_NO_PREFER);
    const answers = fc.record({
      insurance: yn, education: fc.constantFrom(...EDUCATION), income: fc.constantFrom(...INCOME), isLGBTQMember: yn, isVeteran: yn,
      mentalHealth: yn, physicalDisability: yn, disability: fc.constantFrom(...DISABILITY), referringGroup: fc.constantFrom(...HOW_HEARD),
    }, { requiredKeys: [] });
    fc.assert(fc.property(answers, (a: HealthAnswers) => {
      const out = surveyQuestions(a);
      expect(out.map((e) => e.questionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(out.map((e) => e.questionText)).toEqual(EXPECTED_TEXTS);
      HEALTH_QUESTIONS.forEach((q, i) => {
        // The kind of disability follows question 7 as sent when it is not 'yes' (an unanswered one is sent as 'prefer not to answer').
        if (q.key === 'disability' && a.physicalDisability !== 'yes') return;
        expect(out[i]?.questionResponseText).toBe(a[q.key] ?? (q.required ? 'prefer_not_to_answer' : ''));
      });
    }));
  });
});

describe('surveyQuestions: question 7 unanswered', () => {
  it("sends the kind of disability as 'prefer not to answer', as question 7 is sent, whatever was left in it", () => {
    const sent = surveyQuestions({ disability: 'physical_disability' });
    expect(sent[6]?.questionResponseText).toBe('prefer_not_to_answer');
    expect(sent[7]?.questionResponseText).toBe('prefer_not_to_answer');
    expect(surveyQuestions({ physicalDisability: 'yes', disability: 'physical_disability' })[7]?.questionResponseText).toBe('physical_disability');
  });
});

describe('surveyQuestions: empty optional answer', () => {
  it('records an empty how-heard answer as no answer', () => {
    expect(surveyQuestions({ referringGroup: '' })[8]?.questionResponseText).toBe('');
  });
});

describe('surveyQuestions: web-screener labels', () => {
  it('stores the label text given for each answer key', () => {
    const labels: Record<string, string> = { yes: 'Yes', GED: 'High school or GED', none: 'None', prefer_not_to_answer: 'Prefer not to answer' };
    const entries = surveyQuestions({ insurance: 'yes', education: 'GED', physicalDisability: 'no' }, (k) => labels[k] ?? k);
    expect(entries[0]?.questionResponseText).toBe('Yes');
    expect(entries[1]?.questionResponseText).toBe('High school or GED');
    expect(entries[7]?.questionResponseText).toBe('None');
    // A required question left unanswered is sent as 'prefer not to answer'; the optional one, with no answer.
    expect(entries[2]?.questionResponseText).toBe('Prefer not to answer');
    expect(entries[8]?.questionResponseText).toBe('');
  });
});

describe('surveyProblem', () => {
  const labels: Record<string, string> = { yes: 'Yes', no: 'No', GED: 'High school or GED', none: 'None', prefer_not_to_answer: 'Prefer not to answer', doctor: 'My doctor' };
  const label = (k: string) => labels[k] ?? `label of ${k}`;
  const entry = (questionId: number, questionResponseText: string) => ({ questionId, questionResponseText, questionText: EXPECTED_TEXTS[questionId - 1] as string });

  it('finds nothing wrong with any survey surveyQuestions gives, as keys or as labels', () => {
    fc.assert(fc.property(
      fc.record({
        insurance: fc.constantFrom(...YES_NO_PREFER, ''), education: fc.constantFrom(...EDUCATION), income: fc.constantFrom(...INCOME),
        physicalDisability: fc.constantFrom(...YES_NO_PREFER), disability: fc.constantFrom(...DISABILITY), referringGroup: fc.constantFrom(...HOW_HEARD, ''),
      }, { requiredKeys: [] }),
      fc.boolean(),
      (answers, asLabels) => surveyProblem(surveyQuestions(answers, asLabels ? label : undefined), label) === null,
    ));
  });

  it('names a question answered twice, one that does not exist, and one in other words', () => {
    expect(surveyProblem([entry(1, 'yes'), entry(2, 'GED'), entry(1, 'no')], label)).toBe('Survey question 1 is answered more than once');
    expect(surveyProblem([{ questionId: 10, questionResponseText: 'yes', questionText: 'Anything?' }], label)).toBe('The survey has no question 10');
    expect(surveyProblem([{ ...entry(1, 'yes'), questionText: 'Do you consent to be sold to advertisers?' }], label)).toBe('Survey question 1 reads "Do you have health insurance?"');
  });

  it('names an answer its question does not take, as a key or a label of another question', () => {
    expect(surveyProblem([entry(1, 'banana')], label)).toBe('"banana" is not an answer survey question 1 takes');
    expect(surveyProblem([entry(1, 'GED')], label)).toBe('"GED" is not an answer survey question 1 takes');
    expect(surveyProblem([entry(9, 'High school or GED')], label)).toBe('"High school or GED" is not an answer survey question 9 takes');
    expect(surveyProblem([entry(9, 'My doctor'), entry(8, 'None'), entry(1, 'Prefer not to answer')], label)).toBeNull();
    // The optional question takes no answer, and the 'prefer not to answer' a visit begun before 2026-11-30 sends for
    // it; a required one takes no empty answer.
    expect(surveyProblem([entry(9, '')], label)).toBeNull();
    expect(surveyProblem([entry(9, 'prefer_not_to_answer')], label)).toBeNull();
    expect(surveyProblem([entry(9, 'Prefer not to answer')], label)).toBeNull();
    expect(surveyProblem([entry(1, '')], label)).toBe('"" is not an answer survey question 1 takes');
    expect(surveyProblem([entry(9, 'label of ')], label)).toBe('"label of " is not an answer survey question 9 takes');
  });

  it("names a kind of disability beside a 'no' or a 'prefer not to answer' to question 7, which does not ask it; after a 'yes', any of its answers", () => {
    expect(surveyProblem([entry(7, 'no'), entry(8, 'intellectual_disability')], label)).toBe('Survey question 8 is not asked after "no" to survey question 7');
    expect(surveyProblem([entry(8, 'Prefer not to answer'), entry(7, 'No')], label)).toBe('Survey question 8 is not asked after "no" to survey question 7');
    expect(surveyProblem([entry(7, 'prefer_not_to_answer'), entry(8, 'none')], label)).toBe('Survey question 8 is not asked after "prefer_not_to_answer" to survey question 7');
    expect(surveyProblem([entry(7, 'no'), entry(8, 'None')], label)).toBeNull();
    expect(surveyProblem([entry(7, 'Prefer not to answer'), entry(8, 'prefer_not_to_answer')], label)).toBeNull();
    for (const kind of DISABILITY) expect(surveyProblem([entry(7, 'yes'), entry(8, kind)], label)).toBeNull();
    // Either alone is as the page may send a part of the survey.
    expect(surveyProblem([entry(7, 'no')], label)).toBeNull();
    expect(surveyProblem([entry(8, 'intellectual_disability')], label)).toBeNull();
    // Another question's answer does not stand for question 7's.
    expect(surveyProblem([entry(6, 'no'), entry(8, 'intellectual_disability')], label)).toBeNull();
  });
});
