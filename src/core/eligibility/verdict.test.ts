import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  criterionQualifies,
  evaluate,
  qualifies,
  resultView,
  stricterQualifiedBy,
  type ScoredCriterion,
  type ScoredResponse,
  type ScreeningInput,
  type StudyRules,
} from './verdict.ts';
import type { CriteriaAnswers } from './criteria.ts';

const scored = (id: number, position: ScoredResponse['position'], qualifies: boolean): ScoredResponse => ({
  id,
  position,
  text: `response ${id}`,
  qualifies,
});

const singleChoice: ScoredCriterion = {
  id: 1,
  questionId: 101,
  question: 'How often do you have migraines?',
  hint: null,
  questionType: 'select_one',
  gender: null,
  responses: [scored(11, 'A', true), scored(12, 'B', false), scored(13, 'C', true)],
};

const multi: ScoredCriterion = {
  id: 3,
  questionId: 103,
  question: 'Which treatments have you tried?',
  hint: null,
  questionType: 'select_multiple',
  gender: null,
  responses: [scored(31, 'A', true), scored(32, 'B', true), scored(33, 'C', false)],
};

const femaleOnly: ScoredCriterion = {
  id: 4,
  questionId: 104,
  question: 'Are you pregnant?',
  hint: null,
  questionType: 'yes_no_unsure',
  gender: 'female',
  responses: [scored(41, 'A', false), scored(42, 'B', true), scored(43, 'C', false)],
};

const study: StudyRules = { minAge: 18, maxAge: 65, gender: 'any', minBmi: 18.5, maxBmi: 30 };

/** A candidate who qualifies on everything: age 40, BMI 80 / 1.8² = 24.7, a site, qualifying answers. */
const base: ScreeningInput = {
  study,
  criteria: [singleChoice, multi, femaleOnly],
  answers: { 1: [11], 3: [31] },
  age: 40,
  gender: 'male',
  heightCm: 180,
  weightKg: 80,
  siteFound: true,
  alreadyMatched: false,
};

const withInput = (patch: Partial<ScreeningInput>) => evaluate({ ...base, ...patch });
const withStudy = (patch: Partial<StudyRules>, input: Partial<ScreeningInput> = {}) =>
  evaluate({ ...base, ...input, study: { ...study, ...patch } });

describe('criterionQualifies', () => {
  it('decides a single-choice criterion by the chosen response', () => {
    expect(criterionQualifies(singleChoice, [11])).toBe(true);
    expect(criterionQualifies(singleChoice, [13])).toBe(true);
    expect(criterionQualifies(singleChoice, [12])).toBe(false);
    expect(criterionQualifies(singleChoice, [])).toBe(false);
    expect(criterionQualifies(femaleOnly, [42])).toBe(true);
    expect(criterionQualifies(femaleOnly, [43])).toBe(false);
  });

  it('qualifies a multi-select only when something is ticked and every tick qualifies', () => {
    expect(criterionQualifies(multi, [])).toBe(false);
    expect(criterionQualifies(multi, [31])).toBe(true);
    expect(criterionQualifies(multi, [32, 31])).toBe(true);
    expect(criterionQualifies(multi, [33])).toBe(false);
    expect(criterionQualifies(multi, [31, 33])).toBe(false);
    expect(criterionQualifies(multi, [31, 32, 33])).toBe(false);
  });
});

describe('evaluate', () => {
  it('fully qualifies the base candidate with no reasons and reports the BMI', () => {
    expect(evaluate(base)).toEqual({
      fullyQualified: true,
      bioQualified: true,
      criteriaQualified: true,
      siteFound: true,
      bmi: 24.7,
      reasons: [],
    });
  });

  describe('age', () => {
    it('qualifies the bounds themselves (inclusive)', () => {
      expect(withInput({ age: 18 }).reasons).toEqual([]);
      expect(withInput({ age: 65 }).reasons).toEqual([]);
    });

    it('gives age_below_min under minAge and age_above_max over maxAge', () => {
      expect(withInput({ age: 17 }).reasons).toEqual(['age_below_min']);
      expect(withInput({ age: 66 }).reasons).toEqual(['age_above_max']);
      expect(withInput({ age: 66 }).bioQualified).toBe(false);
    });

    it('checks only the side that has a bound', () => {
      expect(withStudy({ minAge: null }, { age: 5 }).reasons).toEqual([]);
      expect(withStudy({ minAge: null }, { age: 70 }).reasons).toEqual(['age_above_max']);
      expect(withStudy({ maxAge: null }, { age: 101 }).reasons).toEqual([]);
      expect(withStudy({ maxAge: null }, { age: 17 }).reasons).toEqual(['age_below_min']);
    });

    it('gives age_missing without an age when there is a bound', () => {
      expect(withInput({ age: null }).reasons).toEqual(['age_missing']);
      expect(withStudy({ maxAge: null }, { age: null }).reasons).toEqual(['age_missing']);
      expect(withStudy({ minAge: null }, { age: null }).reasons).toEqual(['age_missing']);
    });

    it('gives no age reason when the study has no age bounds, even without an age', () => {
      const v = withStudy({ minAge: null, maxAge: null }, { age: null });
      expect(v.reasons).toEqual([]);
      expect(v.fullyQualified).toBe(true);
    });
  });

  describe('gender', () => {
    it('never mismatches when the study takes any gender', () => {
      for (const gender of ['male', 'female', 'other', null]) {
        expect(withStudy({ gender: 'any' }, { gender }).reasons).not.toContain('gender_mismatch');
      }
    });

    it('gives gender_mismatch for any other gender, including unknown', () => {
      expect(withStudy({ gender: 'male' }, { gender: 'male' }).reasons).toEqual([]);
      expect(withStudy({ gender: 'male' }, { gender: 'female', answers: { 1: [11], 3: [31], 4: [42] } }).reasons).toEqual(['gender_mismatch']);
      expect(withStudy({ gender: 'female' }, { gender: 'male' }).reasons).toEqual(['gender_mismatch']);
      expect(withStudy({ gender: 'female' }, { gender: 'other' }).reasons).toEqual(['gender_mismatch']);
      expect(withStudy({ gender: 'female' }, { gender: null }).reasons).toEqual(['gender_mismatch']);
    });
  });

  describe('BMI', () => {
    it('is weight over height in metres squared, rounded to one decimal', () => {
      expect(withInput({ heightCm: 175, weightKg: 70 }).bmi).toBe(22.9); // 22.857
      expect(withInput({ heightCm: 200, weightKg: 100 }).bmi).toBe(25);
    });

    it('applies inclusive bounds to the rounded value', () => {
      // 200 cm: BMI = kg / 4
      expect(withStudy({ maxBmi: 25 }, { heightCm: 200, weightKg: 100 }).reasons).toEqual([]);
      expect(withStudy({ maxBmi: 25 }, { heightCm: 200, weightKg: 100.16 }).reasons).toEqual([]); // 25.04 → 25.0
      expect(withStudy({ maxBmi: 25 }, { heightCm: 200, weightKg: 100.24 }).reasons).toEqual(['bmi_above_max']); // 25.06 → 25.1
      expect(withStudy({ minBmi: 18.5 }, { heightCm: 200, weightKg: 74 }).reasons).toEqual([]);
      expect(withStudy({ minBmi: 18.5 }, { heightCm: 200, weightKg: 73.84 }).reasons).toEqual([]); // 18.46 → 18.5
      expect(withStudy({ minBmi: 18.5 }, { heightCm: 200, weightKg: 73.76 }).reasons).toEqual(['bmi_below_min']); // 18.44 → 18.4
    });

    it('gives bmi_below_min and bmi_above_max outside the bounds', () => {
      expect(withInput({ weightKg: 55 }).reasons).toEqual(['bmi_below_min']); // 17.0
      const heavy = withInput({ weightKg: 110 }); // 34.0
      expect(heavy.reasons).toEqual(['bmi_above_max']);
      expect(heavy.bmi).toBe(34);
      expect(heavy.bioQualified).toBe(false);
    });

    it('checks only the side that has a bound', () => {
      expect(withStudy({ minBmi: null }, { weightKg: 40 }).reasons).toEqual([]);
      expect(withStudy({ maxBmi: null }, { weightKg: 150 }).reasons).toEqual([]);
    });

    it('gives bmi_missing without height, weight or a usable height when there is a bound', () => {
      const noHeight = withInput({ heightCm: null });
      expect(noHeight.reasons).toEqual(['bmi_missing']);
      expect(noHeight.bmi).toBeNull();
      expect(withInput({ weightKg: null }).reasons).toEqual(['bmi_missing']);
      const zeroHeight = withInput({ heightCm: 0 });
      expect(zeroHeight.reasons).toEqual(['bmi_missing']);
      expect(zeroHeight.bmi).toBeNull();
    });

    it('gives no BMI reason when both bounds are null, even without height or weight', () => {
      const v = withStudy({ minBmi: null, maxBmi: null }, { heightCm: null, weightKg: null });
      expect(v.reasons).toEqual([]);
      expect(v.bmi).toBeNull();
      expect(withStudy({ minBmi: null, maxBmi: null }, { weightKg: 300 }).reasons).toEqual([]);
    });
  });

  it('gives no_site without a site, which spoils full but not bio or criteria qualification', () => {
    const v = withInput({ siteFound: false });
    expect(v.reasons).toEqual(['no_site']);
    expect(v.siteFound).toBe(false);
    expect(v.fullyQualified).toBe(false);
    expect(v.bioQualified).toBe(true);
    expect(v.criteriaQualified).toBe(true);
  });

  describe('criteria', () => {
    it('gives criterion_<id>_unanswered for an applicable criterion with no answer or an emptied answer', () => {
      expect(withInput({ answers: { 3: [31] } }).reasons).toEqual(['criterion_1_unanswered']);
      expect(withInput({ answers: { 1: [11], 3: [] } }).reasons).toEqual(['criterion_3_unanswered']);
    });

    it('gives criterion_<id>_disqualifying for a disqualifying answer', () => {
      expect(withInput({ answers: { 1: [12], 3: [31] } }).reasons).toEqual(['criterion_1_disqualifying']);
      expect(withInput({ answers: { 1: [11], 3: [31, 33] } }).reasons).toEqual(['criterion_3_disqualifying']);
    });

    it('spoils criteria and full qualification but not bio qualification', () => {
      const v = withInput({ answers: { 1: [12] } });
      expect(v.reasons).toEqual(['criterion_1_disqualifying', 'criterion_3_unanswered']);
      expect(v.criteriaQualified).toBe(false);
      expect(v.fullyQualified).toBe(false);
      expect(v.bioQualified).toBe(true);
    });

    it('ignores a female-only criterion for a male or an unknown gender', () => {
      expect(withInput({ gender: 'male', answers: { 1: [11], 3: [31] } }).reasons).toEqual([]);
      expect(withInput({ gender: 'male', answers: { 1: [11], 3: [31], 4: [41] } }).reasons).toEqual([]);
      expect(withInput({ gender: null, answers: { 1: [11], 3: [31], 4: [41] } }).reasons).toEqual([]);
    });

    it('counts a female-only criterion for a female', () => {
      expect(withInput({ gender: 'female' }).reasons).toEqual(['criterion_4_unanswered']);
      expect(withInput({ gender: 'female', answers: { 1: [11], 3: [31], 4: [41] } }).reasons).toEqual(['criterion_4_disqualifying']);
      expect(withInput({ gender: 'female', answers: { 1: [11], 3: [31], 4: [42] } }).reasons).toEqual([]);
    });

    it('lists criterion reasons in criterion order', () => {
      const v = withInput({ criteria: [multi, femaleOnly, singleChoice], gender: 'female', answers: { 1: [12], 4: [43] } });
      expect(v.reasons).toEqual(['criterion_3_unanswered', 'criterion_4_disqualifying', 'criterion_1_disqualifying']);
    });
  });

  it('gives already_matched for a candidate already matched to a study', () => {
    const v = withInput({ alreadyMatched: true });
    expect(v.reasons).toEqual(['already_matched']);
    expect(v.fullyQualified).toBe(false);
    expect(v.bioQualified).toBe(true);
    expect(v.criteriaQualified).toBe(true);
  });

  it("counts the campaign's own disqualifying answers with the study's criteria, after them", () => {
    const v = withInput({ answerReasons: ['answer_smokingStatus_disqualifying'] });
    expect(v.reasons).toEqual(['answer_smokingStatus_disqualifying']);
    expect(v).toMatchObject({ fullyQualified: false, bioQualified: true, criteriaQualified: false, siteFound: true });
    expect(qualifies('criteria', v)).toBe(false);
    expect(qualifies('full', v)).toBe(false);
    expect(withInput({ answerReasons: [] })).toMatchObject({ fullyQualified: true, criteriaQualified: true, reasons: [] });
    const both = withInput({ answers: { 1: [12], 3: [31] }, answerReasons: ['answer_a_disqualifying'], alreadyMatched: true });
    expect(both.reasons).toEqual(['criterion_1_disqualifying', 'answer_a_disqualifying', 'already_matched']);
  });

  it('orders reasons: bio reasons, then no_site, then criteria in criterion order, then already_matched', () => {
    const v = evaluate({
      ...base,
      study: { minAge: 18, maxAge: 65, gender: 'male', minBmi: 18.5, maxBmi: 30 },
      criteria: [multi, singleChoice, femaleOnly],
      answers: { 3: [33] },
      age: 17,
      gender: 'female',
      weightKg: 110,
      siteFound: false,
      alreadyMatched: true,
    });
    expect([...v.reasons.slice(0, 3)].sort()).toEqual(['age_below_min', 'bmi_above_max', 'gender_mismatch']);
    expect(v.reasons.slice(3)).toEqual([
      'no_site',
      'criterion_3_disqualifying',
      'criterion_1_unanswered',
      'criterion_4_unanswered',
      'already_matched',
    ]);
    expect(v).toMatchObject({ fullyQualified: false, bioQualified: false, criteriaQualified: false, siteFound: false });
  });
});

describe('age and BMI bounds, one at a time', () => {
  // 180 cm and 80 kg: BMI 24.7.
  it('judges a BMI against a study with only a minimum, or only a maximum', () => {
    expect(withStudy({ minBmi: 25, maxBmi: null }).reasons).toEqual(['bmi_below_min']);
    expect(withStudy({ minBmi: 20, maxBmi: null }).reasons).toEqual([]);
    expect(withStudy({ minBmi: null, maxBmi: 24 }).reasons).toEqual(['bmi_above_max']);
    expect(withStudy({ minBmi: null, maxBmi: 30 }).reasons).toEqual([]);
    expect(withStudy({ minBmi: null, maxBmi: null }, { heightCm: null }).reasons).toEqual([]);
  });

  it('needs both height and weight for a BMI', () => {
    expect(withStudy({ minBmi: 18, maxBmi: 30 }, { heightCm: null }).reasons).toEqual(['bmi_missing']);
    expect(withStudy({ minBmi: 18, maxBmi: 30 }, { weightKg: null }).reasons).toEqual(['bmi_missing']);
    expect(withStudy({ minBmi: 18, maxBmi: 30 }, { weightKg: null }).bmi).toBeNull();
  });

  it('says which age bound is missed, at and beside each bound, with only one bound', () => {
    expect(withStudy({ minAge: 40, maxAge: null }, { age: 40 }).reasons).toEqual([]);
    expect(withStudy({ minAge: 40, maxAge: null }, { age: 39 }).reasons).toEqual(['age_below_min']);
    expect(withStudy({ minAge: null, maxAge: 40 }, { age: 41 }).reasons).toEqual(['age_above_max']);
    expect(withStudy({ minAge: null, maxAge: 40 }, { age: 40 }).reasons).toEqual([]);
    expect(withStudy({ minAge: null, maxAge: 40 }, { age: Number.NaN }).reasons).toEqual(['age_missing']);
    expect(withStudy({ minAge: 18, maxAge: null }, { age: null }).reasons).toEqual(['age_missing']);
  });
});

describe('qualifies', () => {
  // Made inside each test, so a mutant that throws fails that test rather than the file's loading.
  const criteriaOnly = () => withInput({ siteFound: false, age: 10 }); // criteria pass, full does not
  const fully = () => evaluate(base);
  const criteriaFail = () => withInput({ answers: { 1: [12], 3: [31] } });

  it('qualifies on the study\'s questions alone for a campaign qualified by criteria', () => {
    expect(criteriaOnly().criteriaQualified).toBe(true);
    expect(criteriaOnly().fullyQualified).toBe(false);
    expect(qualifies('criteria', criteriaOnly())).toBe(true);
    expect(qualifies('criteria', criteriaFail())).toBe(false);
    expect(qualifies('criteria', fully())).toBe(true);
  });

  it('qualifies on everything for a campaign qualified in full', () => {
    expect(qualifies('full', criteriaOnly())).toBe(false);
    expect(qualifies('full', fully())).toBe(true);
    expect(qualifies('full', criteriaFail())).toBe(false);
  });
});

describe('stricterQualifiedBy', () => {
  it("counts criteria alone only when the screening's campaign does and the lead's does too, or the lead has none", () => {
    expect(stricterQualifiedBy('criteria', 'criteria')).toBe('criteria');
    expect(stricterQualifiedBy('criteria', null)).toBe('criteria');
    expect(stricterQualifiedBy('criteria', 'full')).toBe('full');
    expect(stricterQualifiedBy('full', 'criteria')).toBe('full');
    expect(stricterQualifiedBy('full', null)).toBe('full');
    expect(stricterQualifiedBy('full', 'full')).toBe('full');
  });
});

describe('resultView', () => {
  // Made inside each test, so a mutant that throws fails that test rather than the file's loading.
  const qualified = () => evaluate(base);
  const disqualifiedWithSite = () => withInput({ age: 70 });
  const disqualifiedNoSite = () => withInput({ age: 70, siteFound: false });
  const noSiteOnly = () => withInput({ siteFound: false });

  it('shows congratulations when qualified and not a simulation', () => {
    expect(resultView('full', qualified(), false)).toBe('congratulations');
  });

  it('shows disqualified for a qualified simulation', () => {
    expect(resultView('full', qualified(), true)).toBe('disqualified');
  });

  it('shows disqualified when not qualified but a site was found', () => {
    expect(resultView('full', disqualifiedWithSite(), false)).toBe('disqualified');
  });

  it('shows noSite when not qualified, no site was found and the study is not a simulation', () => {
    expect(resultView('full', disqualifiedNoSite(), false)).toBe('noSite');
    expect(resultView('full', noSiteOnly(), false)).toBe('noSite');
  });

  it('shows disqualified for a simulation even without a site', () => {
    expect(resultView('full', disqualifiedNoSite(), true)).toBe('disqualified');
  });

  it('tells a visitor qualified but for a match made already (this phone pre-qualified for this study before) so, never that they did not qualify', () => {
    expect(resultView('full', withInput({ alreadyMatched: true }), false)).toBe('alreadyMatched');
    // Anything else between them and the study, and they are told that.
    expect(resultView('full', withInput({ alreadyMatched: true, age: 70 }), false)).toBe('disqualified');
    expect(resultView('full', withInput({ alreadyMatched: true, siteFound: false }), false)).toBe('noSite');
    expect(resultView('full', withInput({ alreadyMatched: true }), true)).toBe('disqualified');
    // Qualified by the study's questions alone (ws11), a match made already changes nothing.
    expect(resultView('criteria', withInput({ alreadyMatched: true }), false)).toBe('congratulations');
  });

  it('lets the criteria decide for a campaign qualified by criteria (ws11)', () => {
    expect(resultView('criteria', noSiteOnly(), false)).toBe('congratulations');
    expect(resultView('criteria', disqualifiedNoSite(), false)).toBe('congratulations');
    expect(resultView('criteria', noSiteOnly(), true)).toBe('disqualified');
    expect(resultView('criteria', withInput({ answers: {}, siteFound: false }), false)).toBe('noSite');
  });
});

describe('evaluate properties', () => {
  const criteriaPool = [singleChoice, multi, femaleOnly];
  const bound = (min: number, max: number) => fc.option(fc.integer({ min, max }), { nil: null });

  const studyArb: fc.Arbitrary<StudyRules> = fc.record({
    minAge: bound(0, 80),
    maxAge: bound(20, 110),
    gender: fc.constantFrom('any' as const, 'male' as const, 'female' as const),
    minBmi: bound(10, 25),
    maxBmi: bound(20, 45),
  });

  const answersArb: fc.Arbitrary<CriteriaAnswers> = fc
    .tuple(...criteriaPool.map((c) => fc.option(fc.subarray(c.responses.map((r) => r.id)), { nil: undefined })))
    .map((picks) => {
      const answers: CriteriaAnswers = {};
      picks.forEach((pick, i) => {
        if (pick !== undefined) answers[criteriaPool[i]!.id] = pick;
      });
      return answers;
    });

  const inputArb: fc.Arbitrary<ScreeningInput> = fc.record({
    study: studyArb,
    criteria: fc.shuffledSubarray(criteriaPool),
    answers: answersArb,
    age: fc.option(fc.integer({ min: 1, max: 119 }), { nil: null }),
    gender: fc.constantFrom('male', 'female', 'other', null),
    heightCm: fc.option(fc.integer({ min: 100, max: 220 }), { nil: null }),
    weightKg: fc.option(fc.integer({ min: 30, max: 200 }), { nil: null }),
    siteFound: fc.boolean(),
    alreadyMatched: fc.boolean(),
  });

  const isBioReason = (r: string) => r.startsWith('age_') || r === 'gender_mismatch' || r.startsWith('bmi_');
  const isCriterionReason = (r: string) => /^criterion_\d+_(unanswered|disqualifying)$/.test(r);

  it('fullyQualified holds exactly when there are no reasons', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const v = evaluate(input);
        expect(v.fullyQualified).toBe(v.reasons.length === 0);
      }),
      { numRuns: 500 },
    );
  });

  it('fullyQualified implies bio-qualified, criteria-qualified and a site', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const v = evaluate(input);
        if (v.fullyQualified) {
          expect(v.bioQualified).toBe(true);
          expect(v.criteriaQualified).toBe(true);
          expect(v.siteFound).toBe(true);
          expect(input.alreadyMatched).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('bioQualified and criteriaQualified follow their own reasons only', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const v = evaluate(input);
        expect(v.bioQualified).toBe(!v.reasons.some(isBioReason));
        expect(v.criteriaQualified).toBe(!v.reasons.some(isCriterionReason));
        const flipped = evaluate({ ...input, siteFound: !input.siteFound, alreadyMatched: !input.alreadyMatched, answers: {} });
        expect(flipped.bioQualified).toBe(v.bioQualified);
        const otherBio = evaluate({ ...input, age: null, heightCm: null, siteFound: !input.siteFound, alreadyMatched: !input.alreadyMatched });
        expect(otherBio.criteriaQualified).toBe(v.criteriaQualified);
      }),
      { numRuns: 300 },
    );
  });

  it('orders reasons as bio, no_site, criteria, already_matched', () => {
    const rank = (r: string) => (isBioReason(r) ? 0 : r === 'no_site' ? 1 : isCriterionReason(r) ? 2 : r === 'already_matched' ? 3 : 99);
    fc.assert(
      fc.property(inputArb, (input) => {
        const ranks = evaluate(input).reasons.map(rank);
        expect(ranks).not.toContain(99);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic and leaves its input untouched', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const copy = structuredClone(input);
        const first = evaluate(input);
        expect(evaluate(input)).toEqual(first);
        expect(evaluate(copy)).toEqual(first);
        expect(input).toEqual(copy);
      }),
      { numRuns: 300 },
    );
  });

  it('never gives an age reason for an age within [minAge, maxAge]', () => {
    const boundsAndAge = fc
      .tuple(fc.integer({ min: 0, max: 110 }), fc.integer({ min: 0, max: 110 }), fc.integer({ min: 0, max: 110 }), fc.boolean(), fc.boolean())
      .map(([a, b, c, dropMin, dropMax]) => {
        const [lo, age, hi] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
        return { minAge: dropMin ? null : lo, maxAge: dropMax ? null : hi, age };
      });
    fc.assert(
      fc.property(inputArb, boundsAndAge, (input, { minAge, maxAge, age }) => {
        const v = evaluate({ ...input, age, study: { ...input.study, minAge, maxAge } });
        expect(v.reasons.filter((r) => r.startsWith('age_'))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('evaluate: an age that is not a number', () => {
  it('counts NaN as a missing age', () => {
    const v = evaluate({ study: { minAge: 18, maxAge: 65, gender: 'any', minBmi: null, maxBmi: null }, criteria: [], answers: {}, age: Number.NaN, gender: null, heightCm: null, weightKg: null, siteFound: true, alreadyMatched: false });
    expect(v.reasons).toEqual(['age_missing']);
    expect(v.fullyQualified).toBe(false);
  });
});

describe('evaluate: a BMI needs both height and weight', () => {
  it('says the BMI is missing, not out of bounds, when either is missing, and gives none', () => {
    for (const input of [{ heightCm: null, weightKg: 80 }, { heightCm: 170, weightKg: null }, { heightCm: null, weightKg: null }]) {
      const verdict = withInput(input);
      expect(verdict.reasons, JSON.stringify(input)).toEqual(['bmi_missing']);
      expect(verdict.bmi).toBeNull();
    }
  });
});
