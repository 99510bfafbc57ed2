/**
 * A variant's step says only how its fields differ from the step it extends: insert before or after a field,
 * replace one, change some of its settings, or remove it. A field is named by its `id`, or by its kind when the
 * step has exactly one field of that kind. Pure; the changes apply in order, each to the result of the one before.
 */
import type { Field, FieldChange } from '../generated/campaign.ts';

export type { FieldChange };

export class FieldChangeError extends Error {
  constructor(message: string, readonly index: number) {
    super(message);
  }
}

/** The one field a name stands for: the field with that id, else the only field of that kind without an id. */
export function fieldIndex(fields: readonly Field[], name: string): number | string {
  const byId = fields.flatMap((f, i) => (f.id === name ? [i] : []));
  if (byId.length === 1) return byId[0] as number;
  if (byId.length > 1) return `${byId.length} fields have the id '${name}'`;
  const byKind = fields.flatMap((f, i) => (f.kind === name && f.id === undefined ? [i] : []));
  if (byKind.length === 1) return byKind[0] as number;
  if (byKind.length > 1) return `the step has ${byKind.length} ${name} fields: give the one meant an 'id' and name it by that`;
  return `the step has no field '${name}' (fields: ${fields.map((f) => f.id ?? f.kind).join(', ')})`;
}

function targetOf(change: FieldChange): string {
  if ('insertBefore' in change) return change.insertBefore;
  if ('insertAfter' in change) return change.insertAfter;
  if ('replace' in change) return change.replace;
  if ('change' in change) return change.change;
  return change.remove;
}

export function applyFieldChanges(fields: readonly Field[], changes: readonly FieldChange[]): Field[] {
  return changes.reduce<Field[]>((current, change, index) => {
    const at = fieldIndex(current, targetOf(change));
    if (typeof at === 'string') throw new FieldChangeError(at, index);
    const next = [...current];
    if ('insertBefore' in change) next.splice(at, 0, ...change.fields);
    else if ('insertAfter' in change) next.splice(at + 1, 0, ...change.fields);
    else if ('replace' in change) next.splice(at, 1, change.with);
    else if ('change' in change) next.splice(at, 1, { ...(current[at] as Field), ...change.set });
    else next.splice(at, 1);
    return next;
  }, [...fields]);
}

/**
 * Where, in a variant's own file, a field of the step its fieldChanges produce is written: the last change that gave
 * it (inserted it, replaced it with it, or set its settings), as a JSON pointer within the step's `fieldChanges`, and
 * whether that change wrote the property asked about. Null for a field the changes left as the base gave it.
 */
export function fieldChangeSource(changes: readonly FieldChange[], field: Field, property: string | null): string | null {
  const named = (f: Field) => f === field || (field.id !== undefined ? f.id === field.id : f.kind === field.kind);
  for (let k = changes.length - 1; k >= 0; k -= 1) {
    const change = changes[k] as FieldChange;
    if ('change' in change && (change.change === field.id || change.change === field.kind) && (property === null || property in change.set)) {
      return `/${k}/set${property === null ? '' : `/${property}`}`;
    }
    if ('replace' in change && named(change.with)) return `/${k}/with${property === null ? '' : `/${property}`}`;
    if ('insertBefore' in change || 'insertAfter' in change) {
      const j = change.fields.findIndex(named);
      if (j >= 0) return `/${k}/fields/${j}${property === null ? '' : `/${property}`}`;
    }
  }
  return null;
}
