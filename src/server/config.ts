/** Server configuration from the environment. */
import { resolve } from 'node:path';

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
  /** Clock for rules that depend on the time of day (can-call-now). */
  now: () => Date;
  /** Requests per minute per client before 429. */
  rateLimitPerMinute: number;
  /** Schema to use on the PostgreSQL server (tests isolate themselves in their own schema). */
  databaseSchema: string | null;
  /** Proxies whose X-Forwarded-For is believed (Fastify's trustProxy): false, true, or a list of addresses/ranges. */
  trustProxy: boolean | string;
  /** Direct offers: our own database ('builtin') or an external host ('http'). */
  offers: { provider: 'builtin' | 'http'; host: string | null; apiKey: string | null; apiKeyHeader: string; excludedAdvertisers: string[] };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir: env.DATA_DIR?.trim() || resolve('data'),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    now: () => new Date(),
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 600),
    databaseSchema: env.DATABASE_SCHEMA?.trim() || null,
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY?.trim() || false,
    offers: {
      provider: env.OFFERS_PROVIDER === 'http' ? 'http' : 'builtin',
      host: env.OFFERS_HOST?.trim() || null,
      apiKey: env.OFFERS_API_KEY?.trim() || null,
      apiKeyHeader: env.OFFERS_API_KEY_HEADER?.trim() || 'x-api-key',
      excludedAdvertisers: (env.OFFERS_EXCLUDED_ADVERTISERS ?? '').split(',').map((a) => a.trim()).filter(Boolean),
    },
  };
}
