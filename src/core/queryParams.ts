/** Query parameters of spec §2: reading them, and keeping personal ones out of URLs and logs. */
export type Query = Record<string, string>;

/** Prefill parameters carry personal data: read once, then removed from the address bar and from logs. */
export const PREFILL_PARAMS = ['zip', 'postal', 'firstName', 'lastName', 'age', 'email', 'phone', 'dob', 'gender'] as const;

/**
 * Capability tokens: not personal data, but whoever holds one can read a lead's details (the relay's `slug`).
 * Read once like prefill parameters, then kept out of the address bar, tracking and logs.
 */
export const SECRET_PARAMS = ['slug'] as const;

/** A key in lower case without separators, however it is spelled: `first_name`, `FirstName` and `firstName` are `firstname`. */
export const bareName = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');
/** Private parameter names in lower case without separators: `firstname`, `zip`, `slug`. */
export const PRIVATE_BARE_NAMES: readonly string[] = [...PREFILL_PARAMS, ...SECRET_PARAMS].map(bareName);
const PRIVATE_NAMES = new Set<string>(PRIVATE_BARE_NAMES);

/**
 * A personal or secret parameter, however a link spells it: `firstName`, `first_name`, `FirstName`, `ZIP`.
 * Only the exact names prefill, but every spelling is kept out of addresses, reports, recordings and logs.
 */
export function isPrivateParam(key: string): boolean {
  return PRIVATE_NAMES.has(bareName(key));
}

/** The query without its private parameters. */
export function publicQuery<V extends string | undefined = string>(query: Record<string, V>): Record<string, V> {
  const out: Record<string, V> = {};
  for (const [k, v] of Object.entries(query)) if (!isPrivateParam(k)) out[k] = v;
  return out;
}

/** The query holds parameters that must leave the address bar once read. */
export function hasPrivateParams(query: Query): boolean {
  return Object.keys(query).some(isPrivateParam);
}

export function parseQuery(search: string): Query {
  const out: Query = {};
  for (const [k, v] of new URLSearchParams(search)) out[k] = v;
  return out;
}

export function toSearch(query: Query): string {
  const s = new URLSearchParams(query).toString();
  return s ? `?${s}` : '';
}

export function flagSet(query: Query, ...names: string[]): boolean {
  return names.some((n) => n in query && !['0', 'false', 'no'].includes((query[n] ?? '').toLowerCase()));
}

export function positiveInt(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

/** `indicationIds[]` may repeat or be comma-joined. */
export function indicationIdsFrom(search: string): number[] {
  const params = new URLSearchParams(search);
  const values = [...params.getAll('indicationIds[]'), ...params.getAll('indicationIds')];
  return values.flatMap((v) => v.split(',')).map((v) => positiveInt(v.trim())).filter((n): n is number => n !== null);
}
