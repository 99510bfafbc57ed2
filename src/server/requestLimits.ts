/**
 * What a request may hold before any route sees it: JSON bodies no deeper than MAX_JSON_DEPTH (checked on the text,
 * before parsing), no NUL character or lone UTF-16 surrogate in any string or key, no infinite number, dates and timestamps a calendar
 * and the database can hold, and no type coercion of bodies (a string is not a number). Each refusal is a coded 400.
 */
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { ValidatorFactory } from '@fastify/ajv-compiler';
import type { SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import { deferCompiles, lazySerializer, lazyValidator, type DeferredCompiles } from './lazySchemaCompilers.ts';
import type Ajv from 'ajv';
import { BodyNotUtf8Error, BodyTooDeepError, CharsetUnsupportedError, EncodingUnsupportedError, JsonKeyForbiddenError, LoneSurrogateError, NulCharacterError, NumberNotFiniteError } from './errors.ts';
import { DEFAULT_BODY_LIMIT } from './bodyLimits.ts';

/**
 * Fastify's server options that bound what one client can hold: the default body size (routes that need more name
 * their own, src/server/bodyLimits.ts) and how long a socket may stay open.
 */
export const SERVER_LIMITS = {
  bodyLimit: DEFAULT_BODY_LIMIT,
  // The whole request, headers and body, must arrive within 30 s (a recording batch over a slow phone line takes a
  // few): a client sending a byte at a time cannot hold a socket and its parser for long. Node checks every 30 s.
  requestTimeout: 30_000,
  // A socket with no traffic at all ends after 75 s.
  connectionTimeout: 75_000,
  // An idle kept-alive socket ends after 72 s: longer than a load balancer's usual 60 s, so the balancer closes first
  // and never sends a request down a socket we are closing (a 502).
  keepAliveTimeout: 72_000,
} as const;

/** Deepest nesting of arrays and objects a JSON body may have (the deepest API schema needs 6). */
export const MAX_JSON_DEPTH = 32;

/**
 * A route whose body mirrors a page's DOM (session recordings: rrweb snapshots nest two levels per element) names
 * its own bound in `config.maxJsonDepth`; still a bound, so no body can overflow a stack.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's bound on JSON nesting (default MAX_JSON_DEPTH). */
    maxJsonDepth?: number;
  }
}

export function maxJsonDepthOf(req: { routeOptions?: { config?: unknown } }): number {
  const configured = (req.routeOptions?.config as { maxJsonDepth?: unknown } | undefined)?.maxJsonDepth;
  return typeof configured === 'number' && configured > 0 ? configured : MAX_JSON_DEPTH;
}

/** Earliest and latest year a date or timestamp in a request may name: birth dates, appointments, report times. */
export const MIN_YEAR = 1800;
export const MAX_YEAR = 2999;

/**
 * The deepest nesting of `[` and `{` in JSON text, outside strings; stops counting once past `limit`.
 * Linear in the text and without recursion, so a body of a million `[` costs one pass, not a stack overflow.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type ValueProblem = 'nul' | 'surrogate' | 'depth' | 'infinite';

function textProblem(s: string): ValueProblem | null {
  if (s.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(s)) return 'surrogate';
  return null;
}

/**
 * The first thing in a parsed value (strings, keys and numbers, at any depth) that PostgreSQL text, JSON or numbers
 * cannot hold: a NUL, a lone surrogate, an infinite number, or nesting deeper than `maxDepth`. Iterative: no input can overflow the stack.
 */
export function findValueProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): ValueProblem | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (typeof v === 'string') {
      const p = textProblem(v);
      if (p) return p;
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) return 'infinite'; // JSON 1e400 parses to Infinity
    } else if (v !== null && typeof v === 'object') {
      if (depth >= maxDepth) return 'depth';
      if (Array.isArray(v)) {
        for (const item of v) stack.push([item, depth + 1]);
      } else {
        for (const [k, item] of Object.entries(v)) {
          const p = textProblem(k);
          if (p) return p;
          stack.push([item, depth + 1]);
        }
      }
    }
  }
  return null;
}

/** Throws the coded 400 for the first problem in these parts of a request, nested at most `maxDepth` deep. */
export function refuseBadText(maxDepth: number, ...parts: unknown[]): void {
  for (const part of parts) {
    const problem = findValueProblem(part, maxDepth);
    if (problem === 'nul') throw new NulCharacterError();
    if (problem === 'surrogate') throw new LoneSurrogateError();
    if (problem === 'infinite') throw new NumberNotFiniteError();
    if (problem === 'depth') throw new BodyTooDeepError(maxDepth);
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;

/**
 * The body as the text it is: UTF-8, the only charset JSON is sent in (RFC 8259). Read any other way, bytes that are
 * not UTF-8 became U+FFFD, and a name nobody typed (Jos\uFFFD) was stored.
 */
function bodyText(contentType: string | undefined, body: Buffer): string | Error {
  const charset = CHARSET.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return new CharsetUnsupportedError();
  try {
    return UTF8.decode(body);
  } catch {
    return new BodyNotUtf8Error();
  }
}

/**
 * Replaces Fastify's JSON body parser with one that refuses a body that is not UTF-8 and deep nesting before parsing
 * (proto-poisoning checks kept).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const text = bodyText(req.headers['content-type'], body as Buffer);
    if (text instanceof Error) {
      done(text, undefined);
      return;
    }
    const limit = maxJsonDepthOf(req);
    if (jsonDepthExceeds(text, limit)) {
      done(new BodyTooDeepError(limit), undefined);
      return;
    }
    // The parser refuses a prototype key as it refuses text that is no JSON; the sender is told which it was.
    parseJson(req, text, (err, parsed) => done(err && isJson(text) ? new JsonKeyForbiddenError() : err, parsed));
  });
}

/**
 * A request body is taken as sent, whatever its type: nothing here decompresses. A gzipped JSON body was refused as
 * not UTF-8, a gzipped text one for its NUL bytes, and one marked with a coding we do not know was read as if plain.
 */
export function refuseEncodedBody(headers: Readonly<Record<string, string | string[] | undefined>>): void {
  const encoding = String(headers['content-encoding'] ?? '').trim().toLowerCase();
  const hasBody = headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');
  if (encoding && encoding !== 'identity' && hasBody) throw new EncodingUnsupportedError();
}

/** Whether the text is JSON at all (what JSON.parse builds of a `__proto__` key is an own property, and dropped). */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-](\d{2}):(\d{2}))$/;

function realDay(year: number, month: number, day: number): boolean {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A calendar day between MIN_YEAR and MAX_YEAR, as YYYY-MM-DD. */
export function isRealDate(s: string): boolean {
  const m = DATE.exec(s);
  return !!m && realDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** An RFC 3339 timestamp of a real day between MIN_YEAR and MAX_YEAR, without leap seconds (which JavaScript cannot read). */
export function isRealDateTime(s: string): boolean {
  const m = DATE_TIME.exec(s);
  if (!m || !realDay(Number(m[1]), Number(m[2]), Number(m[3]))) return false;
  if (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6]) > 59) return false;
  if (m[9] !== undefined && (Number(m[9]) > 23 || Number(m[10]) > 59)) return false;
  return Number.isFinite(Date.parse(s));
}

interface AjvServerOptions { customOptions?: Record<string, unknown>; plugins?: unknown[]; onCreate?: (ajv: Ajv) => void }
interface RouteDefinition { schema: unknown; method: string; url: string; httpPart?: string }
type Compile = (route: RouteDefinition) => unknown;
type Pool = (externalSchemas: unknown, options: AjvServerOptions) => Compile;

// Fastify's own validator compiler (the one it uses by default), resolved from Fastify itself.
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const defaultValidatorFactory = fromFastify('@fastify/ajv-compiler') as () => Pool;
// Its serializer compiler (fast-json-stringify), deferred like the validators.
const defaultSerializerFactory = fromFastify('@fastify/fast-json-stringify-compiler') as () => (externalSchemas: unknown, options: unknown) => Compile;

function strictFormats(ajv: Ajv): void {
  ajv.addFormat('date', isRealDate);
  ajv.addFormat('date-time', isRealDateTime);
}

interface TextValidator {
  (data: unknown, context?: unknown): unknown;
  errors?: unknown;
  schemaEnv?: unknown;
}

/** The first property of a querystring, params or headers part that holds a number that is not finite, or one of its array's. */
export function nonFiniteProperty(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  for (const [key, value] of Object.entries(data)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'number' && !Number.isFinite(v))) return key;
  }
  return null;
}

/**
 * Ajv's coercion turns "Infinity" or "1e999" into a number that passes `integer`, `minimum` and `maximum`
 * (ajv-validator/ajv#2212): `?to=Infinity` reached the calendar as a count of days, which never ended. A text part
 * holding one is refused as invalid, as a body's is (NUMBER_NOT_FINITE).
 */
export function finiteOnly(validate: TextValidator): TextValidator {
  const checked: TextValidator = (data, context) => {
    const valid = validate(data, context);
    checked.errors = validate.errors;
    if (!valid) return valid;
    const key = nonFiniteProperty(data);
    if (key === null) return valid;
    checked.errors = [{ keyword: 'type', instancePath: `/${key}`, schemaPath: '#/type', params: { type: 'number' }, message: 'must be a finite number' }];
    return false;
  };
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}

/** A number as text the way a person or a page writes one: digits, maybe a minus and a decimal part. */
const PLAIN_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

const spelledOddly = (text: unknown, coerced: unknown) => typeof text === 'string' && typeof coerced === 'number' && !PLAIN_NUMBER.test(text);

/** The first property whose text Ajv coerced to a number from another spelling ("1e3", "0x10", " 1", "012"), or null. */
export function oddlySpelledNumber(texts: Readonly<Record<string, unknown>>, data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  for (const [key, value] of Object.entries(data)) {
    const text = texts[key];
    const pairs: Array<[unknown, unknown]> = Array.isArray(value) ? value.map((v, i) => [Array.isArray(text) ? text[i] : text, v]) : [[text, value]];
    if (pairs.some(([before, after]) => spelledOddly(before, after))) return key;
  }
  return null;
}

/**
 * Ajv's coercion also reads "1e3", "0x10", " 1" and "012" as numbers: /api/site-scheduling/1e3/status answered for
 * study site 1000. A text part whose number is not written in plain digits is refused as invalid, as `abc` is.
 */
export function digitsOnly(validate: TextValidator): TextValidator {
  const checked: TextValidator = (data, context) => {
    // Ajv coerces in place: the texts as they came are kept first (arrays copied).
    const texts = typeof data === 'object' && data !== null ? Object.fromEntries(Object.entries(data).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v])) : {};
    const valid = validate(data, context);
    checked.errors = validate.errors;
    if (!valid) return valid;
    const key = oddlySpelledNumber(texts, data);
    if (key === null) return valid;
    checked.errors = [{ keyword: 'type', instancePath: `/${key}`, schemaPath: '#/type', params: { type: 'number' }, message: 'must be a number written in digits' }];
    return false;
  };
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}

/**
 * Fastify's validator compiler with two Ajv settings: querystrings, params and headers are text and may be coerced
 * ("7" to 7, but not "1e3" or "Infinity"); JSON bodies are typed and are not ("7" is not a number, [7] is not 7). Both know the strict formats.
 * Validators and Fastify's response serializers are compiled on a route's first use (lazySchemaCompilers.ts).
 */
export function validatorCompilers(deferred?: DeferredCompiles): { buildValidator: ValidatorFactory; buildSerializer: SerializerFactory } {
  const pool = defaultValidatorFactory();
  const buildValidator = (externalSchemas: unknown, serverAjv: AjvServerOptions = {}): Compile => {
    const text = pool(externalSchemas, { ...serverAjv, onCreate: strictFormats });
    const body = pool(externalSchemas, { ...serverAjv, customOptions: { ...serverAjv.customOptions, coerceTypes: false }, onCreate: strictFormats });
    return (route) => (route.httpPart === 'body' ? body(route) : digitsOnly(finiteOnly(text(route) as TextValidator)));
  };
  return {
    buildValidator: deferCompiles(buildValidator, lazyValidator as (compile: () => unknown, deferred?: DeferredCompiles) => unknown, deferred) as unknown as ValidatorFactory,
    buildSerializer: deferCompiles(defaultSerializerFactory(), lazySerializer as (compile: () => unknown, deferred?: DeferredCompiles) => unknown, deferred) as unknown as SerializerFactory,
  };
}
