import { describe, expect, it } from 'vitest';
import { HowHeard } from './HowHeard.ts';
import { HOW_HEARD } from '../../core/healthQuestions.ts';
import { kindSpec } from '../fieldKinds.ts';
import { validateStep } from '../validateStep.ts';
import { applyAnswers } from '../applyAnswers.ts';
import { leadSaveBody } from '../leadBody.ts';
import { emptyCandidate } from '../../core/candidate.ts';
import { resolveCountry } from '../../core/countries.ts';

const ctx = { country: resolveCountry('US'), today: '2026-11-24' };
const check = (answers: Record<string, unknown>, required?: boolean) => validateStep([{ kind: 'HowHeard', ...(required === undefined ? {} : { required }) }], answers, ctx);

describe('HowHeard, a kind module', () => {
  it('takes one of the spec\'s answers, and nothing else', () => {
    for (const answer of HOW_HEARD) expect(check({ referringGroup: answer })).toEqual({});
    expect(check({ referringGroup: 'television' })).toEqual({ referringGroup: 'required' });
  });

  it('is optional unless the campaign asks for it, and then an unanswered one is required', () => {
    expect(check({})).toEqual({});
    expect(check({}, true)).toEqual({ referringGroup: 'required' });
  });

  it('is a choice that waits for Next, keeps its answer as referringGroup, and declares it not personal', () => {
    expect(kindSpec('HowHeard')).toMatchObject({ answer: 'referringGroup', shape: 'choice', autoAdvance: false, requiredByDefault: false, choices: HOW_HEARD });
    expect(HowHeard).toMatchObject({ personalData: 'none', leadField: 'referringGroup', description: { asks: 'how the visitor heard of us', notes: "stored as the lead's referringGroup" } });
  });

  it('an answer given on the page reaches the lead at additionalFields.referringGroup, trimmed', () => {
    const candidate = applyAnswers(emptyCandidate('US'), { referringGroup: ' doctor ' }, { ...ctx, path: { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false } });
    const body = leadSaveBody(candidate, { campaign: 'ws20', locale: 'en', leadLpParamId: null, studyId: null });
    expect(body.additionalFields).toEqual({ referringGroup: 'doctor' });
    expect(body.answers).toBeUndefined();
  });

  it('names the words its widget shows: the question, the prompt and every answer', () => {
    expect(HowHeard.translationKeys).toEqual(['healthQuestions.q.referringGroup', 'healthQuestions.choose', ...HOW_HEARD.map((a) => `healthQuestions.a.${a}`)]);
  });
});
