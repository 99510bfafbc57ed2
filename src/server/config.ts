/** Server configuration from the environment. */
import { resolve } from 'node:path';
import { isIP } from 'node:net';
import { relayConfigFromEnv, type RelayConfig } from './services/relay/config.ts';
import { parseSentryDsn } from './services/errorReporting/sentryDsn.ts';
import { httpUrlFromEnv } from './envUrl.ts';
import { DEFAULT_RETENTION, RETENTION_VARIABLES, type RetentionPolicy } from '../core/retention.ts';
import { getHeapStatistics } from 'node:v8';
import type { LoadSheddingSettings } from './loadSheddingHook.ts';
import { RECORDING_BODY_LIMIT } from './bodyLimits.ts';
import { GEO_HEADER_SOURCES, type GeoHeaderSource } from '../core/viewerLocation.ts';

/** GEO_HEADERS names the one edge whose location headers are believed; an unknown name stops the start. */
function geoHeaderSource(raw: string | undefined): GeoHeaderSource {
  const value = (raw?.trim() || 'none').toLowerCase();
  if (!(GEO_HEADER_SOURCES as readonly string[]).includes(value)) throw new ConfigError(`GEO_HEADERS must be one of ${GEO_HEADER_SOURCES.join(', ')} (got '${raw}')`);
  return value as GeoHeaderSource;
}

/** OFFERS_LANGUAGE: the language the external offers host writes in, where an offer does not say (ISO 639-1). */
function offersLanguage(raw: string | undefined): string {
  const value = (raw?.trim() || 'en').toLowerCase();
  if (!/^[a-z]{2}$/.test(value)) throw new ConfigError(`OFFERS_LANGUAGE must be a two-letter language code such as en or es (got '${raw}')`);
  return value;
}


/** Config that cannot start the server; main.ts prints its message as one line. */
export class ConfigError extends Error {}

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL server; when null the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | null;
  /** Where PGlite keeps its files; `memory://` keeps them in memory (tests). */
  dataDir: string;
  /** Built SPA; null serves the API alone. */
  distDir: string | null;
  logLevel: string;
  /**
   * LOG_REQUESTS: a log line for every request received and answered (on by default, off under NODE_ENV=production,
   * where two lines per request cost a busy server more than they tell; refusals and failures are logged either way).
   */
  logRequests: boolean;
  /** Clock for rules that depend on the time of day (can-call-now). */
  now: () => Date;
  /** Requests per minute per client before 429. */
  rateLimitPerMinute: number;
  /** Bookings one client (an address, an IPv6 /64) may make in an hour (BOOKINGS_PER_CLIENT_PER_HOUR, default 5). */
  bookingsPerClientPerHour: number;
  /** Schema to use on the PostgreSQL server (tests isolate themselves in their own schema). */
  databaseSchema: string | null;
  /** How long a start waits for a PostgreSQL server that is not answering yet (DATABASE_WAIT_SECONDS, default 300). */
  databaseStartWaitMs: number;
  /** Proxies whose X-Forwarded-For is believed (Fastify's trustProxy): false, or a list of their addresses/ranges (never "every sender"). */
  trustProxy: false | string[];
  /** Direct offers: our own database ('builtin') or an external host ('http'). */
  offers: { provider: 'builtin' | 'http'; host: string | null; apiKey: string | null; apiKeyHeader: string; excludedAdvertisers: string[]; language: string };
  /** Prefilled-lead relay: temporary links in our database ('builtin', the default when absent) or a relay service ('http'). */
  relay?: RelayConfig;
  /** Third-party integrations; each has a built-in default (docs/operations.md "Integrations"). Their hosts join the CSP. */
  integrations: IntegrationsConfig;
  /** Session recording (rrweb, inputs masked) to POST /api/sr/new: the initial payload's `enableRecording`. */
  recordingEnabled: boolean;
  /** GEO_HEADERS: the CDN whose viewer-location headers say where a visitor is (none, cloudfront, cloudflare; default none). */
  geoHeaders?: GeoHeaderSource;
  /** The campaign studio and session replays are served (never on a production hostname either). */
  studioEnabled: boolean;
  /** STUDIO_TOKEN: asked of every studio request when set (src/server/studioAccess.ts); required with the studio in production. */
  studioToken: string | null;
  /** How long an e-signature link opens the signing page (ESIGN_LINK_MINUTES, default 30). */
  esignLinkMinutes: number;
  /** Browser error reports (POST /api/errors): always stored and logged; also forwarded when a Sentry-compatible DSN is set. */
  errorReporting: { dsn: string | null; reportsPerMinute: number };
  /** How many days operational rows are kept before the retention job removes them (RETENTION_<NAME>_DAYS; docs/operations.md "Retention"). */
  retention: RetentionPolicy;
  /** When API writes are refused with 503 SERVER_BUSY (LOAD_SHED_*; docs/operations.md "Staying up"). */
  loadShedding: LoadSheddingSettings;
  /** Bytes of upload bodies (recordings, browser error reports) one client address may send per minute (UPLOAD_KIB_PER_MINUTE). */
  uploadBytesPerMinute: number;
}

export interface IntegrationsConfig {
  /** Tag-manager container script (the brand's container id is added as `?id=`); null loads none, dataLayer still fills. */
  tagManagerUrl: string | null;
  /** Live-chat agent availability: our advisors' hours ('builtin') or the provider's endpoint ('http'). */
  chatAvailabilityUrl: string | null;
  /** The chat provider's bootstrap script; null opens the built-in chat panel. */
  chatScriptUrl: string | null;
  /** Partner conversion pixel; null uses our own pixel endpoint. */
  partnerPixelUrl: string | null;
  /** Ad-security platform base URL (POST {url}/click, {url}/conversion); null uses the built-in recorder, which accepts every click. */
  adSecurityUrl: string | null;
}

/** DATABASE_URL: PostgreSQL at that address; unset or blank, the embedded PGlite. One that is no URL is refused, said in one line. */
function databaseUrlFromEnv(env: NodeJS.ProcessEnv): string | null {
  const url = env.DATABASE_URL?.trim() || null;
  if (url !== null && !URL.canParse(url)) throw new ConfigError('DATABASE_URL is not a URL: write it as postgres://USER:PASSWORD@HOST:PORT/DATABASE, or unset it to use the embedded database');
  return url;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got '${env.PORT}'`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: databaseUrlFromEnv(env),
    dataDir: env.DATA_DIR?.trim() || resolve('data'),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    logRequests: flag(env, 'LOG_REQUESTS', env.NODE_ENV !== 'production'),
    now: () => new Date(),
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 600),
    bookingsPerClientPerHour: wholeNumber(env, 'BOOKINGS_PER_CLIENT_PER_HOUR', 5, 1, 1_000_000, 'bookings'),
    databaseSchema: env.DATABASE_SCHEMA?.trim() || null,
    databaseStartWaitMs: seconds(env, 'DATABASE_WAIT_SECONDS', 300) * 1000,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    offers: {
      provider: env.OFFERS_PROVIDER === 'http' ? 'http' : 'builtin',
      host: env.OFFERS_HOST?.trim() || null,
      apiKey: env.OFFERS_API_KEY?.trim() || null,
      apiKeyHeader: env.OFFERS_API_KEY_HEADER?.trim() || 'x-api-key',
      excludedAdvertisers: (env.OFFERS_EXCLUDED_ADVERTISERS ?? '').split(',').map((a) => a.trim()).filter(Boolean),
      language: offersLanguage(env.OFFERS_LANGUAGE),
    },
    integrations: {
      tagManagerUrl: httpUrlFromEnv(env, 'TAG_MANAGER_URL'),
      chatAvailabilityUrl: httpUrlFromEnv(env, 'CHAT_AVAILABILITY_URL'),
      chatScriptUrl: httpUrlFromEnv(env, 'CHAT_SCRIPT_URL'),
      partnerPixelUrl: httpUrlFromEnv(env, 'PARTNER_PIXEL_URL'),
      adSecurityUrl: httpUrlFromEnv(env, 'AD_SECURITY_URL'),
    },
    // On unless turned off explicitly, so a fresh clone records (masked) and the studio can replay.
    recordingEnabled: flag(env, 'RECORDING_ENABLED', true),
    geoHeaders: geoHeaderSource(env.GEO_HEADERS),
    studioEnabled: flag(env, 'STUDIO_ENABLED', env.NODE_ENV !== 'production'),
    studioToken: studioTokenFromEnv(env),
    relay: relayConfigFromEnv(env),
    esignLinkMinutes: minutes(env, 'ESIGN_LINK_MINUTES', 30),
    errorReporting: errorReportingFromEnv(env),
    retention: retentionFromEnv(env),
    loadShedding: loadSheddingFromEnv(env),
    uploadBytesPerMinute: uploadBytesPerMinuteFromEnv(env),
  };
}



/**
 * TRUST_PROXY: the load balancers' addresses or CIDR ranges (or loopback, linklocal, uniquelocal), comma-separated. `true` (or a hop count) would let any
 * client name its own address in X-Forwarded-For and so escape the rate limit: refused at start.
 */
export function trustedProxies(value: string | undefined): false | string[] {
  const text = value?.trim();
  if (!text || ['false', '0', 'no', 'off'].includes(text.toLowerCase())) return false;
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) continue; // proxy-addr's named private ranges
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address ?? '');
    const maxBits = version === 4 ? 32 : 128;
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (!version || !bitsOk || extra !== undefined) {
      throw new ConfigError(`TRUST_PROXY must list the proxies' addresses or ranges (e.g. 10.0.0.5,10.1.0.0/16), not '${entry}': `
        + 'trusting every sender would let any client choose its address in X-Forwarded-For');
    }
  }
  return entries;
}

/** A whole number of seconds, zero or more; unset gives the default. */
function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number of seconds, got '${env[name]}'`);
  return n;
}

/** A whole number of minutes, one or more; unset gives the default. */
function minutes(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} must be a whole number of minutes, 1 or more, got '${env[name]}'`);
  return n;
}


/** Longest retention accepted (100 years): a larger number is a typo, not a policy. */
const MAX_RETENTION_DAYS = 36_500;

/** RETENTION_<NAME>_DAYS: whole days, 1 or more; unset gives the default (src/core/retention.ts). */
export function retentionFromEnv(env: NodeJS.ProcessEnv): RetentionPolicy {
  const policy = { ...DEFAULT_RETENTION };
  for (const [field, name] of Object.entries(RETENTION_VARIABLES) as [keyof RetentionPolicy, string][]) {
    const value = env[name]?.trim();
    if (!value) continue;
    const n = /^\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > MAX_RETENTION_DAYS) {
      throw new ConfigError(`${name} must be a whole number of days from 1 to ${MAX_RETENTION_DAYS}, got '${env[name]}'`);
    }
    policy[field] = n;
  }
  return policy;
}

/**
 * STUDIO_TOKEN, at least 32 characters. In production the studio shows session replays, and its only other guard (a
 * non-production hostname) is a header any client sets: STUDIO_ENABLED there requires the token.
 */
function studioTokenFromEnv(env: NodeJS.ProcessEnv): string | null {
  const token = env.STUDIO_TOKEN?.trim() || null;
  if (token !== null && token.length < 32) throw new ConfigError('STUDIO_TOKEN must be at least 32 characters (e.g. `openssl rand -hex 32`)');
  if (token === null && env.NODE_ENV === 'production' && flag(env, 'STUDIO_ENABLED', false)) {
    throw new ConfigError('STUDIO_ENABLED is on under NODE_ENV=production but STUDIO_TOKEN is unset: set STUDIO_TOKEN (e.g. `openssl rand -hex 32`) or turn the studio off');
  }
  return token;
}

/** An on/off setting: unset gives the default; a value that is neither on nor off fails at start. */
function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new ConfigError(`${name} must be 1/true/yes/on or 0/false/no/off, got '${env[name]}'`);
}

/** ERROR_REPORTING_DSN (checked at start, so a typo fails there) and ERROR_REPORTS_PER_MINUTE. */
function errorReportingFromEnv(env: NodeJS.ProcessEnv): ServerConfig['errorReporting'] {
  const dsn = env.ERROR_REPORTING_DSN?.trim() || null;
  if (dsn) parseSentryDsn(dsn);
  const perMinute = Number(env.ERROR_REPORTS_PER_MINUTE ?? 30);
  if (!Number.isInteger(perMinute) || perMinute < 1) throw new ConfigError(`ERROR_REPORTS_PER_MINUTE must be a positive whole number, got '${env.ERROR_REPORTS_PER_MINUTE}'`);
  return { dsn, reportsPerMinute: perMinute };
}

/** A whole number from `min` to `max` in the unit named; unset gives the default. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number, unit: string): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be a whole number of ${unit} from ${min} to ${max}, got '${env[name]}'`);
  return n;
}

const MIB = 1024 * 1024;

/** Default heap threshold: 90 % of this process's V8 heap limit (node --max-old-space-size), in MiB. */
export function defaultShedHeapMib(): number {
  return Math.floor((getHeapStatistics().heap_size_limit / MIB) * 0.9);
}

/**
 * Writes one process serves at once by default. PostgreSQL: below the 10 connections of a process's pool, since a
 * write past them only waits, and 1,000 savers measured health p99 444-1,220 ms with 32 and 118 ms with 8 at the same
 * throughput (bench:overload). PGlite: its statements wait their turn in the database's own thread, about 1 ms each,
 * so 32 waiting cost about 30 ms; with 8, ten savers at a time were refused more often than served (bench:leads).
 */
export const DEFAULT_WRITES_IN_FLIGHT = { postgres: 8, pglite: 32 } as const;

/** LOAD_SHED_*: when API writes are refused with 503 SERVER_BUSY (src/server/loadShedding.ts); a threshold of 0 turns its check off. */
export function loadSheddingFromEnv(env: NodeJS.ProcessEnv): LoadSheddingSettings {
  const driver = databaseUrlFromEnv(env) ? 'postgres' : 'pglite';
  return {
    maxEventLoopDelayMs: wholeNumber(env, 'LOAD_SHED_EVENT_LOOP_DELAY_MS', 200, 0, 60_000, 'milliseconds'),
    maxHeapUsedBytes: wholeNumber(env, 'LOAD_SHED_HEAP_USED_MB', defaultShedHeapMib(), 0, 1_048_576, 'MiB') * MIB,
    maxWritesInFlight: wholeNumber(env, 'LOAD_SHED_WRITES_IN_FLIGHT', DEFAULT_WRITES_IN_FLIGHT[driver], 0, 100_000, 'writes'),
    sampleIntervalMs: wholeNumber(env, 'LOAD_SHED_SAMPLE_MS', 500, 10, 60_000, 'milliseconds'),
    retryAfterSeconds: wholeNumber(env, 'LOAD_SHED_RETRY_AFTER_SECONDS', 2, 1, 120, 'seconds'),
  };
}

/** UPLOAD_KIB_PER_MINUTE: at least one largest recording batch, or recording could never send one. */
export function uploadBytesPerMinuteFromEnv(env: NodeJS.ProcessEnv): number {
  const minKib = Math.ceil(RECORDING_BODY_LIMIT / 1024);
  return wholeNumber(env, 'UPLOAD_KIB_PER_MINUTE', 8192, minKib, 1_048_576, 'KiB') * 1024;
}
