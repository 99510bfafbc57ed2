import { describe, expect, it } from 'vitest';
import { loadCampaigns } from './node/campaignFiles.ts';
import { progressOnPath } from './progress.ts';
import { tinyScreener } from '../../tests/support/tinyScreener.ts';

const campaigns = loadCampaigns();
const s6 = campaigns.get('s6')!;

describe('progressOnPath', () => {
  it("counts s6's steps along the visitor's way: its gender step only for one who was sent there", () => {
    expect(progressOnPath(s6, 'postal', ['home', 'postal'])).toEqual({ visible: true, current: 1, total: 7 });
    expect(progressOnPath(s6, 'dob', ['home', 'postal', 'dob'])).toEqual({ visible: true, current: 2, total: 7 });
    expect(progressOnPath(s6, 'postal', ['home', 'genderSelect', 'postal'])).toEqual({ visible: true, current: 2, total: 8 });
    expect(progressOnPath(s6, 'email', ['home', 'postal', 'dob', 'name', 'phone', 'email'])).toEqual({ visible: true, current: 5, total: 7 });
  });

  it('ends at its last step whichever way led there: the diagnosis step asked or passed by', () => {
    expect(progressOnPath(s6, 'diagnosis', ['home', 'postal', 'dob', 'name', 'phone', 'email', 'diagnosis'])).toEqual({ visible: true, current: 6, total: 7 });
    expect(progressOnPath(s6, 'indications', ['home', 'postal', 'dob', 'name', 'phone', 'email', 'diagnosis', 'indications'])).toEqual({ visible: true, current: 7, total: 7 });
    expect(progressOnPath(s6, 'indications', ['home', 'postal', 'dob', 'name', 'phone', 'email', 'indications'])).toEqual({ visible: true, current: 6, total: 6 });
  });

  it("counts only the way the visit's path leaves open: the diagnosis step for a link that preselects a condition, and not for one that skips it", () => {
    const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false };
    const way = ['home', 'postal', 'dob', 'name', 'phone', 'email'];
    // Without a preselected condition no visitor sees the diagnosis step: six from the first counted step to the last.
    expect(progressOnPath(s6, 'postal', ['home', 'postal'], path)).toEqual({ visible: true, current: 1, total: 6 });
    expect(progressOnPath(s6, 'email', way, path)).toEqual({ visible: true, current: 5, total: 6 });
    expect(progressOnPath(s6, 'indications', [...way, 'indications'], path)).toEqual({ visible: true, current: 6, total: 6 });
    const preselected = { ...path, indicationId: 101 };
    expect(progressOnPath(s6, 'postal', ['home', 'postal'], preselected)).toEqual({ visible: true, current: 1, total: 7 });
    expect(progressOnPath(s6, 'email', way, preselected)).toEqual({ visible: true, current: 5, total: 7 });
    expect(progressOnPath(s6, 'diagnosis', [...way, 'diagnosis'], preselected)).toEqual({ visible: true, current: 6, total: 7 });
    expect(progressOnPath(s6, 'email', way, { ...preselected, skipDiagnosis: true })).toEqual({ visible: true, current: 5, total: 6 });
    // A rule the path does not settle (gender asked when required and not given) still counts its longest way.
    expect(progressOnPath(s6, 'genderSelect', ['home', 'genderSelect'], { ...path, genderRequired: true })).toEqual({ visible: true, current: 1, total: 7 });
  });

  it('hides progress where the step hides it, and counts a step the visit has not passed as the step it arrives at', () => {
    expect(progressOnPath(s6, 'thankyou', ['home', 'postal', 'thankyou']).visible).toBe(false);
    expect(progressOnPath(s6, 'home', ['home']).visible).toBe(false);
    expect(progressOnPath(s6, 'postal', [])).toEqual({ visible: true, current: 1, total: 7 });
    expect(progressOnPath(s6, 'dob', ['home', 'postal'])).toEqual({ visible: true, current: 2, total: 7 });
    // Back to an earlier step: counted as the visit was when it was there.
    expect(progressOnPath(s6, 'postal', ['home', 'postal', 'dob', 'name'])).toEqual({ visible: true, current: 1, total: 7 });
  });

  it("counts a variant's added step where the way meets it, and never loops back through the home", () => {
    const loop = tinyScreener('loop', 'start', {
      start: { path: 'start', fields: [{ kind: 'FullName' }], next: 'extra' },
      late: { path: 'late', fields: [{ kind: 'Email' }], next: 'start' },
      extra: { path: 'extra', fields: [{ kind: 'Phone' }], next: 'late' },
    });
    expect(progressOnPath(loop, 'start', ['start'])).toEqual({ visible: true, current: 1, total: 3 });
    expect(progressOnPath(loop, 'extra', ['start', 'extra'])).toEqual({ visible: true, current: 2, total: 3 });
    expect(progressOnPath(loop, 'late', ['start', 'extra', 'late'])).toEqual({ visible: true, current: 3, total: 3 });
    // Opened straight at a later step: the home the way leads back to is a new visit, not a step still to come.
    expect(progressOnPath(loop, 'extra', ['extra'])).toEqual({ visible: true, current: 1, total: 2 });
  });

  it('counts a step that can come again (an answer checked again) once, and a trail naming a step the campaign no longer has as no step', () => {
    const again = tinyScreener('again', 'start', {
      start: { path: 'start', fields: [{ kind: 'FullName' }], next: 'ask' },
      ask: { path: 'ask', fields: [{ kind: 'Phone' }], next: 'check' },
      check: { path: 'check', fields: [{ kind: 'Email' }], next: 'ask' },
    });
    expect(progressOnPath(again, 'ask', ['start', 'ask'])).toEqual({ visible: true, current: 2, total: 3 });
    expect(progressOnPath(again, 'ask', ['start', 'gone', 'ask'])).toEqual({ visible: true, current: 2, total: 3 });
  });
});
