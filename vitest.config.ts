import { defineConfig } from 'vitest/config';
import { catalogueParts } from './scripts/vite/catalogueParts.ts';
import { campaignSummaries } from './scripts/vite/campaignSummaries.ts';

/** The scripts' tests that run them in a scratch copy of the repository (the 'tooling' project). */
const TOOLING_TESTS = ['scripts/kind-new.test.ts', 'scripts/build.test.ts'];

/** Unit tests sit beside the code; API tests (real Fastify, real PGlite or PostgreSQL) live in tests/api. */
export default defineConfig({
  test: {
    projects: [
      {
        // The page's catalogue parts (src/app/i18n.ts) and campaign summaries (src/app/campaigns.ts), as the build makes them.
        plugins: [catalogueParts(new URL('.', import.meta.url).pathname), campaignSummaries(new URL('.', import.meta.url).pathname)],
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts'],
          exclude: TOOLING_TESTS,
          environment: 'node',
          pool: 'threads',
          isolate: false,
          setupFiles: ['tests/support/unitFileEnd.ts'],
          // One worker: a second loads every module again (45 s against 36). test:quick runs this project and the API
          // project as two processes side by side, the API suites at a lower priority: they fill the cores this one
          // leaves idle, and this one's timing tests (the pressure sampler's) keep the CPU they measure.
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          // Built once per run; every suite starts from a copy (its own database, so files can run side by side).
          globalSetup: ['tests/api/globalSetup.ts'],
          fileParallelism: true,
          maxWorkers: 2,
          // Files share a worker's loaded modules (each builds its own app on its own database copy).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          // Scripts followed in a scratch copy of the repository, as a developer runs them: each spawns tsc, eslint,
          // Vite or Vitest of its own (half a minute in all). `npm test` runs them; test:quick, the edit loop, does not.
          name: 'tooling',
          include: TOOLING_TESTS,
          environment: 'node',
          testTimeout: 240000,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          // The real `npm start` against a PostgreSQL server of its own, which the tests restart and stop.
          name: 'fault',
          include: ['tests/fault/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120000,
          hookTimeout: 120000,
          fileParallelism: false,
          sequence: { concurrent: false, groupOrder: 3 },
        },
      },
    ],
  },
});
