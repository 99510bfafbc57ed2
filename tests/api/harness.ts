/** Runs API suites against the real app on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. */
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type BuildOptions } from '../../src/server/app.ts';
import { loadConfig, loadSheddingFromEnv } from '../../src/server/config.ts';
import type { ServerConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/database.ts';
import { dropSuiteDatabase, openPgliteCopy } from '../support/databaseTemplates.ts';
import { takePgliteCopy } from '../support/pgliteCopyPool.ts';
import { giveBackPostgresCopy, takePostgresCopy } from '../support/postgresCopyPool.ts';

export interface Target {
  name: 'pglite' | 'postgres';
  databaseUrl: string | null;
}

export function targets(): Target[] {
  const list: Target[] = [{ name: 'pglite', databaseUrl: null }];
  if (process.env.TEST_DATABASE_URL) list.push({ name: 'postgres', databaseUrl: process.env.TEST_DATABASE_URL });
  return list;
}

export function testConfig(target: Target, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    // Defaults of every setting, as a deployment without environment would have them; the test's own below.
    ...loadConfig({}),
    port: 0, host: '127.0.0.1', databaseUrl: target.databaseUrl, dataDir: 'memory://', distDir: null, logLevel: 'silent',
    now: () => new Date(), rateLimitPerMinute: 10000, trustProxy: false,
    offers: { provider: 'builtin', host: null, apiKey: null, apiKeyHeader: 'x-api-key', excludedAdvertisers: [], language: 'en' },
    // Suites run side by side on a shared machine and some send bursts on purpose: a busy moment must not shed their
    // writes. tests/api/load-shedding.test.ts turns shedding on with the deployment's defaults.
    loadShedding: loadSheddingFromEnv({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '0', LOAD_SHED_HEAP_USED_MB: '0', LOAD_SHED_WRITES_IN_FLIGHT: '0' }),
    // Each suite gets its own schema on the PostgreSQL server, dropped afterwards.
    databaseSchema: target.databaseUrl ? `t_${randomBytes(6).toString('hex')}` : null,
    ...overrides,
  };
}

/**
 * A new folder holding the embedded database as the run's global setup built it, migrated and seeded, for tests whose
 * command-line scripts open the database from disk: loading the dump takes a second, creating one takes 6-14.
 */
export async function seededPgliteDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const templates = inject('databaseTemplates');
  if (templates) await (await openPgliteCopy(templates.pgliteSnapshot, dataDir)).close();
  return dataDir;
}

/**
 * Undoes what a suite's config made on the PostgreSQL server once its app is closed: drops its schema, or hands its copy
 * of the template database on to the next suite (tests/support/postgresCopyPool.ts).
 */
export async function releaseDatabase(config: ServerConfig): Promise<void> {
  const server = process.env.TEST_DATABASE_URL;
  if (config.databaseUrl && !config.databaseSchema && server) await giveBackPostgresCopy(config.databaseUrl, server);
  else await dropSuiteDatabase(config, server);
}

/**
 * The suite's database as the run's global setup built it, migrated and seeded (tests/api/globalSetup.ts): on PostgreSQL
 * the config names a copy of the template database, on PGlite in memory a copy of the snapshot is taken: one an earlier
 * suite of this worker gave back and was reset, or a new one (tests/support/postgresCopyPool.ts, pgliteCopyPool.ts). Without
 * templates (or with a database of the test's own) the config is left as it is and the app migrates and seeds.
 */
async function fromTemplate(target: Target, config: ServerConfig, options: BuildOptions): Promise<{ config: ServerConfig; db?: Database }> {
  const templates = inject('databaseTemplates');
  if (!templates || options.db || options.seed === false) return { config };
  if (target.databaseUrl) {
    if (!templates.postgresTemplate) return { config };
    return { config: { ...config, databaseUrl: await takePostgresCopy(target.databaseUrl, templates.postgresTemplate), databaseSchema: null } };
  }
  if (!config.dataDir.startsWith('memory://')) return { config };
  return { config, db: await takePgliteCopy(templates.pgliteSnapshot) };
}

/**
 * An app of the suite's own configuration on PGlite, started from a copy of the run's migrated, seeded snapshot (a
 * fresh in-memory database migrates and seeds for 1.5-3 s); the copy is closed with the app.
 */
export async function pgliteApp(overrides: Partial<ServerConfig> = {}, options: BuildOptions = {}): Promise<FastifyInstance> {
  const target: Target = { name: 'pglite', databaseUrl: null };
  const { config, db } = await fromTemplate(target, testConfig(target, overrides), options);
  const app = await buildApp(config, db ? { ...options, db } : options);
  if (db) app.addHook('onClose', async () => db.close());
  return app;
}

export interface Harness {
  app: FastifyInstance;
  config: ServerConfig;
  /** A CSRF cookie and token, as a browser gets them from GET /api/csrf. */
  csrf(): Promise<{ cookie: string; token: string }>;
  post(url: string, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(url: string, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** describe() once per database target, with a started app in `h`. */
export function eachDatabase(title: string, body: (h: Harness, target: Target) => void, overrides: Partial<ServerConfig> = {}, options: BuildOptions = {}): void {
  for (const target of targets()) {
    describe(`${title} [${target.name}]`, () => {
      const h = {} as Harness;
      let copy: Database | undefined;
      beforeAll(async () => {
        ({ config: h.config, db: copy } = await fromTemplate(target, testConfig(target, overrides), options));
        h.app = await buildApp(h.config, copy ? { ...options, db: copy } : options);
        await h.app.ready();
        // One browser: requests sent at once before the first answer share the one cookie too.
        let cached: Promise<{ cookie: string; token: string }> | null = null;
        h.csrf = () => (cached ??= h.app.inject({ method: 'GET', url: '/api/csrf' }).then((res) => ({
          cookie: String(res.headers['set-cookie']).split(';')[0] as string,
          token: (res.json() as { token: string }).token,
        })));
        const send = (method: 'POST' | 'PUT') => async (url: string, body: unknown, headers: Record<string, string> = {}) => {
          const { cookie, token } = await h.csrf();
          return h.app.inject({ method, url, payload: body as object, headers: { cookie, 'x-csrf-token': token, ...headers } });
        };
        h.post = send('POST');
        h.put = send('PUT');
      });
      afterAll(async () => {
        await h.app?.close();
        await copy?.close();
        if (h.config) await releaseDatabase(h.config);
      });
      body(h, target);
    });
  }
}

/**
 * The statements the server ran for `send`'s request, in order (whitespace folded; a transaction counts as one entry,
 * 'transaction'), with `send`'s answer: for the tests that pin how many round trips a request costs. The rate limit's
 * counts on PostgreSQL are left out: they reach the database in the background, every 100 ms, for whichever requests
 * came, and may land while this one is under way.
 */
export async function statementsOf<T>(app: FastifyInstance, send: () => Promise<T>): Promise<{ ran: string[]; answer: T }> {
  const db = app.db;
  const { query, transaction } = db;
  const ran: string[] = [];
  db.query = ((sql: string, params?: unknown[]) => {
    if (!/\brate_limits\b/.test(sql)) ran.push(sql.replace(/\s+/g, ' ').trim());
    return query.call(db, sql, params);
  }) as typeof db.query;
  db.transaction = ((fn: Parameters<typeof transaction>[0]) => { ran.push('transaction'); return transaction.call(db, fn); }) as typeof db.transaction;
  try {
    return { ran, answer: await send() };
  } finally {
    db.query = query;
    db.transaction = transaction;
  }
}
