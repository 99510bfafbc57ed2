import { describe, expect, it } from 'vitest';
import type { Field } from './campaign.ts';
import { clearedInDraft, draftToKeep } from './draftAnswers.ts';

describe('draftToKeep', () => {
  const step: Field[] = [{ kind: 'PostalCode' }, { kind: 'Email' }, { kind: 'FullName' }, { kind: 'Phone' }, { kind: 'GenericConsent' }, { kind: 'Heading' }];
  it('keeps each answer the visitor changed and left empty as null, so storage keeps it', () => {
    const answers = { postalCode: undefined, email: '', fullName: 'Ana Ruiz', phone: undefined, consent: false };
    const kept = draftToKeep(step, answers, new Set(['postalCode', 'email', 'fullName', 'consent']));
    expect(kept).toEqual({ postalCode: null, email: null, fullName: 'Ana Ruiz', phone: undefined, consent: false });
    expect(JSON.parse(JSON.stringify(kept))).toEqual({ postalCode: null, email: null, fullName: 'Ana Ruiz', consent: false });
    expect(answers.postalCode).toBeUndefined();
  });

  it('leaves an empty answer the visitor did not change as it is', () => {
    expect(draftToKeep(step, { postalCode: undefined, email: '' }, new Set())).toEqual({ postalCode: undefined, email: '' });
  });

  it("keeps only the step's own fields' answers, not the person's others the form holds", () => {
    expect(draftToKeep([{ kind: 'FullName' }], { fullName: 'Ana Ruiz', dateOfBirth: '1980-04-12', email: 'ana@example.org' }, new Set(['email']))).toEqual({ fullName: 'Ana Ruiz' });
    expect(Object.keys(draftToKeep([{ kind: 'Heading' }, { kind: 'Email' }, { kind: 'FullName' }], { heading0: 'x', fullName: 'Ana Ruiz' }, new Set()))).toEqual(['fullName']);
  });
});

describe('clearedInDraft', () => {
  it('names the answers kept as emptied, and no other', () => {
    expect(clearedInDraft({ postalCode: null, email: '', fullName: 'Ana', phone: undefined })).toEqual(['postalCode']);
    expect(clearedInDraft({})).toEqual([]);
  });
});
