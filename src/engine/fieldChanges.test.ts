import { describe, expect, it } from 'vitest';
import { applyFieldChanges, fieldChangeSource, fieldIndex, FieldChangeError } from './fieldChanges.ts';
import type { Field } from './campaign.ts';
import type { FieldChange } from '../generated/campaign.ts';

const base: Field[] = [{ kind: 'FullName' }, { kind: 'Email' }, { kind: 'Heading', text: 'a', id: 'intro' }, { kind: 'Heading', text: 'b', id: 'outro' }, { kind: 'GenericConsent' }];
const kinds = (fields: Field[]) => fields.map((f) => f.id ?? f.kind);

describe('applyFieldChanges', () => {
  it('inserts before and after the named field, in the order given', () => {
    expect(kinds(applyFieldChanges(base, [{ insertBefore: 'Email', fields: [{ kind: 'Phone' }, { kind: 'PostalCode' }] }]))).toEqual(['FullName', 'Phone', 'PostalCode', 'Email', 'intro', 'outro', 'GenericConsent']);
    expect(kinds(applyFieldChanges(base, [{ insertAfter: 'GenericConsent', fields: [{ kind: 'HowHeard' }] }]))).toEqual(['FullName', 'Email', 'intro', 'outro', 'GenericConsent', 'HowHeard']);
    expect(kinds(applyFieldChanges(base, [{ insertAfter: 'FullName', fields: [{ kind: 'Phone' }] }]))).toEqual(['FullName', 'Phone', 'Email', 'intro', 'outro', 'GenericConsent']);
  });

  it('replaces a field, changes some settings of one, and removes one', () => {
    expect(applyFieldChanges(base, [{ replace: 'Email', with: { kind: 'Email', required: true } }])[1]).toEqual({ kind: 'Email', required: true });
    expect(applyFieldChanges(base, [{ change: 'intro', set: { visibleWhen: 'isCaregiver' } }])[2]).toEqual({ kind: 'Heading', text: 'a', id: 'intro', visibleWhen: 'isCaregiver' });
    expect(kinds(applyFieldChanges(base, [{ remove: 'outro' }, { remove: 'FullName' }]))).toEqual(['Email', 'intro', 'GenericConsent']);
  });

  it('applies each change to the result of the one before, and leaves the base alone', () => {
    const copy = structuredClone(base);
    const out = applyFieldChanges(base, [{ replace: 'GenericConsent', with: { kind: 'MedicalRecordsConsent' } }, { insertAfter: 'MedicalRecordsConsent', fields: [{ kind: 'QualificationCheck' }] }]);
    expect(kinds(out)).toEqual(['FullName', 'Email', 'intro', 'outro', 'MedicalRecordsConsent', 'QualificationCheck']);
    expect(base).toEqual(copy);
    expect(applyFieldChanges(base, [])).toEqual(base);
  });

  it('refuses a change whose field is missing or ambiguous, saying which change and why', () => {
    const failure = (changes: Parameters<typeof applyFieldChanges>[1], fields: Field[] = base) => {
      try { applyFieldChanges(fields, changes); } catch (err) { return err instanceof FieldChangeError ? [err.index, err.message] : err; }
      return null;
    };
    expect(failure([{ remove: 'Email' }, { remove: 'Email' }])).toEqual([1, 'the step has no field \'Email\' (fields: FullName, intro, outro, GenericConsent)']);
    expect(failure([{ remove: 'Heading' }])).toEqual([0, "the step has no field 'Heading' (fields: FullName, Email, intro, outro, GenericConsent)"]);
    expect(failure([{ remove: 'Heading' }], [{ kind: 'Heading', text: 'a' }, { kind: 'Heading', text: 'b' }])).toEqual([0, "the step has 2 Heading fields: give the one meant an 'id' and name it by that"]);
  });
});

describe('fieldIndex', () => {
  it('finds a field by its id first, then by its kind among fields without an id', () => {
    expect(fieldIndex(base, 'outro')).toBe(3);
    expect(fieldIndex(base, 'GenericConsent')).toBe(4);
    expect(fieldIndex([{ kind: 'Email', id: 'Phone' }, { kind: 'Phone' }], 'Phone')).toBe(0);
    // A field with an id is named by it, not by its kind.
    expect(fieldIndex([{ kind: 'Email', id: 'work' }], 'Email')).toBe("the step has no field 'Email' (fields: work)");
    expect(fieldIndex([{ kind: 'Email', id: 'x' }, { kind: 'Phone', id: 'x' }], 'x')).toBe("2 fields have the id 'x'");
  });
});

describe('fieldChangeSource', () => {
  const changes = [
    { change: 'Email', set: { required: true } },
    { insertAfter: 'FullName', fields: [{ kind: 'Phone' }, { kind: 'Heading', id: 'mid', text: 'm' }] },
    { replace: 'intro', with: { kind: 'Heading', id: 'intro', text: 'c' } },
    { change: 'intro', set: { text: 'd' } },
  ] as const satisfies readonly FieldChange[];
  const resolved = applyFieldChanges(base, changes);
  const field = (name: string) => resolved.find((f) => (f.id ?? f.kind) === name) as Field;

  it('finds the last change that wrote a property of a field, by its id or its kind', () => {
    expect(fieldChangeSource(changes, field('Email'), 'required')).toBe('/0/set/required');
    expect(fieldChangeSource(changes, field('Phone'), 'kind')).toBe('/1/fields/0/kind');
    expect(fieldChangeSource(changes, field('mid'), 'text')).toBe('/1/fields/1/text');
    expect(fieldChangeSource(changes, field('intro'), 'text')).toBe('/3/set/text');
    expect(fieldChangeSource(changes, field('intro'), 'kind')).toBe('/2/with/kind');
    expect(fieldChangeSource(changes, field('intro'), null)).toBe('/3/set');
  });

  it('finds none for a field the changes left as the base gave it, or a property no change set', () => {
    expect(fieldChangeSource(changes, field('FullName'), 'label')).toBeNull();
    expect(fieldChangeSource(changes, field('outro'), null)).toBeNull();
    expect(fieldChangeSource(changes, field('Email'), 'label')).toBeNull();
    // Another field of the same kind with an id of its own is not the one named.
    expect(fieldChangeSource(changes, { kind: 'Heading', id: 'outro', text: 'b' }, 'text')).toBeNull();
  });
});
