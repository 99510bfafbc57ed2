/** JSON Schema errors (ajv's shape) as `pointer: message` issues, for the Node checker and the in-page studio alike. */
import type { SchemaIssue } from './checkCampaigns.ts';
import { escapePointerToken } from './jsonPointer.ts';

/** The parts of an ajv ErrorObject the messages need (precompiled standalone validators produce the same shape). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: unknown;
  message?: string;
}

/** Keeps the most specific errors: a oneOf/if wrapper adds nothing once its branches are reported. */
export function toIssues(errors: readonly SchemaError[] | null | undefined): SchemaIssue[] {
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
      message = `must be one of: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
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
  return (doc) => (validate(doc) ? [] : toIssues(validate.errors));
}
