// @ts-check
/**
 * Mutation testing of a booking's decisions (whose lead may book, which slot of which calendar, the per-lead and
 * per-address caps, the locks the caps rely on): `npm run mutate:booking`. This is server code that only API tests
 * against a real database can judge (tests/api/booking-abuse.test.ts and scheduling.test.ts): on PGlite, and with
 * TEST_DATABASE_URL on PostgreSQL too, where the bursts test the locks (PGlite's one connection runs one transaction
 * at a time, so a lock removed there changes nothing). Not part of `npm test`. Reports go to reports/mutation-booking/.
 */
import { linesOf } from './scripts/mutationRanges.mjs';

const SERVICE = 'src/server/services/scheduling.ts';
const STATEMENTS = 'src/server/db/repositories/scheduling.ts';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker-booking.config.ts', related: false },
  mutate: [
    // secondsUntil (the Retry-After) and book.
    linesOf(SERVICE, 'const secondsUntil', 'export async function book('),
    linesOf(STATEMENTS, 'export async function bookingPrerequisites('),
    linesOf(STATEMENTS, 'export async function lockForBooking(', 'export async function bookingCounts('),
  ],
  // Each mutant runs the API suites on their own databases: two at a time on two cores.
  concurrency: 2,
  coverageAnalysis: 'off',
  disableTypeChecks: true,
  timeoutMS: 60000,
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation-booking/mutation.html' },
  ignorePatterns: ['/dist', '/test-results', '/playwright-report', '/data'],
  tempDirName: '.stryker-tmp-booking',
  cleanTempDir: true,
};
