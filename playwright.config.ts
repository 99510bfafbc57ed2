import { defineConfig } from '@playwright/test';
import type { DatabaseKind } from './tests/e2e/fixtures.ts';
import { CHROMIUM_ARGS, specChromium } from './tests/support/chromium.ts';
import { E2E_REPORT } from './tests/support/failedSpecs.ts';

/**
 * Every spec runs on PGlite (what `npm start` gives a visitor's first install). With TEST_DATABASE_URL, the specs whose
 * pages write the most (a lead with its consents, bookings, relay links, a failing database read) run on PostgreSQL
 * too. The browser cannot tell the databases apart; what differs between them is the server's SQL, and every API
 * test runs on both (vitest's api project). Running all 19 specs twice took 11 of the suite's 19 minutes.
 */
const POSTGRES_SPECS = ['s6-signup', 'booking', 'consent-records', 'relay', 'errors'].map((name) => `${name}.spec.ts`);
const databases: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * End-to-end tests: the real server started per worker on its own copy of a migrated, seeded database
 * (tests/e2e/fixtures.ts, tests/e2e/globalSetup.ts), Debian's Chromium: its headless shell where installed
 * (tests/support/chromium.ts says why). Spec files (per database) are shared out
 * between two workers; the tests of one file run in order in one worker.
 */
export default defineConfig<object, { database: DatabaseKind }>({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  // The JSON report lets `npm test` name a failed spec in its summary, which is all a long run's tail may show.
  reporter: [[process.env.CI ? 'line' : 'list'], ['json', { outputFile: E2E_REPORT }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: specChromium(),
      args: CHROMIUM_ARGS,
    },
    locale: 'en-US',
    timezoneId: 'America/New_York',
    trace: 'off',
  },
  projects: databases.map((database) => ({ name: database, use: { database }, ...(database === 'postgres' ? { testMatch: POSTGRES_SPECS } : {}) })),
});
