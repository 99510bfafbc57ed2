/**
 * A request's URL as the log may hold it: by allow list, not deny list (docs/security.md). Only the query parameters
 * the product reads for something other than a person (spec §2's flow, study and tracking parameters, the API's
 * query strings) keep their values; any other value, personal or not, is written as [redacted], and a name that
 * could itself be personal data (an address or a number typed as a name) as [param]. A path segment holding an
 * email address or a long run of digits (a link that put them in its path) is redacted too.
 */
import { readable } from '../core/scrubPersonalData.ts';

const LOGGED_PARAMS = new Set([
  // Spec §2, its query parameters other than the prefill fields, and the ad tracking the product reads.
  's', 'landing', 'studyId', 'studySiteId', 'ps', 'psr', 'indicationIds[]', 'indicationIds', 'pgroup', 'ior', 'hc', 'cg', 'sd', 'skipDiag', 'g',
  'cid', 'tg', 'o', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content',
  // The API's query strings (schemas/api/*.query.json) and the e-signature's return.
  'to', 'timezone', 'locale', 'signup', 'language', 'indicationId', 'pGroupId', 'indicationNameOverrideId', 'country', 'partner', 'event', 'lp', 'esign',
]);

/** A parameter name that reads as one: letters first, then letters, digits, _, - or [] (an email or a phone does not). */
const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,40}(\[\])?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PERSONAL_SEGMENT = /@|%40|\d{7}/i;
/**
 * An allow-listed parameter's value as its use writes it: an id, a code, a campaign or source name, a time zone. One
 * with a space, an @ or a long run of digits is someone's name, address or phone put there by a link (an email
 * campaign's `utm_source=<subscriber>`), and is redacted like any other value.
 */
/** Seven digits or more, each maybe followed by a dash, a dot, an underscore or a bracket: 212-555-2777, (212)555.2777, 212_555_2777; not 101,102,103. */
const PHONE_LIKE = /(?:\d[-.()_]?){7}/;
const PLAIN_VALUE = /^[A-Za-z0-9_.,:~+/[\]-]{0,100}$/;

/** A value the log may hold as it is (`loggedUrl`'s allow-listed parameters, a flow name a browser asked for), else [redacted]. */
export function loggedValue(value: string): string {
  // An id of ours (a landing, a session) may hold digit runs a phone number would.
  if (UUID.test(value)) return value;
  return PLAIN_VALUE.test(value) && !PERSONAL_SEGMENT.test(value) && !PHONE_LIKE.test(value) ? value : '[redacted]';
}

/** A segment with a space is words someone typed (a name): the product's own paths have none. */
const SPACED = /%20|\+|\s/;

/** A segment judged as a reader takes it (readable): escaped digits (%32%30…), full-width or Arabic-Indic ones are digits. */
function personalSegment(segment: string): boolean {
  if (UUID.test(segment)) return false;
  const read = readable(segment);
  return PERSONAL_SEGMENT.test(segment) || SPACED.test(segment) || PERSONAL_SEGMENT.test(read) || PHONE_LIKE.test(read) || /\s/.test(read);
}

function loggedPath(path: string): string {
  return path.split('/').map((segment) => (personalSegment(segment) ? '[redacted]' : segment)).join('/');
}

/** A query parameter as the log may hold it: an allow-listed value when plain, any other as [redacted]; a name that is not one as [param]. */
function loggedParam(key: string, value: string): [string, string] {
  return [PARAM_NAME.test(key) || LOGGED_PARAMS.has(key) ? key : '[param]', LOGGED_PARAMS.has(key) ? loggedValue(value) : '[redacted]'];
}

/** A query as the log may hold it, parameter by parameter as loggedUrl writes one. */
export function loggedQuery(query: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => loggedParam(key, value ?? '')));
}

export function loggedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return loggedPath(url);
  const out: string[] = [];
  for (const [key, value] of new URLSearchParams(url.slice(q + 1))) {
    const [name, kept] = loggedParam(key, value);
    out.push(`${name === '[param]' ? name : encodeURIComponent(name)}=${kept === '[redacted]' ? kept : encodeURIComponent(kept)}`);
  }
  return `${loggedPath(url.slice(0, q))}?${out.join('&')}`;
}
