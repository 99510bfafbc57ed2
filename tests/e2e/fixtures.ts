/** Starts the real server with a real database for each worker; tests drive it in Chromium and read the database. */
import { test as base, expect, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp, type BuildOptions } from '../../src/server/app.ts';
import { loadConfig, type ServerConfig } from '../../src/server/config.ts';
import { closeServer } from '../../src/server/closeServer.ts';
import { listLeads, type StoredLead } from '../../src/server/db/repositories/leads.ts';
import type { Database } from '../../src/server/db/database.ts';
import { copyPostgresTemplate, dropSuiteDatabase, openPgliteCopy, type DatabaseTemplates } from '../support/databaseTemplates.ts';
import { TEMPLATES_VARIABLE } from './globalSetup.ts';

export interface Server {
  url: string;
  app: FastifyInstance;
  leads(): Promise<StoredLead[]>;
}

export type DatabaseKind = 'pglite' | 'postgres';

/** The database of this worker's project (playwright.config.ts): a worker runs the tests of one project only. */
let workerDatabase: DatabaseKind = 'pglite';

/** A real server on a real database (the worker's: PGlite, or PostgreSQL at TEST_DATABASE_URL), with config overrides. */
export async function startServer(overrides: Partial<ServerConfig> = {}, options: BuildOptions = {}): Promise<{ server: Server; stop: () => Promise<void> }> {
  const serverUrl = workerDatabase === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (workerDatabase === 'postgres' && !serverUrl) throw new Error('the postgres project needs TEST_DATABASE_URL');
  // The run's migrated, seeded databases (globalSetup.ts); each server gets a copy of its own.
  const templates = JSON.parse(process.env[TEMPLATES_VARIABLE] ?? 'null') as DatabaseTemplates | null;
  const databaseUrl = serverUrl && templates?.postgresTemplate ? await copyPostgresTemplate(serverUrl, templates.postgresTemplate) : serverUrl ?? null;
  const config: ServerConfig = {
    ...loadConfig({}),
    port: 0, host: '127.0.0.1', logLevel: 'warn', databaseUrl,
    // Every test's browser calls from 127.0.0.1, recording uploads included; the limit itself is tested in tests/api.
    rateLimitPerMinute: 10000,
    // And the bookings per client an hour: a worker's specs book more than 5 from 127.0.0.1 (tested in tests/api).
    bookingsPerClientPerHour: 10000,
    // Likewise the upload byte budget: every test's recordings come from 127.0.0.1 (the budget is tested in tests/api).
    uploadBytesPerMinute: 1024 * 1024 * 1024,
    dataDir: mkdtempSync(join(tmpdir(), 'e2e-data-')),
    databaseSchema: databaseUrl && databaseUrl === serverUrl ? `e2e_${randomBytes(5).toString('hex')}` : null,
    ...overrides,
  };
  const copy: Database | undefined = !config.databaseUrl && templates && !options.db ? await openPgliteCopy(templates.pgliteSnapshot, config.dataDir) : undefined;
  const app = await buildApp(config, copy ? { ...options, db: copy } : options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    server: { url: `http://localhost:${port}`, app, leads: () => listLeads(app.db) },
    // The test is over: a second is enough for anything still in flight.
    stop: async () => { await closeServer(app, 1_000); await copy?.close(); await dropSuiteDatabase(config, serverUrl); },
  };
}

export const test = base.extend<{ cspViolations: string[] }, { server: Server; database: DatabaseKind; databaseOfWorker: void }>({
  database: ['pglite', { scope: 'worker', option: true }],
  // Before any hook of the worker, so servers that specs start themselves use the project's database too.
  databaseOfWorker: [async ({ database }, use) => {
    workerDatabase = database;
    await use();
  }, { scope: 'worker', auto: true }],

  server: [async ({ databaseOfWorker }, use) => {
    void databaseOfWorker;
    const { server, stop } = await startServer();
    await use(server);
    await stop();
    // Starting a server (Fastify, a database copy) on a loaded two-core machine can take longer than one test may.
  }, { scope: 'worker', timeout: 180_000 }],

  cspViolations: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (m) => { if (/Content Security Policy|unsafe-eval/i.test(m.text())) violations.push(m.text()); });
    page.on('pageerror', (e) => violations.push(`pageerror: ${e.message}`));
    await use(violations);
    expect(violations, 'CSP violations or page errors').toEqual([]);
  },
});

export { expect };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the current page, apart from the parts matched by `exclude` (CSS selectors). axe is put into
 * the page once per document and run there directly: five times faster than a builder that injects it on every run,
 * which lets the accessibility matrix check every state it reaches.
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (excluded) => {
    type Axe = { run(context: unknown, options: object): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> };
    const { axe } = window as unknown as { axe: Axe };
    const { violations } = await axe.run(excluded.length ? { exclude: excluded.map((selector) => [selector]) } : document, { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, exclude);
}

/** axe finds no violations on the current page (WCAG 2.2's 24 px targets too, which axe leaves off by default), apart from the parts matched by `exclude` (CSS selectors). */
export async function expectAccessible(page: Page, exclude: string[] = []): Promise<void> {
  expect(await axeViolations(page, exclude)).toEqual([]);
}
