/**
 * The server's own masking of recorded events, whatever the browser did: every input value (input events, `value`
 * and `placeholder` attributes) becomes asterisks of the same length, and e-mail-like, phone-like (7+ digits),
 * postal-like (ZIP, ZIP+4, the lettered codes of Canada, the UK and Ireland) and date-like text anywhere in the events too, page text included. The page's own words
 * stay readable in a replay; what a visitor typed or shows on screen (a name greeting) the browser masks already.
 * The patterns are those of scrubPersonalData.
 *
 * rrweb's shapes (https://github.com/rrweb-io/rrweb, types of rrweb and rrweb-snapshot):
 * - event type 2 (FullSnapshot): `data.node`, a serialized DOM tree; node type 3 is a text node (`textContent`),
 *   type 2 an element (`attributes`, `childNodes`);
 * - event type 3 (IncrementalSnapshot): source 5 (Input) carries `text`; source 0 (Mutation) carries `texts[].value`,
 *   `attributes[].attributes` and `adds[].node` (serialized nodes as above).
 * Stylesheet text (`isStyle` text nodes, `_cssText` attributes) is kept whole: the replay needs it and it is the
 * page's, not the visitor's. Whitespace-only text stays as it is (it carries nothing and keeps the layout).
 */
import { DATE, DIGIT_RUN, EMAIL, LONG_DIGITS, MIN_PHONE_DIGITS } from './scrubPersonalData.ts';
import type { RecordedEvent } from './recordingEvents.ts';

const FULL_SNAPSHOT = 2;
const INCREMENTAL_SNAPSHOT = 3;
const MUTATION = 0;
const INPUT = 5;
const TEXT_NODE = 3;
/** Attributes that hold what was typed or shown in a field. */
const VALUE_ATTRIBUTES = new Set(['value', 'placeholder']);
/** Keys whose strings are stylesheets: kept whole. */
const CSS_KEYS = new Set(['_cssText', 'css', 'cssText']);
// US (and Spanish) postal codes: five digits, with an optional ZIP+4, standing alone.
const POSTAL = /(?<![\w-])\d{5}(?:-\d{4})?(?![\w-])/g;
// The lettered postal codes of the countries we serve, standing alone, in capitals as the page writes them (it
// normalises what was typed): Canada's M5G 2C4, the UK's SW1A 1AA and M1 1AE, Ireland's D02 X285. In capitals only, so a
// stylesheet's or an SVG path's lower-case runs (m12 4zm) stay whole. The four-digit codes (Australia, New Zealand,
// South Africa) cannot be told from a dose or a year, and are left to the browser's masking of the text that quotes them.
const LETTERED_POSTAL = /(?<![\w-])(?:[A-Z]\d[A-Z] ?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[AC-FHKNPRTV-Y]\d[\dW] ?[\dAC-FHKNPRTV-Y]{4})(?![\w-])/g;

/** What every personal pattern holds somewhere: a digit (date, phone, postal) or an @ (e-mail). */
const MAY_BE_PERSONAL = /[\d@]/;

const stars = (text: string) => '*'.repeat(text.length);

/** Every character of a text that holds something, as an asterisk; whitespace-only text unchanged. */
export function maskText(text: string): string {
  return /\S/.test(text) ? stars(text) : text;
}

/** E-mail-like, phone-like, postal-like and date-like runs as asterisks of their length; the rest unchanged. */
export function maskPersonalPatterns(text: string): string {
  // Every pattern needs a digit or an @: most of a page's strings (tags, classes, words) have neither, and skip the four.
  if (!MAY_BE_PERSONAL.test(text)) return text;
  return text
    .replace(EMAIL, stars)
    .replace(DATE, stars)
    .replace(DIGIT_RUN, (run) => ((run.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS ? stars(run) : run))
    .replace(LONG_DIGITS, stars)
    .replace(POSTAL, stars)
    .replace(LETTERED_POSTAL, stars);
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The object with each value replaced by `f(value, key)`; a key named __proto__ stays a key, as JSON.parse made it. */
function mapValues(value: Record<string, Json>, f: (v: Json, key: string) => Json): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const key of Object.keys(value)) {
    const mapped = f(value[key] as Json, key);
    if (key === '__proto__') Object.defineProperty(out, key, { value: mapped, enumerable: true, writable: true, configurable: true });
    else out[key] = mapped;
  }
  return out;
}

/** Any JSON value with the personal patterns masked in its strings (stylesheets kept); the route bounds the depth. */
function maskStrings(value: Json, key = ''): Json {
  if (typeof value === 'string') return CSS_KEYS.has(key) ? value : maskPersonalPatterns(value);
  if (Array.isArray(value)) return value.map((v) => maskStrings(v, key));
  if (isObject(value)) return mapValues(value, maskStrings);
  return value;
}

/** Masks the values of `value` and `placeholder`, the others keep only the pattern masking. */
function maskAttributes(attributes: Json): Json {
  if (!isObject(attributes)) return maskStrings(attributes);
  return mapValues(attributes, (v, k) => (VALUE_ATTRIBUTES.has(k) && typeof v === 'string' ? maskText(v) : maskStrings(v, k)));
}

/** A serialized DOM node (rrweb-snapshot) with its texts and field values masked, children included. */
function maskNode(node: Json): Json {
  if (!isObject(node)) return maskStrings(node);
  return mapValues(node, (v, k) => {
    if (k === 'childNodes' && Array.isArray(v)) return v.map(maskNode);
    if (k === 'attributes') return maskAttributes(v);
    if (k === 'textContent' && typeof v === 'string' && node.type === TEXT_NODE) return node.isStyle === true ? v : maskPersonalPatterns(v);
    return maskStrings(v, k);
  });
}

/** The object with `key`'s value replaced by `mask(value)` if it has one, every other value pattern-masked. */
function maskingKey(value: Json, key: string, mask: (v: Json) => Json): Json {
  if (!isObject(value)) return maskStrings(value);
  return mapValues(value, (v, k) => (k === key ? mask(v) : maskStrings(v, k)));
}

const maskTextValue = (v: Json): Json => (typeof v === 'string' ? maskText(v) : maskStrings(v));

function maskMutation(data: Record<string, Json>): Json {
  const each = (v: Json, key: string, mask: (v: Json) => Json): Json => (Array.isArray(v) ? v.map((item) => maskingKey(item, key, mask)) : maskStrings(v));
  // Changed page text (`texts[].value`) is masked as every other string is, by its patterns: the page's own words stay
  // readable in a replay. Attribute values and added nodes hold what a field shows, and are masked whole.
  return mapValues(data, (v, k) => {
    if (k === 'attributes') return each(v, 'attributes', maskAttributes);
    if (k === 'adds') return each(v, 'node', maskNode);
    return maskStrings(v, k);
  });
}

/** Event type 4 (Meta): the page address and window size. The address is cut of private parameters where it is stored (its port or ids would read as postal codes). */
const META = 4;

function maskData(type: number, data: Json): Json {
  if (type === META) return data;
  if (type === FULL_SNAPSHOT) return maskingKey(data, 'node', maskNode);
  if (type === INCREMENTAL_SNAPSHOT && isObject(data) && data.source === INPUT) return maskingKey(data, 'text', maskTextValue);
  if (type === INCREMENTAL_SNAPSHOT && isObject(data) && data.source === MUTATION) return maskMutation(data);
  return maskStrings(data);
}

/** The events with every input value masked, and personal patterns (email, phone, postal, date) masked everywhere else. Pure. */
export function maskRecordingEvents<E extends RecordedEvent>(events: readonly E[]): E[] {
  return events.map((e) => ({ ...e, data: maskData(e.type, e.data as Json) as object }));
}
