/** Query parameters of spec §2: reading them, and keeping personal ones out of URLs and logs. */
export type Query = Record<string, string>;

/** Prefill parameters carry personal data: read once, then removed from the address bar and from logs. */
export const PREFILL_PARAMS = ['zip', 'postal', 'firstName', 'lastName', 'age', 'email', 'phone', 'dob', 'gender'] as const;

/**
 * Capability tokens: not personal data, but whoever holds one can read a lead's details (the relay's `slug`).
 * Read once like prefill parameters, then kept out of the address bar, tracking and logs.
 */
export const SECRET_PARAMS = ['slug'] as const;

const PRIVATE_PARAMS: readonly string[] = [...PREFILL_PARAMS, ...SECRET_PARAMS];

export function publicQuery(query: Query): Query {
  const out: Query = {};
  for (const [k, v] of Object.entries(query)) if (!PRIVATE_PARAMS.includes(k)) out[k] = v;
  return out;
}

/** The query holds parameters that must leave the address bar once read. */
export function hasPrivateParams(query: Query): boolean {
  return PRIVATE_PARAMS.some((k) => k in query);
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
