/** Starts the real server with a real database for each worker; tests drive it in Chromium and read the database. */
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp, type BuildOptions } from '../../src/server/app.ts';
import { loadConfig, type ServerConfig } from '../../src/server/config.ts';
import { closeServer } from '../../src/server/closeServer.ts';
import { listLeads, type StoredLead } from '../../src/server/db/repositories/leads.ts';
import { dropSchema } from '../api/harness.ts';

export interface Server {
  url: string;
  app: FastifyInstance;
  leads(): Promise<StoredLead[]>;
}

/** A real server on a real database (PostgreSQL when TEST_DATABASE_URL is set, else PGlite), with config overrides. */
export async function startServer(overrides: Partial<ServerConfig> = {}, options: BuildOptions = {}): Promise<{ server: Server; stop: () => Promise<void> }> {
  const databaseUrl = process.env.TEST_DATABASE_URL ?? null;
  const config: ServerConfig = {
    ...loadConfig({}),
    port: 0, host: '127.0.0.1', logLevel: 'warn', databaseUrl,
    // Every test's browser calls from 127.0.0.1, recording uploads included; the limit itself is tested in tests/api.
    rateLimitPerMinute: 10000,
    dataDir: mkdtempSync(join(tmpdir(), 'e2e-data-')),
    databaseSchema: databaseUrl ? `e2e_${randomBytes(5).toString('hex')}` : null,
    ...overrides,
  };
  const app = await buildApp(config, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    server: { url: `http://localhost:${port}`, app, leads: () => listLeads(app.db) },
    // The test is over: a second is enough for anything still in flight.
    stop: async () => { await closeServer(app, 1_000); await dropSchema(config); },
  };
}

export const test = base.extend<{ cspViolations: string[] }, { server: Server }>({
  server: [async ({}, use) => {
    const { server, stop } = await startServer();
    await use(server);
    await stop();
  }, { scope: 'worker' }],

  cspViolations: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (m) => { if (/Content Security Policy|unsafe-eval/i.test(m.text())) violations.push(m.text()); });
    page.on('pageerror', (e) => violations.push(`pageerror: ${e.message}`));
    await use(violations);
    expect(violations, 'CSP violations or page errors').toEqual([]);
  },
});

export { expect };

/** axe finds no violations on the current page, apart from the parts matched by `exclude` (CSS selectors). */
export async function expectAccessible(page: Page, exclude: string[] = []): Promise<void> {
  const results = await exclude.reduce((axe, selector) => axe.exclude(selector), new AxeBuilder({ page })).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
