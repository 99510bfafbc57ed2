import { defineConfig } from 'vitest/config';

/**
 * The API suites `npm run mutate:booking` (stryker.booking.config.mjs) runs against a mutated booking, as the `api`
 * project runs them (each suite on its own copy of the run's migrated, seeded database), one file at a time.
 */
export default defineConfig({
  test: {
    include: ['tests/api/booking-abuse.test.ts', 'tests/api/scheduling.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    globalSetup: ['tests/api/globalSetup.ts'],
    fileParallelism: false,
    isolate: false,
  },
});
