import { describe, expect, it } from 'vitest';
import { stepTitleKey } from './stepTitle.ts';

describe('stepTitleKey', () => {
  const step = { path: 'indications', fields: [], title: 'a.title', titleCaregiver: 'a.caregiver', titleByRelation: 'a.byRelation' };

  it('uses the plain title for a participant', () => {
    expect(stepTitleKey(step, false, 'Parent')).toBe('a.title');
  });

  it('words the title by relationship for a caregiver', () => {
    expect(stepTitleKey(step, true, 'Parent')).toBe('a.byRelation.parent');
    expect(stepTitleKey(step, true, 'Spouse')).toBe('a.byRelation.spouse');
    expect(stepTitleKey(step, true, 'Other')).toBe('a.byRelation.caregiver');
    expect(stepTitleKey(step, true, null)).toBe('a.byRelation.self');
  });

  it('falls back to the caregiver title, then the title', () => {
    expect(stepTitleKey({ ...step, titleByRelation: undefined }, true, 'Friend')).toBe('a.caregiver');
    expect(stepTitleKey({ path: 'x', fields: [], title: 't' }, true, 'Friend')).toBe('t');
  });
});
