/** JSON Schema errors (ajv's shape) as `pointer: message` issues, for the Node checker and the in-page studio alike. */
import type { SchemaIssue } from './checkCampaigns.ts';
import { escapePointerToken } from './jsonPointer.ts';
import { closestName } from './closestName.ts';

/** The parts of an ajv ErrorObject the messages need (precompiled standalone validators produce the same shape). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: unknown;
  message?: string;
}

/** The value a JSON pointer names in a document (undefined when there is none). */
function valueAt(doc: unknown, pointer: string): unknown {
  let node = doc;
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

/** A value outside a list: the name the author most likely meant, else the whole list. */
function enumMessage(value: unknown, allowed: readonly unknown[]): string {
  const suggestion = typeof value === 'string' ? closestName(value, allowed.map(String)) : null;
  return suggestion ? `unknown value '${String(value)}': did you mean '${suggestion}'?` : `must be one of: ${allowed.join(', ')}`;
}

/**
 * Keeps the most specific errors: a oneOf/if wrapper adds nothing once its branches are reported. With the document,
 * a value outside a list is named with its likely meaning.
 */
export function toIssues(errors: readonly SchemaError[] | null | undefined, doc?: unknown): SchemaIssue[] {
  const list = (errors ?? []).filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'if');
  const seen = new Set<string>();
  const out: SchemaIssue[] = [];
  for (const e of list) {
    let pointer = e.instancePath;
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties') {
      const key = String((e.params as { additionalProperty: string }).additionalProperty);
      pointer = `${pointer}/${escapePointerToken(key)}`;
      message = `unknown key '${key}'`;
    } else if (e.keyword === 'enum') {
      message = enumMessage(valueAt(doc, e.instancePath), (e.params as { allowedValues: unknown[] }).allowedValues);
    } else if (e.keyword === 'required') {
      message = `missing required key '${(e.params as { missingProperty: string }).missingProperty}'`;
    }
    const id = `${pointer}|${message}`;
    if (!seen.has(id)) { seen.add(id); out.push({ pointer, message }); }
  }
  return out;
}


/** A validator's verdict on one document as issues: none when it passes. */
export function schemaIssuesOf(validate: ((doc: unknown) => boolean) & { errors?: readonly SchemaError[] | null }): (doc: unknown) => SchemaIssue[] {
  return (doc) => (validate(doc) ? [] : toIssues(validate.errors, doc));
}
