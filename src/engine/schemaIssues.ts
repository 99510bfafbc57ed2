/** JSON Schema errors (ajv's shape) as `pointer: message` issues, for the Node checker and the in-page studio alike. */
import type { SchemaIssue } from './checkCampaigns.ts';
import { escapePointerToken } from './jsonPointer.ts';
import { closestName, nearestNames } from './closestName.ts';

/** The parts of an ajv ErrorObject the messages need (precompiled standalone validators produce the same shape). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: unknown;
  message?: string;
  /** Where in the schema the failing keyword is (`#/definitions/x/oneOf/1/required`). */
  schemaPath?: string;
  /** The key a propertyNames keyword refused. */
  propertyName?: string;
}

/**
 * Of the branches of a oneOf that all failed, keeps the errors of the one the document most likely meant: a branch
 * whose type does not even match is not meant; else the branch with the fewest errors (the first of equals). Without
 * this, one misspelt kind in a field change is reported with every other change shape's missing keys.
 */
function meantBranches(errors: readonly SchemaError[]): SchemaError[] {
  const branchOf = (e: SchemaError) => /^(.*\/oneOf)\/(\d+)\//.exec(e.schemaPath ?? '');
  const groups = new Map<string, Map<number, SchemaError[]>>();
  for (const e of errors) {
    const match = branchOf(e);
    if (!match) continue;
    const oneOf = groups.get(match[1] as string) ?? new Map<number, SchemaError[]>();
    const branch = Number(match[2]);
    oneOf.set(branch, [...(oneOf.get(branch) ?? []), e]);
    groups.set(match[1] as string, oneOf);
  }
  const dropped = new Set<SchemaError>();
  const added: SchemaError[] = [];
  for (const [path, branches] of groups) {
    const root = errors.find((e) => e.keyword === 'oneOf' && e.schemaPath === path)?.instancePath;
    // Branches told apart by a constant (a rule's name): when none has it, the name is unknown, said once with a
    // suggestion from every branch's; otherwise a branch whose constant differs was not meant.
    const constants = [...branches.values()].map((list) => list.find((e) => e.keyword === 'const'));
    // A branch that failed only inside a definition it refers to has errors whose schema path names the definition,
    // not the branch: errors below the oneOf's value that no branch claims are that branch's, the one meant.
    const claimed = new Set([...branches.values()].flat());
    const unclaimedBelow = root !== undefined && errors.some((e) => !claimed.has(e) && e.keyword !== 'oneOf' && e.instancePath.startsWith(`${root}/`));
    if (!unclaimedBelow && constants.every((e) => e && e.instancePath === constants[0]?.instancePath)) {
      for (const list of branches.values()) for (const e of list) dropped.add(e);
      added.push({ keyword: 'enum', instancePath: (constants[0] as SchemaError).instancePath, params: { allowedValues: constants.map((e) => (e?.params as { allowedValue: unknown }).allowedValue) } });
      continue;
    }
    const score = (list: SchemaError[]) => (list.some((e) => (e.keyword === 'type' && e.instancePath === root) || e.keyword === 'const') ? Infinity : list.length);
    const best = unclaimedBelow ? -1 : [...branches.entries()].reduce((a, b) => (score(b[1]) < score(a[1]) ? b : a))[0];
    for (const [branch, list] of branches) if (branch !== best) for (const e of list) dropped.add(e);
  }
  return [...errors.filter((e) => !dropped.has(e)), ...added];
}

/**
 * A oneOf whose branches are references names the definitions, not the branches, in its errors' schema paths, so
 * meantBranches cannot tell them apart: own words `{ "en": "", "es": "…" }` got 'must be string' from the translation
 * key's branch beside the empty text's own error. A type error at a oneOf's value is another branch's when some error
 * other than a type's lies at or below that value: the branch whose type matched, which the author meant.
 */
function typeOfBranchNotMeant(e: SchemaError, errors: readonly SchemaError[]): boolean {
  if (e.keyword !== 'type' || !errors.some((o) => o.keyword === 'oneOf' && o.instancePath === e.instancePath)) return false;
  return errors.some((o) => !['type', 'oneOf', 'if'].includes(o.keyword) && (o.instancePath === e.instancePath || o.instancePath.startsWith(`${e.instancePath}/`)));
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

/** Beyond this many names (the field kinds are dozens), the whole list buries the one the author wanted. */
const LISTED_IN_FULL = 10;

const orList = (names: readonly string[]) => names.map((n) => `'${n}'`).join(', ').replace(/, ([^,]*)$/, ' or $1');

/** A value outside a list: the name the author most likely meant; else the nearest names of a long list, or a short list whole. */
function enumMessage(value: unknown, allowed: readonly unknown[]): string {
  const names = allowed.map(String);
  const suggestion = typeof value === 'string' ? closestName(value, names) : null;
  if (suggestion) return `unknown value '${String(value)}': did you mean '${suggestion}'?`;
  if (typeof value === 'string' && names.length > LISTED_IN_FULL) return `unknown value '${value}': did you mean ${orList(nearestNames(value, names))}?`;
  return `must be one of: ${allowed.join(', ')}`;
}

/**
 * What each of the schemas' patterns asks for, in words: an author who does not write code cannot read
 * 'must match pattern "^[a-zA-Z0-9-]+$"'. A test keeps every pattern of the schemas in this list.
 */
export const PATTERN_WORDS: Readonly<Record<string, string>> = {
  '^[a-z][a-z0-9-]*$': 'lower-case letters, digits and hyphens, beginning with a letter',
  '^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|white)$': "a colour written #rgb or #rrggbb (such as #f5f7fa), or 'white'",
  '^[a-zA-Z][a-zA-Z0-9]*$': 'letters and digits only, beginning with a letter (no spaces, hyphens or underscores)',
  '^[a-zA-Z][a-zA-Z0-9_]*(\\.[a-zA-Z0-9_]+)*$': "a catalogue key such as 'fields.postalCode': letters, digits and _, parts joined by dots",
  '^[A-Za-z][A-Za-z0-9-]*$': 'letters, digits and hyphens, beginning with a letter',
  '^[a-zA-Z]+$': "an answer's name: letters only",
  '^[a-z][A-Za-z0-9]{0,39}$': "an answer's name: a lower-case letter, then letters or digits, 40 in all at most",
  '^[a-z0-9][a-z0-9_-]{0,39}$': 'lower-case letters, digits, _ and -, beginning with a letter or digit, 40 in all at most',
  '^[a-zA-Z0-9-]+$': "a part of the page's address: letters, digits and hyphens only (no spaces)",
  '^[0-9]{3,8}$': 'digits only, 3 to 8 of them',
  '^[A-Z]{2}$': "a country's two capital letters, such as 'US'",
  '^https://[^/]+$': "an https address with no path, such as 'https://example.org'",
  '^\\d{4}-\\d{2}-\\d{2}$': "a date written YYYY-MM-DD, such as '1980-04-12'",
  '^(today|\\d{4}-\\d{2}-\\d{2})$': "'today' or a date written YYYY-MM-DD, such as '1980-04-12'",
};

/** A value that does not match its pattern, said as what the pattern asks for (null for a pattern the list lacks). */
function patternMessage(value: unknown, pattern: string, propertyName: string | undefined): string | null {
  const words = PATTERN_WORDS[pattern];
  if (words === undefined) return null;
  if (propertyName !== undefined) return `'${propertyName}' cannot be a key here: it must be ${words}`;
  // A pattern judges text only: the value is a string.
  return `'${String(value)}' must be ${words}`;
}

/**
 * Keeps the most specific errors: a oneOf/if wrapper adds nothing once its branches are reported. With the document,
 * a value outside a list is named with its likely meaning.
 */
export function toIssues(errors: readonly SchemaError[] | null | undefined, doc?: unknown): SchemaIssue[] {
  const meant = meantBranches(errors ?? []);
  // A key refused by propertyNames is reported by its pattern's error, which names the key.
  const list = meant.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'if' && e.keyword !== 'propertyNames' && !typeOfBranchNotMeant(e, meant));
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
    } else if (e.keyword === 'pattern' && (e.params as { pattern?: string }).pattern === '\\S') {
      // Words a visitor reads: ajv's 'must match pattern "\S"' does not tell an author that the text is blank.
      message = 'must not be empty or only spaces: a visitor would read nothing';
    } else if (e.keyword === 'pattern') {
      const { propertyName } = e;
      if (propertyName !== undefined) pointer = `${pointer}/${escapePointerToken(propertyName)}`;
      message = patternMessage(valueAt(doc, e.instancePath), (e.params as { pattern: string }).pattern, propertyName) ?? message;
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
