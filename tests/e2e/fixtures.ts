/** Starts the real server with a real database for each worker; tests drive it in Chromium and read the database. */
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { listLeads, type StoredLead } from '../../src/server/db/repositories/leads.ts';
import { dropSchema } from '../api/harness.ts';

export interface Server {
  url: string;
  app: FastifyInstance;
  leads(): Promise<StoredLead[]>;
}

export const test = base.extend<{ cspViolations: string[] }, { server: Server }>({
  server: [async ({}, use) => {
    const databaseUrl = process.env.TEST_DATABASE_URL ?? null;
    const config = {
      ...loadConfig({}),
      port: 0, host: '127.0.0.1', logLevel: 'warn', databaseUrl,
      dataDir: mkdtempSync(join(tmpdir(), 'e2e-data-')),
      databaseSchema: databaseUrl ? `e2e_${randomBytes(5).toString('hex')}` : null,
    };
    const app = await buildApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await use({ url: `http://localhost:${port}`, app, leads: () => listLeads(app.db) });
    await app.close();
    await dropSchema(config);
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

/** axe finds no violations on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
