import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CampaignDocument } from './campaign.ts';
import { edgesOf, firstEndWithout, loopWithoutEnd, reachableForwardFrom, reachableFromHome, stepsWithoutEnd } from './graph.ts';
import { resolveCampaign } from './resolveCampaign.ts';
import { tinyScreener } from '../../tests/support/tinyScreener.ts';

const s6 = resolveCampaign('s6', new Map([['s6', JSON.parse(readFileSync('campaigns/s6.json', 'utf8')) as CampaignDocument]]));

function campaign(steps: CampaignDocument['steps'], home = 'a') {
  return resolveCampaign('g', new Map<string, CampaignDocument>([['g', {
    name: 'g', campaignType: 'Signup', flowType: 'signup', home, consent: { us: { en: 'ok' }, international: { en: 'ok' } }, steps,
  }]]));
}

const key = (e: { from: string; to: string; rule: string | null }) => `${e.from}->${e.to}${e.rule ? ` (${e.rule})` : ''}`;

describe('edgesOf', () => {
  it('lists fixed edges and every declared target of navigation rules for s6', () => {
    expect(edgesOf(s6).map(key)).toEqual([
      'home->genderSelect (afterGenderHome)',
      'home->postal (afterGenderHome)',
      'genderSelect->postal',
      'postal->dob',
      'dob->name',
      'name->phone',
      'phone->email',
      'email->diagnosis (afterEmail)',
      'email->indications (afterEmail)',
      'diagnosis->indications',
      'indications->thankyou',
      'thankyou->healthQuestions',
      'healthQuestions->healthThankYou',
    ]);
  });

  it('adds an edge to home for a step without next unless Next is hidden', () => {
    const c = campaign({
      a: { path: 'a', fields: [], next: 'b' },
      b: { path: 'b', fields: [] },
      c: { path: 'c', fields: [], nav: { next: false } },
    });
    expect(edgesOf(c).map(key)).toEqual(['a->b', 'b->a']);
  });

  it('adds no edge for an unknown rule or a rule that is not a navigation rule', () => {
    const c = campaign({
      a: { path: 'a', fields: [], next: { rule: 'noSuchRule' } },
      b: { path: 'b', fields: [], next: { rule: 'isCaregiver' } },
    });
    expect(edgesOf(c)).toEqual([]);
  });
});

describe('reachableFromHome', () => {
  it('reaches every s6 step from home', () => {
    expect([...reachableFromHome(s6)].sort()).toEqual(
      ['diagnosis', 'dob', 'email', 'genderSelect', 'healthQuestions', 'healthThankYou', 'home', 'indications', 'name', 'phone', 'postal', 'thankyou'],
    );
  });

  it('leaves out steps nothing leads to', () => {
    const c = campaign({
      a: { path: 'a', fields: [], next: 'b' },
      b: { path: 'b', fields: [], nav: { next: false } },
      orphan: { path: 'orphan', fields: [], next: 'a' },
      // Reached only from another unreachable step: still out.
      stray: { path: 'stray', fields: [], next: 'strayEnd' },
      strayEnd: { path: 'stray-end', fields: [], nav: { next: false } },
    });
    expect([...reachableFromHome(c)].sort()).toEqual(['a', 'b']);
  });

  it('always includes home and follows cycles without looping', () => {
    const c = campaign({
      a: { path: 'a', fields: [], next: 'b' },
      b: { path: 'b', fields: [], next: 'a' },
    });
    expect([...reachableFromHome(c)].sort()).toEqual(['a', 'b']);
  });
});

describe('reachableForwardFrom', () => {
  it('follows the way forward from a step, itself included, but not back through the home where a visit begins again', () => {
    const fwd = tinyScreener('fwd', 'start', {
      start: { path: 'start', fields: [{ kind: 'FullName' }], next: 'middle' },
      middle: { path: 'middle', fields: [{ kind: 'Phone' }], next: 'end' },
      end: { path: 'end', fields: [{ kind: 'Email' }], next: 'start' },
    });
    expect([...reachableForwardFrom(fwd, 'middle')].sort()).toEqual(['end', 'middle']);
    expect([...reachableForwardFrom(fwd, 'start')].sort()).toEqual(['end', 'middle', 'start']);
  });
});

describe('stepsWithoutEnd and loopWithoutEnd', () => {
  const end = { path: 'end', fields: [], nav: { next: false } };
  it('find none where every step can reach an end: the shipped s6, a way back that still leads on, a step to one that does not exist', () => {
    expect(stepsWithoutEnd(s6)).toEqual([]);
    expect(loopWithoutEnd(s6)).toBeNull();
    const back = campaign({ a: { path: 'a', fields: [], next: 'b' }, b: { path: 'b', fields: [], next: { rule: 'afterEmail' } }, diagnosis: { path: 'd', fields: [], next: 'b' }, indications: end });
    expect(stepsWithoutEnd(back)).toEqual([]);
    expect(stepsWithoutEnd(campaign({ a: { path: 'a', fields: [], next: 'missing' } }))).toEqual([]);
  });

  it('find the steps a visitor reaches and cannot leave, in step order, and the round they go', () => {
    const c = campaign({
      a: { path: 'a', fields: [], next: 'b' },
      b: { path: 'b', fields: [], next: 'c' },
      c: { path: 'c', fields: [], next: 'd' },
      d: { path: 'd', fields: [], next: 'b' },
      lost: end,
    });
    expect(stepsWithoutEnd(c)).toEqual(['a', 'b', 'c', 'd']);
    expect(loopWithoutEnd(c)).toEqual(['b', 'c', 'd', 'b']);
  });

  it('count a step whose answer moves on by itself as going back home, even with Next hidden', () => {
    const c = campaign({ a: { path: 'a', fields: [], next: 'b' }, b: { path: 'b', fields: [{ kind: 'Diagnosis' }], nav: { next: false } } });
    expect(edgesOf(c).map(key)).toEqual(['a->b', 'b->a']);
    expect(loopWithoutEnd(c)).toEqual(['a', 'b', 'a']);
    const hidden = campaign({ a: { path: 'a', fields: [], next: 'b' }, b: { path: 'b', fields: [{ kind: 'Heading', text: 'x' }], nav: { next: false } } });
    expect(edgesOf(hidden).map(key)).toEqual(['a->b']);
    expect(loopWithoutEnd(hidden)).toBeNull();
  });

  it('count a step whose only way on is itself as no end, and its round as itself', () => {
    const c = campaign({ a: { path: 'a', fields: [], next: 'b' }, b: { path: 'b', fields: [], next: 'b' } });
    expect(stepsWithoutEnd(c)).toEqual(['a', 'b']);
    expect(loopWithoutEnd(c)).toEqual(['b', 'b']);
  });

  it('count a step with no next as going back home, a loop when home leads nowhere else', () => {
    const c = campaign({ a: { path: 'a', fields: [], next: 'b' }, b: { path: 'b', fields: [] } });
    expect(loopWithoutEnd(c)).toEqual(['a', 'b', 'a']);
    expect(stepsWithoutEnd(campaign({ a: { path: 'a', fields: [], next: 'b' }, b: { path: 'b', fields: [], meta: { finishesFlow: true } } }))).toEqual([]);
  });
});

describe('firstEndWithout', () => {
  it("finds the first end a visitor reaches from home without passing the steps named, and none when every way passes one", () => {
    const passesIndications = (id: string) => id === 'indications';
    expect(firstEndWithout(s6, passesIndications)).toBeNull();
    expect(firstEndWithout(s6, (id) => id === 'healthQuestions')).toBe('thankyou');
    expect(firstEndWithout(s6, (id) => id === 'home')).toBeNull();
    // A way on through a step that passes, or to a step that does not exist, is not taken.
    const c = campaign({ a: { path: 'a', fields: [], next: { rule: 'afterEmail' } }, diagnosis: { path: 'd', fields: [], next: 'missing' }, indications: { path: 'i', fields: [], nav: { next: false } } });
    expect(firstEndWithout(c, () => false)).toBe('indications');
    expect(firstEndWithout(c, (id) => id === 'indications')).toBeNull();
  });
});
