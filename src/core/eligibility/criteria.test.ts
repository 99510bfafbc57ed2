import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  answerCriterion,
  answerYesNoUnsure,
  answersToApplicable,
  applicableCriteria,
  criterionAnswerProblem,
  criterionAnsweredTwice,
  isAnswered,
  unansweredCriteria,
  YES_NO_UNSURE,
  type CriteriaAnswers,
  type Criterion,
  type CriterionResponse,
} from './criteria.ts';

const response = (id: number, position: CriterionResponse['position'], text: string): CriterionResponse => ({ id, position, text });

const selectOne: Criterion = {
  id: 1,
  questionId: 101,
  question: 'How often do you have migraines?',
  hint: null,
  questionType: 'select_one',
  gender: null,
  responses: [response(11, 'A', 'Daily'), response(12, 'B', 'Weekly'), response(13, 'C', 'Rarely')],
};

/** Responses deliberately listed out of position order, so lookups must go by position, not by index. */
const yesNoUnsure: Criterion = {
  id: 2,
  questionId: 102,
  question: 'Have you been diagnosed with asthma?',
  hint: 'A doctor told you so',
  questionType: 'yes_no_unsure',
  gender: null,
  responses: [response(23, 'C', 'Unsure'), response(21, 'A', 'Yes'), response(22, 'B', 'No')],
};

const multi: Criterion = {
  id: 3,
  questionId: 103,
  question: 'Which treatments have you tried?',
  hint: null,
  questionType: 'select_multiple',
  gender: null,
  responses: [response(31, 'A', 'Inhaler'), response(32, 'B', 'Tablets'), response(33, 'C', 'Injections'), response(34, 'D', 'None')],
};

const femaleOnly: Criterion = {
  id: 4,
  questionId: 104,
  question: 'Are you pregnant?',
  hint: null,
  questionType: 'yes_no_unsure',
  gender: 'female',
  responses: [response(41, 'A', 'Yes'), response(42, 'B', 'No'), response(43, 'C', 'Unsure')],
};

const maleOnly: Criterion = {
  id: 5,
  questionId: 105,
  question: 'Have you had prostate surgery?',
  hint: null,
  questionType: 'yes_no_unsure',
  gender: 'male',
  responses: [response(51, 'A', 'Yes'), response(52, 'B', 'No'), response(53, 'C', 'Unsure')],
};

const all: Criterion[] = [selectOne, femaleOnly, yesNoUnsure, maleOnly, multi];
const ids = (cs: readonly Criterion[]) => cs.map((c) => c.id);

describe('applicableCriteria', () => {
  it('keeps gender-neutral criteria and only the criteria for the given gender, in order', () => {
    expect(ids(applicableCriteria(all, 'female'))).toEqual([1, 4, 2, 3]);
    expect(ids(applicableCriteria(all, 'male'))).toEqual([1, 2, 5, 3]);
  });

  it('keeps no gender-specific criteria when the gender is unknown or other', () => {
    expect(ids(applicableCriteria(all, null))).toEqual([1, 2, 3]);
    expect(ids(applicableCriteria(all, 'other'))).toEqual([1, 2, 3]);
  });

  it('is empty for no criteria', () => {
    expect(applicableCriteria([], 'female')).toEqual([]);
  });
});

describe('answerCriterion', () => {
  it('checks the chosen response and unchecks the others for select_one', () => {
    let answers: CriteriaAnswers = {};
    answers = answerCriterion(answers, selectOne, 11);
    expect(answers[1]).toEqual([11]);
    answers = answerCriterion(answers, selectOne, 13);
    expect(answers[1]).toEqual([13]);
    answers = answerCriterion(answers, selectOne, 13);
    expect(answers[1]).toEqual([13]);
  });

  it('checks the chosen response and unchecks the others for yes_no_unsure', () => {
    let answers = answerCriterion({}, yesNoUnsure, 21);
    answers = answerCriterion(answers, yesNoUnsure, 22);
    expect(answers[2]).toEqual([22]);
  });

  it('toggles a tick for select_multiple', () => {
    let answers = answerCriterion({}, multi, 31);
    expect(answers[3]).toEqual([31]);
    answers = answerCriterion(answers, multi, 33);
    expect([...answers[3]!].sort()).toEqual([31, 33]);
    answers = answerCriterion(answers, multi, 31);
    expect(answers[3]).toEqual([33]);
    answers = answerCriterion(answers, multi, 33);
    expect(answers[3]).toEqual([]);
  });

  it("never ticks a multi-select's exclusive response beside another: it stands alone, and another unticks it", () => {
    const withNone: Criterion = { ...multi, responses: [...multi.responses.slice(0, 3), { ...response(34, 'D', 'None of these'), exclusive: true }] };
    let answers = answerCriterion({}, withNone, 31);
    answers = answerCriterion(answers, withNone, 33);
    // None of these, ticked after two treatments, is the answer alone.
    answers = answerCriterion(answers, withNone, 34);
    expect(answers[3]).toEqual([34]);
    // A treatment ticked after None of these unticks it.
    answers = answerCriterion(answers, withNone, 32);
    expect(answers[3]).toEqual([32]);
    answers = answerCriterion(answers, withNone, 31);
    expect(answers[3]).toEqual([32, 31]);
    // Unticking goes as before, the exclusive response too.
    answers = answerCriterion(answers, withNone, 34);
    answers = answerCriterion(answers, withNone, 34);
    expect(answers[3]).toEqual([]);
    // Without an exclusive response, every tick stays beside the others.
    expect(answerCriterion({ 3: [31, 33] }, multi, 34)[3]).toEqual([31, 33, 34]);
  });

  it('leaves the answers to other criteria alone', () => {
    const before: CriteriaAnswers = { 1: [12], 3: [31, 32] };
    const after = answerCriterion(before, yesNoUnsure, 23);
    expect(after).toEqual({ 1: [12], 2: [23], 3: [31, 32] });
  });

  it('returns new answers without mutating the given ones', () => {
    const before: CriteriaAnswers = { 1: [11], 3: [31] };
    const snapshot = structuredClone(before);
    answerCriterion(before, selectOne, 12);
    answerCriterion(before, multi, 32);
    answerCriterion(before, multi, 31);
    expect(before).toEqual(snapshot);
  });

  it('throws "<id> is not a valid response" for an id not among the responses', () => {
    expect(() => answerCriterion({}, selectOne, 99)).toThrow('99 is not a valid response');
    // a response id that belongs to another criterion is not valid either
    expect(() => answerCriterion({}, selectOne, 21)).toThrow('21 is not a valid response');
    expect(() => answerCriterion({}, multi, 11)).toThrow('11 is not a valid response');
    expect(() => answerCriterion({}, yesNoUnsure, 0)).toThrow('0 is not a valid response');
  });
});

describe('answersToApplicable', () => {
  const answers: CriteriaAnswers = { 1: [12], 2: [21], 3: [31, 32], 4: [41], 5: [52], 99: [1] };

  it("keeps the answers to the questions the candidate's gender is asked, and drops the others and unknown ones", () => {
    expect(answersToApplicable(all, answers, 'male')).toStrictEqual({ 1: [12], 2: [21], 3: [31, 32], 5: [52] });
    expect(answersToApplicable(all, answers, 'female')).toStrictEqual({ 1: [12], 2: [21], 3: [31, 32], 4: [41] });
    expect(answersToApplicable(all, answers, null)).toStrictEqual({ 1: [12], 2: [21], 3: [31, 32] });
  });

  it('adds no answer for a question left unanswered', () => {
    expect(answersToApplicable(all, { 2: [22] }, 'female')).toStrictEqual({ 2: [22] });
    expect(answersToApplicable(all, {}, 'male')).toStrictEqual({});
  });
});

describe('criterionAnsweredTwice', () => {
  it('names the first criterion answered again, wherever the second answer stands', () => {
    expect(criterionAnsweredTwice([{ criterionId: 1 }, { criterionId: 2 }, { criterionId: 1 }])).toBe(1);
    expect(criterionAnsweredTwice([{ criterionId: 3 }, { criterionId: 2 }, { criterionId: 2 }, { criterionId: 3 }])).toBe(2);
  });

  it('finds none in one answer per criterion, or none at all', () => {
    expect(criterionAnsweredTwice([{ criterionId: 1 }, { criterionId: 2 }, { criterionId: 3 }])).toBeNull();
    expect(criterionAnsweredTwice([])).toBeNull();
  });
});

describe('criterionAnswerProblem', () => {
  const withNone: Criterion = { ...multi, responses: [...multi.responses.slice(0, 3), { ...response(34, 'D', 'None'), exclusive: true }] };

  it('finds nothing wrong with what the page can send: one response, ticks of a multi-select, an exclusive one alone, none', () => {
    expect(criterionAnswerProblem(selectOne, [12])).toBeNull();
    expect(criterionAnswerProblem(yesNoUnsure, [23])).toBeNull();
    expect(criterionAnswerProblem(withNone, [31, 32, 33])).toBeNull();
    expect(criterionAnswerProblem(withNone, [34])).toBeNull();
    expect(criterionAnswerProblem(withNone, [])).toBeNull();
    expect(criterionAnswerProblem(multi, [34, 31])).toBeNull();
  });

  it('names a response the criterion does not offer', () => {
    expect(criterionAnswerProblem(selectOne, [21])).toBe('21 is not a valid response to criterion 1');
    expect(criterionAnswerProblem(withNone, [31, 99])).toBe('99 is not a valid response to criterion 3');
  });

  it('names a response given twice', () => {
    expect(criterionAnswerProblem(withNone, [31, 32, 31])).toBe('Response 31 is given twice for criterion 3');
    expect(criterionAnswerProblem(selectOne, [12, 12])).toBe('Response 12 is given twice for criterion 1');
  });

  it('refuses more than one response to a single-choice question', () => {
    expect(criterionAnswerProblem(selectOne, [11, 12])).toBe('Criterion 1 takes one response');
    expect(criterionAnswerProblem(yesNoUnsure, [21, 22])).toBe('Criterion 2 takes one response');
  });

  it("refuses an exclusive response ('None of these') beside another, whichever comes first", () => {
    const message = 'Response 34 ("None") to criterion 3 stands alone: it cannot be chosen beside another';
    expect(criterionAnswerProblem(withNone, [34, 31])).toBe(message);
    expect(criterionAnswerProblem(withNone, [32, 33, 34])).toBe(message);
  });

  it('finds nothing wrong with any answer answerCriterion makes', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(31, 32, 33, 34), { maxLength: 8 }), (ticks) => {
      const answers = ticks.reduce<CriteriaAnswers>((a, id) => answerCriterion(a, withNone, id), {});
      expect(criterionAnswerProblem(withNone, answers[3] ?? [])).toBeNull();
    }));
  });
});

describe('answerYesNoUnsure', () => {
  it('maps yes, no and unsure to positions A, B and C', () => {
    expect(YES_NO_UNSURE).toEqual({ yes: 'A', no: 'B', unsure: 'C' });
    expect(answerYesNoUnsure({}, yesNoUnsure, 'yes')[2]).toEqual([21]);
    expect(answerYesNoUnsure({}, yesNoUnsure, 'no')[2]).toEqual([22]);
    expect(answerYesNoUnsure({}, yesNoUnsure, 'unsure')[2]).toEqual([23]);
  });

  it('replaces an earlier button answer', () => {
    const answers = answerYesNoUnsure(answerYesNoUnsure({}, yesNoUnsure, 'yes'), yesNoUnsure, 'unsure');
    expect(answers[2]).toEqual([23]);
  });

  it.each(['maybe', '', 'Yes', 'YES', 'A', 'true', 'constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'throws for %j',
    (choice) => {
      expect(() => answerYesNoUnsure({}, yesNoUnsure, choice)).toThrow(`${choice} is not a valid response`);
    },
  );

  it('throws for a criterion that is not yes_no_unsure, even one with responses at A, B and C', () => {
    expect(() => answerYesNoUnsure({}, selectOne, 'yes')).toThrow('yes is not a valid response');
    expect(() => answerYesNoUnsure({}, multi, 'no')).toThrow('no is not a valid response');
  });
});

describe('isAnswered', () => {
  it('is false with no answer and true once a single-choice response is chosen', () => {
    expect(isAnswered(selectOne, {})).toBe(false);
    expect(isAnswered(selectOne, answerCriterion({}, selectOne, 12))).toBe(true);
  });

  it('does not count an answer given to another criterion', () => {
    expect(isAnswered(yesNoUnsure, { 1: [11] })).toBe(false);
  });

  it('recomputes multi-select validity on every tick: unticking the last leaves it unanswered', () => {
    let answers = answerCriterion({}, multi, 32);
    expect(isAnswered(multi, answers)).toBe(true);
    answers = answerCriterion(answers, multi, 34);
    expect(isAnswered(multi, answers)).toBe(true);
    answers = answerCriterion(answers, multi, 32);
    expect(isAnswered(multi, answers)).toBe(true);
    answers = answerCriterion(answers, multi, 34);
    expect(isAnswered(multi, answers)).toBe(false);
  });

  it('does not accept ids that are not among the criterion responses', () => {
    expect(isAnswered(selectOne, { 1: [99] })).toBe(false);
    expect(isAnswered(multi, { 3: [31, 99] })).toBe(false);
  });
});

describe('unansweredCriteria', () => {
  it('lists the applicable criteria still unanswered, in order', () => {
    expect(ids(unansweredCriteria(all, {}, 'female'))).toEqual([1, 4, 2, 3]);
    expect(ids(unansweredCriteria(all, { 1: [11], 3: [33] }, 'female'))).toEqual([4, 2]);
    expect(ids(unansweredCriteria(all, { 1: [11], 3: [33] }, 'male'))).toEqual([2, 5]);
  });

  it('ignores gender-specific criteria when the gender is unknown', () => {
    expect(ids(unansweredCriteria(all, {}, null))).toEqual([1, 2, 3]);
    expect(unansweredCriteria(all, { 1: [13], 2: [22], 3: [34] }, null)).toEqual([]);
  });

  it('lists a multi-select again once its last tick is removed', () => {
    let answers: CriteriaAnswers = { 1: [11], 2: [21] };
    answers = answerCriterion(answers, multi, 31);
    expect(unansweredCriteria(all, answers, null)).toEqual([]);
    answers = answerCriterion(answers, multi, 31);
    expect(ids(unansweredCriteria(all, answers, null))).toEqual([3]);
  });
});

describe('answer properties', () => {
  const singleChoice = fc.constantFrom(selectOne, yesNoUnsure, femaleOnly);
  const otherAnswers = fc.record({ 3: fc.subarray([31, 32, 33, 34]) }) as fc.Arbitrary<CriteriaAnswers>;

  it('after any sequence of answers to a single-choice criterion exactly one response, the last, is chosen', () => {
    fc.assert(
      fc.property(singleChoice, otherAnswers, fc.array(fc.nat(), { minLength: 1, maxLength: 30 }), (criterion, start, picks) => {
        const responseIds = picks.map((p) => criterion.responses[p % criterion.responses.length]!.id);
        const answers = responseIds.reduce((acc, id) => answerCriterion(acc, criterion, id), start);
        expect(answers[criterion.id]).toEqual([responseIds.at(-1)]);
        expect(isAnswered(criterion, answers)).toBe(true);
        expect(answers[3]).toEqual(start[3]);
      }),
    );
  });

  it('after any sequence of yes/no/unsure buttons exactly one response is chosen', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('yes', 'no', 'unsure'), { minLength: 1, maxLength: 30 }), (choices) => {
        const answers = choices.reduce((acc, choice) => answerYesNoUnsure(acc, yesNoUnsure, choice), {} as CriteriaAnswers);
        expect(answers[2]).toHaveLength(1);
        const chosen = yesNoUnsure.responses.find((r) => r.id === answers[2]![0]);
        expect(chosen?.position).toBe(YES_NO_UNSURE[choices.at(-1)!]);
      }),
    );
  });

  const multiIds = multi.responses.map((r) => r.id);
  const ticks = fc.array(fc.constantFrom(...multiIds), { maxLength: 20 });
  const asSet = (xs: readonly number[] | undefined) => [...(xs ?? [])].sort((a, b) => a - b);

  it('ticking the same multi-select response twice restores the previous answer', () => {
    fc.assert(
      fc.property(ticks, fc.constantFrom(...multiIds), (history, id) => {
        const before = history.reduce((acc, t) => answerCriterion(acc, multi, t), { 1: [12] } as CriteriaAnswers);
        const after = answerCriterion(answerCriterion(before, multi, id), multi, id);
        expect(asSet(after[3])).toEqual(asSet(before[3]));
        expect(after[1]).toEqual([12]);
        expect(isAnswered(multi, after)).toBe(isAnswered(multi, before));
      }),
    );
  });

  it('a multi-select answer holds exactly the responses ticked an odd number of times, without duplicates', () => {
    fc.assert(
      fc.property(ticks, (history) => {
        const answers = history.reduce((acc, t) => answerCriterion(acc, multi, t), {} as CriteriaAnswers);
        const odd = multiIds.filter((id) => history.filter((t) => t === id).length % 2 === 1);
        expect(asSet(answers[3])).toEqual(odd);
        expect(isAnswered(multi, answers)).toBe(odd.length > 0);
      }),
    );
  });
});
