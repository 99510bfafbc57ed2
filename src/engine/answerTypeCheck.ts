/**
 * The type check of a step's form data (stepForm.ts: types only, the rules are validateStep's), read straight from
 * the field kinds' schemas, with the errors Ajv would give. It replaced Ajv validators precompiled per step, which
 * were 5 KiB of the first step's scripts for these few keywords; no code is generated or evaluated.
 * answerTypeCheck.test.ts compares it with Ajv on every field kind's schema.
 */
import { jsonEqual } from '../core/jsonEqual.ts';

/** The JSON Schema keywords a field kind's answer schema may use (fieldKinds.test.ts holds every kind to them). */
export const ANSWER_SCHEMA_KEYWORDS = ['$id', 'type', 'properties', 'items', 'additionalProperties', 'uniqueItems'] as const;

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';

export interface AnswerSchema {
  type?: JsonType;
  properties?: Record<string, AnswerSchema>;
  items?: AnswerSchema;
  additionalProperties?: AnswerSchema | boolean;
  uniqueItems?: boolean;
}

/** Ajv's error shape, which the form library turns into its field errors. */
export interface TypeCheckError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
}

export interface TypeCheck {
  (data: unknown): boolean;
  errors: TypeCheckError[] | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function hasType(value: unknown, type: JsonType): boolean {
  switch (type) {
    case 'string': return typeof value === 'string';
    case 'boolean': return typeof value === 'boolean';
    // As Ajv checks them (without strictNumbers): NaN is a number and Infinity an integer; JSON carries neither.
    case 'number': return typeof value === 'number';
    case 'integer': return typeof value === 'number' && !(value % 1) && !Number.isNaN(value);
    case 'object': return isObject(value);
    case 'array': return Array.isArray(value);
  }
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const SCALARS: ReadonlySet<string> = new Set(['string', 'number', 'integer', 'boolean']);

/** The first pair of equal items as Ajv reports it: i the earlier-scanned (lower) index, j the later one. */
function duplicatePair(items: unknown[], itemType: JsonType | undefined): { i: number; j: number } | null {
  if (itemType && SCALARS.has(itemType)) {
    const seen = new Map<unknown, number>();
    for (let i = items.length - 1; i >= 0; i--) {
      const item = items[i];
      // Ajv compares only items of the declared type on this path; the others have their own type errors.
      if (!hasType(item, itemType)) continue;
      const j = seen.get(item);
      if (j !== undefined) return { i, j };
      seen.set(item, i);
    }
    return null;
  }
  for (let i = items.length - 1; i >= 0; i--) {
    for (let j = i - 1; j >= 0; j--) {
      if (jsonEqual(items[i], items[j])) return { i, j };
    }
  }
  return null;
}

function check(schema: AnswerSchema, data: unknown, instancePath: string, schemaPath: string, errors: TypeCheckError[]): void {
  if (schema.type && !hasType(data, schema.type)) {
    errors.push({ instancePath, schemaPath: `${schemaPath}/type`, keyword: 'type', params: { type: schema.type }, message: `must be ${schema.type}` });
    return;
  }
  if (isObject(data)) {
    for (const [key, sub] of Object.entries(schema.properties ?? {})) {
      if (data[key] !== undefined) check(sub, data[key], `${instancePath}/${escape(key)}`, `${schemaPath}/properties/${escape(key)}`, errors);
    }
    const extra = schema.additionalProperties;
    if (extra !== undefined && extra !== true) {
      for (const key of Object.keys(data)) {
        if (schema.properties && Object.prototype.hasOwnProperty.call(schema.properties, key)) continue;
        if (extra === false) {
          errors.push({ instancePath, schemaPath: `${schemaPath}/additionalProperties`, keyword: 'additionalProperties', params: { additionalProperty: key }, message: 'must NOT have additional properties' });
        } else if (data[key] !== undefined) {
          check(extra, data[key], `${instancePath}/${escape(key)}`, `${schemaPath}/additionalProperties`, errors);
        }
      }
    }
  }
  if (Array.isArray(data)) {
    if (schema.items) data.forEach((item, index) => check(schema.items as AnswerSchema, item, `${instancePath}/${index}`, `${schemaPath}/items`, errors));
    if (schema.uniqueItems) {
      const pair = duplicatePair(data, schema.items?.type);
      if (pair) errors.push({ instancePath, schemaPath: `${schemaPath}/uniqueItems`, keyword: 'uniqueItems', params: pair, message: `must NOT have duplicate items (items ## ${pair.j} and ${pair.i} are identical)` });
    }
  }
}

/** A validator over `schema` in Ajv's calling convention: true or false, with the errors left on the function. */
export function answerTypeCheck(schema: AnswerSchema): TypeCheck {
  const validate = ((data: unknown) => {
    const errors: TypeCheckError[] = [];
    check(schema, data, '', '#', errors);
    validate.errors = errors.length ? errors : null;
    return errors.length === 0;
  }) as TypeCheck;
  validate.errors = null;
  return validate;
}
