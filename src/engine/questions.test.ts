import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { answerConditionHolds, answersToCampaign, campaignQuestions, disqualifyingAnswerReasons, questionAnswerProblem, questionRules, shownQuestionAnswers, storableAnswer, withoutConfirmations } from './questions.ts';
import { resolveCampaign } from './resolveCampaign.ts';
import { validateStep } from './validateStep.ts';
import { applyAnswers } from './applyAnswers.ts';
import { visibleFields } from './flow.ts';
import { leadSaveBody } from './leadBody.ts';
import { emptyCandidate } from '../core/candidate.ts';
import { resolveCountry } from '../core/countries.ts';
import type { Field } from '../generated/campaign.ts';
import type { Campaign } from './campaign.ts';
import type { RuleContext } from './ruleContext.ts';

const smoking: Field = {
  kind: 'SingleChoice', answer: 'smokingStatus', required: true, label: { en: 'Do you smoke?', es: '¿Fuma?' },
  options: [{ value: 'never', label: { en: 'Never', es: 'Nunca' } }, { value: 'former', label: { en: 'Former', es: 'Ex' } }, { value: 'current', label: { en: 'Current', es: 'Actual' } }],
};
const cigarettes: Field = { kind: 'Number', answer: 'cigarettesPerDay', label: { en: 'How many?', es: '¿Cuántos?' }, min: 1, max: 100, integer: true, visibleWhen: { answer: 'smokingStatus', in: ['current'] } };
const when: Field = { kind: 'Date', answer: 'quitDate', required: false, label: { en: 'When?', es: '¿Cuándo?' } };
const note: Field = { kind: 'ShortText', answer: 'note', required: false, label: { en: 'Note', es: 'Nota' }, maxLength: 5 };
const inhalers: Field = { kind: 'MultiChoice', answer: 'inhalers', label: { en: 'Which?', es: '¿Cuáles?' }, options: [{ value: 'blue', label: { en: 'Blue', es: 'Azul' } }, { value: 'brown', label: { en: 'Brown', es: 'Marrón' } }] };
const allergic: Field = { kind: 'YesNo', answer: 'allergic', label: { en: 'Allergic?', es: '¿Alérgico?' } };
const fields = [smoking, cigarettes, when, note, inhalers, allergic];
/** The server's view: a US lead, on a day when it is 2026-03-01 in some places and 2026-03-02 in others. */
const JUDGE = { country: resolveCountry('US'), todays: ['2026-03-01', '2026-03-02'] };
const questions = new Map(fields.map((f) => [f.answer as string, f]));
const us = resolveCountry('US');
const validation = { country: us, today: '2026-11-24' };

describe('a question step validates each answer by its own options and bounds', () => {
  it('takes good answers, and names each wrong or missing one with its message', () => {
    expect(validateStep(fields, { smokingStatus: 'former', cigarettesPerDay: 20, quitDate: '2020-01-31', note: 'ok', inhalers: ['blue'], allergic: false }, validation)).toEqual({});
    expect(validateStep(fields, {}, validation)).toEqual({ smokingStatus: 'required', cigarettesPerDay: 'required', inhalers: 'selectOption', allergic: 'required' });
    expect(validateStep(fields, { smokingStatus: 'sometimes', cigarettesPerDay: 0, quitDate: '2020-02-30', note: 'too long', inhalers: ['red'], allergic: true }, validation))
      .toEqual({ smokingStatus: 'selectOneOption', cigarettesPerDay: 'numberOutOfRange', quitDate: 'invalidDate', note: 'tooLong', inhalers: 'selectOneOption' });
    expect(validateStep([cigarettes], { cigarettesPerDay: 'abc' }, validation)).toEqual({ cigarettesPerDay: 'invalidNumber' });
  });

  it('derives the rules from the question alone', () => {
    expect(questionRules(smoking)).toEqual([{ rule: 'offeredOptions', values: ['never', 'former', 'current'] }]);
    expect(questionRules(cigarettes)).toEqual([{ rule: 'numberBetween', min: 1, max: 100, integer: true }]);
    expect(questionRules({ kind: 'Number', answer: 'n' })).toStrictEqual([{ rule: 'numberBetween' }]);
    expect(questionRules({ kind: 'Number', answer: 'n', max: 3 })).toStrictEqual([{ rule: 'numberBetween', max: 3 }]);
    expect(questionRules({ kind: 'Number', answer: 'n', min: 0 })).toStrictEqual([{ rule: 'numberBetween', min: 0 }]);
    expect(questionRules({ kind: 'ShortText', answer: 't' })).toEqual([{ rule: 'length', max: 200 }]);
    expect(questionRules(note)).toEqual([{ rule: 'length', max: 5 }]);
    expect(questionRules(when)).toEqual([{ rule: 'isoDate' }]);
    expect(questionRules(allergic)).toEqual([]);
    expect(questionRules({ kind: 'Email' })).toEqual([]);
  });
});

describe('answers reach the candidate and the lead under the campaign\'s keys', () => {
  const ctx = { country: us, today: '2026-11-24', path: { indicationId: null } as never };
  it('keeps each answer as given (text trimmed), and forgets one taken back', () => {
    const first = applyAnswers(emptyCandidate('US'), { smokingStatus: 'current', cigarettesPerDay: 12, note: '  hi ', inhalers: ['blue', 'brown'], allergic: false, phone: '2125550123' }, ctx);
    expect(first.answers).toEqual({ smokingStatus: 'current', cigarettesPerDay: 12, note: 'hi', inhalers: ['blue', 'brown'], allergic: false });
    expect(first.phone).toBe('+12125550123');
    const back = applyAnswers(first, { smokingStatus: 'never', cigarettesPerDay: undefined, note: '   ', inhalers: [] }, ctx);
    expect(back.answers).toEqual({ smokingStatus: 'never', allergic: false });
    expect(applyAnswers(first, { phone: '2125550199' }, ctx).answers).toBe(first.answers);
  });

  it('sends them with the lead as answers, and nothing when there are none', () => {
    const source = { campaign: 'ws23', locale: 'en' as const, leadLpParamId: null, studyId: null };
    const candidate = { ...emptyCandidate('US'), firstName: 'Ana', answers: { smokingStatus: 'former' } };
    expect(leadSaveBody(candidate, source).answers).toEqual({ smokingStatus: 'former' });
    expect('answers' in leadSaveBody(emptyCandidate('US'), source)).toBe(false);
  });

  it('stores what a question can hold, and nothing for no answer', () => {
    expect(storableAnswer(' a ')).toBe('a');
    expect(storableAnswer('  ')).toBeNull();
    expect(storableAnswer(0)).toBe(0);
    expect(storableAnswer(Number.NaN)).toBeNull();
    expect(storableAnswer(false)).toBe(false);
    expect(storableAnswer(['a', 3, 'b'])).toEqual(['a', 'b']);
    expect(storableAnswer([])).toBeNull();
    expect(storableAnswer({ a: 1 })).toBeNull();
    expect(storableAnswer(null)).toBeNull();
  });
});

describe('a field shown on an answer', () => {
  const step = { path: 'home', fields: [smoking, cigarettes] } as never;
  const ctx = (answers: Record<string, unknown>, held: Record<string, string> = {}): RuleContext => ({ candidate: { ...emptyCandidate('US'), answers: held }, path: {} as never, country: us, study: null, answers });
  it('shows when the answer on the step, else the one held from an earlier step, is one of its values', () => {
    expect(visibleFields(step, ctx({ smokingStatus: 'current' }))).toEqual([smoking, cigarettes]);
    expect(visibleFields(step, ctx({ smokingStatus: 'former' }))).toEqual([smoking]);
    expect(visibleFields(step, ctx({}))).toEqual([smoking]);
    expect(visibleFields(step, ctx({}, { smokingStatus: 'current' }))).toEqual([smoking, cigarettes]);
    expect(visibleFields(step, ctx({ smokingStatus: 'never' }, { smokingStatus: 'current' }))).toEqual([smoking]);
  });

  it('holds for a list when any chosen value is one of them, and for yes or no exactly', () => {
    expect(answerConditionHolds({ answer: 'inhalers', in: ['brown'] }, ['blue', 'brown'])).toBe(true);
    expect(answerConditionHolds({ answer: 'inhalers', in: ['brown'] }, ['blue'])).toBe(false);
    expect(answerConditionHolds({ answer: 'allergic', in: [true] }, true)).toBe(true);
    expect(answerConditionHolds({ answer: 'allergic', in: [true] }, false)).toBe(false);
    expect(answerConditionHolds({ answer: 'allergic', in: [false] }, undefined)).toBe(false);
    expect(answerConditionHolds({ answer: 'n', in: [0] }, 0)).toBe(true);
  });
});

describe('the server\'s check of a lead\'s answers', () => {
  it('takes answers the campaign\'s questions take', () => {
    expect(questionAnswerProblem(questions, { smokingStatus: 'former', cigarettesPerDay: 3, quitDate: '2020-01-31', note: 'ok', inhalers: ['brown'], allergic: true }, 'ws23', JUDGE)).toBeNull();
    expect(questionAnswerProblem(questions, {}, 'ws23', JUDGE)).toBeNull();
  });

  it('refuses a question the campaign does not ask, or any campaign when none is named', () => {
    expect(questionAnswerProblem(questions, { shoeSize: '9' }, 'ws23', JUDGE)).toEqual({ code: 'ANSWER_NOT_ASKED', message: "Campaign 'ws23' asks no question answered 'shoeSize'" });
    expect(questionAnswerProblem(undefined, { smokingStatus: 'former' }, '', JUDGE)?.code).toBe('ANSWER_NOT_ASKED');
  });

  it('refuses a value the question does not offer or take, naming it', () => {
    expect(questionAnswerProblem(questions, { smokingStatus: 'sometimes' }, 'ws23', JUDGE)).toEqual({ code: 'ANSWER_NOT_OFFERED', message: `"sometimes" is not an answer campaign 'ws23' takes for 'smokingStatus'` });
    for (const wrong of [{ smokingStatus: ['former'] }, { smokingStatus: true }, { cigarettesPerDay: 0 }, { cigarettesPerDay: '3' }, { cigarettesPerDay: 2.5 }, { quitDate: '2020-02-30' }, { note: 'too long' }, { inhalers: ['red'] }, { inhalers: 'blue' }, { allergic: 'yes' }, { smokingStatus: '  ' }]) {
      expect(questionAnswerProblem(questions, wrong, 'ws23', JUDGE)?.code, JSON.stringify(wrong)).toBe('ANSWER_NOT_OFFERED');
    }
  });

  it("refuses an answer the campaign's own rules on the question refuse, as the page does: a code not in its list, too short, not its pattern, a date after today", () => {
    const code: Field = { kind: 'ShortText', answer: 'code', required: false, label: { en: 'Code', es: 'Código' }, rules: [{ rule: 'length', min: 3, max: 5 }, { rule: 'oneOf', values: ['abc', 'abcd'] }] };
    const visit: Field = { kind: 'Date', answer: 'lastVisit', required: false, label: { en: 'Last visit', es: 'Última visita' }, rules: [{ rule: 'dateRange', notAfter: 'today' }] };
    const zip: Field = { kind: 'ShortText', answer: 'zipAgain', required: false, label: { en: 'Zip', es: 'Zip' }, rules: [{ rule: 'postalForCountry' }] };
    const email: Field = { kind: 'ShortText', answer: 'emailAgain', required: false, label: { en: 'E-mail again', es: 'Otra vez' }, rules: [{ rule: 'matchesField', answer: 'email' }] };
    const asked = new Map([['code', code], ['lastVisit', visit], ['zipAgain', zip], ['emailAgain', email]]);
    const problem = (answers: Record<string, unknown>) => questionAnswerProblem(asked, answers, 'qa3', JUDGE)?.code ?? null;
    expect(problem({ code: 'abcd' })).toBeNull();
    expect(problem({ code: 'zzzzzzzzzz' })).toBe('ANSWER_NOT_OFFERED');
    expect(problem({ code: 'xyz' })).toBe('ANSWER_NOT_OFFERED');
    expect(problem({ code: 'ab' })).toBe('ANSWER_NOT_OFFERED');
    // Today somewhere on Earth is the visitor's today: the later of the dates passes, the day after does not.
    expect(problem({ lastVisit: '2026-03-02' })).toBeNull();
    expect(problem({ lastVisit: '2026-03-01' })).toBeNull();
    expect(problem({ lastVisit: '2026-03-03' })).toBe('ANSWER_NOT_OFFERED');
    expect(problem({ lastVisit: '2030-01-01' })).toBe('ANSWER_NOT_OFFERED');
    // The person's country: a US ZIP for a US lead, not for a British one.
    expect(problem({ zipAgain: '10001' })).toBeNull();
    expect(questionAnswerProblem(asked, { zipAgain: '10001' }, 'qa3', { ...JUDGE, country: resolveCountry('GB') })?.code).toBe('ANSWER_NOT_OFFERED');
    // An answer matched with one the server does not hold beside it is not judged by that rule.
    expect(problem({ emailAgain: 'ana@example.com' })).toBeNull();
  });

  it("judges a campaign rule only on a question shown: an answer a later change hides is not kept, and not refused", () => {
    const trigger: Field = { kind: 'YesNo', answer: 'hasCode', required: false, label: { en: 'Code?', es: '¿Código?' } };
    const code: Field = { kind: 'ShortText', answer: 'code', required: false, label: { en: 'Code', es: 'Código' }, visibleWhen: { answer: 'hasCode', in: [true] }, rules: [{ rule: 'oneOf', values: ['abc'] }] };
    const asked = new Map([['hasCode', trigger], ['code', code]]);
    expect(questionAnswerProblem(asked, { hasCode: false, code: 'zzz' }, 'qa3', JUDGE)).toBeNull();
    expect(questionAnswerProblem(asked, { hasCode: true, code: 'zzz' }, 'qa3', JUDGE)?.code).toBe('ANSWER_NOT_OFFERED');
    expect(questionAnswerProblem(asked, { hasCode: true, code: 'abc' }, 'qa3', JUDGE)).toBeNull();
  });

  it('finds a shipped campaign\'s questions by answer key', () => {
    const library = new Map(['ws10', 'ws23'].map((name) => [name, JSON.parse(readFileSync(`campaigns/${name}.json`, 'utf8'))]));
    const ws23: Campaign = resolveCampaign('ws23', library);
    expect([...campaignQuestions(ws23).keys()]).toEqual(['smokingStatus', 'cigarettesPerDay']);
  });
});

describe('answers that screen a person out (disqualifyWhen)', () => {
  const screening = new Map<string, Field>([
    ['smokingStatus', { ...smoking, disqualifyWhen: { in: ['current'] } }],
    ['cigarettesPerDay', cigarettes],
    ['inhalers', { ...inhalers, disqualifyWhen: { in: ['brown'] } }],
    ['allergic', { ...allergic, disqualifyWhen: { in: [true] } }],
    ['pregnant', { kind: 'YesNo', answer: 'pregnant', label: { en: 'Pregnant?', es: '¿Embarazada?' }, disqualifyWhen: { in: [false] } }],
  ]);

  it('gives a reason per question answered with one of its values, in the campaign\'s order', () => {
    expect(disqualifyingAnswerReasons(screening, { allergic: true, smokingStatus: 'current', cigarettesPerDay: 40 }))
      .toEqual(['answer_smokingStatus_disqualifying', 'answer_allergic_disqualifying']);
    expect(disqualifyingAnswerReasons(screening, { inhalers: ['blue', 'brown'] })).toEqual(['answer_inhalers_disqualifying']);
    // A no that screens out is an answer too.
    expect(disqualifyingAnswerReasons(screening, { pregnant: false })).toEqual(['answer_pregnant_disqualifying']);
  });

  it('gives none for other answers, an unanswered question, or a question without the setting', () => {
    expect(disqualifyingAnswerReasons(screening, { smokingStatus: 'former', inhalers: ['blue'], allergic: false, pregnant: true, cigarettesPerDay: 99 })).toEqual([]);
    expect(disqualifyingAnswerReasons(screening, {})).toEqual([]);
    // No answer is not an answer, even where the value to screen out is false.
    expect(disqualifyingAnswerReasons(screening, { pregnant: null, allergic: undefined, inhalers: [], smokingStatus: ' ' })).toEqual([]);
    expect(disqualifyingAnswerReasons(questions, { smokingStatus: 'current', allergic: true })).toEqual([]);
  });

  it('reads only the campaign\'s own answers, not an inherited property', () => {
    const answers = Object.create({ smokingStatus: 'current' }) as Record<string, unknown>;
    expect(disqualifyingAnswerReasons(screening, answers)).toEqual([]);
  });

  it('sends the server the answers of the campaign\'s own questions only', () => {
    const library = new Map(['ws10', 'ws23'].map((name) => [name, JSON.parse(readFileSync(`campaigns/${name}.json`, 'utf8'))]));
    const ws23: Campaign = resolveCampaign('ws23', library);
    expect(answersToCampaign(ws23, { smokingStatus: 'current', cigarettesPerDay: 3, shoeSize: '9' })).toEqual({ smokingStatus: 'current', cigarettesPerDay: 3 });
    expect(answersToCampaign(resolveCampaign('ws10', library), { smokingStatus: 'current' })).toEqual({});
    // ws23 screens out current smokers.
    expect(disqualifyingAnswerReasons(campaignQuestions(ws23), { smokingStatus: 'current' })).toEqual(['answer_smokingStatus_disqualifying']);
  });
});

describe('answers of questions an earlier answer now hides', () => {
  const smokes: Field = { kind: 'YesNo', answer: 'smokes', label: { en: 'Smoke?', es: '¿Fuma?' } };
  const daily: Field = { kind: 'YesNo', answer: 'daily', label: { en: 'Daily?', es: '¿A diario?' }, visibleWhen: { answer: 'smokes', in: [true] }, disqualifyWhen: { in: [true] } };
  const brand: Field = { kind: 'ShortText', answer: 'brand', label: { en: 'Brand?', es: '¿Marca?' }, visibleWhen: { answer: 'daily', in: [true] } };
  const chain = new Map<string, Field>([['smokes', smokes], ['daily', daily], ['brand', brand]]);

  it('are dropped, through a chain of conditions, so they screen no one out', () => {
    // Yes and yes, then Back and the first answer changed to no: the second question is hidden, and so is the third.
    const afterBack = { smokes: false, daily: true, brand: 'x' };
    expect(shownQuestionAnswers(chain, afterBack)).toEqual({ smokes: false });
    expect(disqualifyingAnswerReasons(chain, shownQuestionAnswers(chain, afterBack))).toEqual([]);
    expect(shownQuestionAnswers(chain, { smokes: true, daily: true, brand: 'x' })).toEqual({ smokes: true, daily: true, brand: 'x' });
    expect(disqualifyingAnswerReasons(chain, shownQuestionAnswers(chain, { smokes: true, daily: true }))).toEqual(['answer_daily_disqualifying']);
  });

  it('are dropped when the condition\'s answer is missing, while answers to other keys are left to the check', () => {
    expect(shownQuestionAnswers(chain, { daily: true, shoeSize: '9' })).toEqual({ shoeSize: '9' });
    expect(shownQuestionAnswers(chain, {})).toEqual({});
  });

  it('are not sent with a ws23 screening: a former smoker\'s earlier cigarette count stays behind', () => {
    const library = new Map(['ws10', 'ws23'].map((name) => [name, JSON.parse(readFileSync(`campaigns/${name}.json`, 'utf8'))]));
    const ws23: Campaign = resolveCampaign('ws23', library);
    expect(answersToCampaign(ws23, { smokingStatus: 'former', cigarettesPerDay: 12 })).toEqual({ smokingStatus: 'former' });
  });
});

describe('withoutConfirmations', () => {
  const questions = new Map<string, Field>([
    ['email2', { kind: 'ShortText', answer: 'email2', rules: [{ rule: 'length', max: 80 }, { rule: 'matchesField', answer: 'email' }] } as Field],
    ['nickname', { kind: 'ShortText', answer: 'nickname', rules: [{ rule: 'length', max: 20 }] } as Field],
    ['plain', { kind: 'ShortText', answer: 'plain' } as Field],
  ]);

  it('leaves out the answers of questions that only confirm another, and keeps every other, asked or not', () => {
    expect(withoutConfirmations(questions, { email2: 'a@b.co', nickname: 'Ana', plain: 'x', other: 1 })).toEqual({ nickname: 'Ana', plain: 'x', other: 1 });
    expect(withoutConfirmations(questions, {})).toEqual({});
  });
});
