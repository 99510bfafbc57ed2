import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CampaignDocument } from '../../engine/campaign.ts';
import type { Brand } from '../../generated/brand.ts';
import type { Copy } from '../../engine/catalogueText.ts';
import { resolveCampaign } from '../../engine/resolveCampaign.ts';
import { stepOf } from '../../engine/flow.ts';
import { emptyCandidate } from '../../core/candidate.ts';
import { resolveCountry } from '../../core/countries.ts';
import { planSubmit, type SubmitInput } from '../../engine/submitPlan.ts';
import { forgetPlannedSubmit, planWhenIdle, plannedSubmit as plannedWith } from './plannedSubmit.ts';

// The engine's plan, counted: a plan reused is one not worked out again.
const worked = { count: 0 };
const counted = (input: SubmitInput) => {
  worked.count += 1;
  return planSubmit(input);
};
const plannedSubmit = (input: SubmitInput) => plannedWith(input, counted);

const campaign = resolveCampaign('s6', new Map([['s6', JSON.parse(readFileSync('campaigns/s6.json', 'utf8')) as CampaignDocument]]));
const brand = JSON.parse(readFileSync('campaigns/brands/trial-search.json', 'utf8')) as Brand;
const t = (key: Copy) => (typeof key === 'string' ? key : key.en);
const candidate = emptyCandidate('US');
const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false };
const finishedSteps = ['home', 'postal', 'dob', 'name'];

/** The input as the browser builds it for each plan: answers, consent words and context afresh, the visit's own objects shared. */
function input(over: Partial<SubmitInput> = {}): SubmitInput {
  return {
    campaign, stepId: 'phone', candidate, path, answers: { phone: '(212) 555-0199' }, shown: stepOf(campaign, 'phone').fields,
    country: resolveCountry('US'), today: '2026-11-27', finishedSteps, storedLead: null, pendingConsents: [],
    statements: { campaign, brand, locale: 'en', t }, caregiver: false, context: { study: { id: 1001, minAge: 18 } as never, screening: null }, ...over,
  };
}

beforeEach(() => {
  forgetPlannedSubmit();
  worked.count = 0;
});

describe('plannedSubmit', () => {
  it('reuses the plan of an input with the same parts, even built afresh', () => {
    const first = plannedSubmit(input());
    expect(first.candidate.phone).toBe('+12125550199');
    expect(first.work.map((w) => w.kind)).toEqual(['save']);
    expect(plannedSubmit(input())).toBe(first);
    expect(worked.count).toBe(1);
  });

  it('works the plan out again when any part differs: an answer, the visit, the day, the words, the context, the step', () => {
    const first = plannedSubmit(input());
    const changed = plannedSubmit(input({ answers: { phone: '(212) 555-0198' } }));
    expect(changed).not.toBe(first);
    expect(changed.candidate.phone).toBe('+12125550198');
    const others: Array<Partial<SubmitInput>> = [
      { answers: { phone: '(212) 555-0199', extra: true } },
      { answers: {} },
      { candidate: { ...candidate, firstName: 'Ana' } },
      { finishedSteps: [...finishedSteps, 'phone'] },
      { finishedSteps: finishedSteps.slice(1) },
      { today: '2026-11-28' },
      { statements: { campaign, brand, locale: 'es', t } },
      { statements: { campaign, brand, locale: 'en', t: (key: Copy) => t(key) } },
      { context: { study: { id: 1002, minAge: 18 } as never, screening: null } },
      { context: { study: { id: 1001, minAge: 18 } as never, screening: null, booked: true } },
      { context: { study: null, screening: null } },
      { stepId: 'name', answers: { fullName: 'Ana Diaz' }, shown: stepOf(campaign, 'name').fields },
    ];
    for (const over of others) {
      plannedSubmit(input());
      const before = worked.count;
      plannedSubmit(input(over));
      expect(worked.count, JSON.stringify(Object.keys(over))).toBe(before + 1);
    }
  });

  it('answers of other questions are other answers, though neither holds a value', () => {
    plannedSubmit(input({ answers: { phone: undefined } }));
    plannedSubmit(input({ answers: { email: undefined } }));
    expect(worked.count).toBe(2);
    plannedSubmit(input({ answers: { phone: undefined } }));
    plannedSubmit(input({ answers: { phone: '(212) 555-0199' } }));
    expect(worked.count).toBe(4);
    plannedSubmit(input({ answers: [] as never }));
    plannedSubmit(input({ answers: {} }));
    expect(worked.count).toBe(6);
    // Only plain data compares part by part: anything else must be the same object.
    plannedSubmit(input({ context: { study: new Map([['id', 1001]]) as never, screening: null } }));
    plannedSubmit(input({ context: { study: new Map([['id', 1002]]) as never, screening: null } }));
    expect(worked.count).toBe(8);
  });

  it('a step gone back to does not save again on its way to a finished step: that plan is not the first visit\'s', () => {
    const first = plannedSubmit(input());
    const back = plannedSubmit(input({ finishedSteps: [...finishedSteps, 'phone', 'email'] }));
    expect(first.work.map((w) => w.kind)).toEqual(['save']);
    expect(back.work).toEqual([]);
  });
});

describe('planWhenIdle', () => {
  it('works out one plan when the browser is idle, of the input as it stands then, and the tap finds it', () => {
    const idle: Array<() => void> = [];
    let answers = { phone: '(212) 555-01' };
    planWhenIdle(() => input({ answers }), (run) => idle.push(run), counted);
    answers = { phone: '(212) 555-0199' };
    planWhenIdle(() => input({ answers }), (run) => idle.push(run), counted);
    expect(idle).toHaveLength(1);
    expect(worked.count).toBe(0);
    idle[0]!();
    expect(worked.count).toBe(1);
    const tapped = plannedSubmit(input());
    expect(worked.count).toBe(1);
    expect(tapped.candidate.phone).toBe('+12125550199');
    // Asked again after it ran: another idle piece.
    planWhenIdle(() => input(), (run) => idle.push(run), counted);
    expect(idle).toHaveLength(2);
  });

  it('an input that cannot be planned yet is left for the tap, and the next ask is heard', () => {
    const idle: Array<() => void> = [];
    planWhenIdle(() => { throw new Error('half typed'); }, (run) => idle.push(run), counted);
    expect(() => idle[0]!()).not.toThrow();
    expect(worked.count).toBe(0);
    planWhenIdle(() => input(), (run) => idle.push(run), counted);
    expect(idle).toHaveLength(2);
    idle[1]!();
    expect(worked.count).toBe(1);
  });
});
