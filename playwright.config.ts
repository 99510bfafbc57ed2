import { defineConfig } from '@playwright/test';

/** End-to-end tests: the real server and database started per worker (tests/e2e/fixtures.ts), Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
    },
    locale: 'en-US',
    timezoneId: 'America/New_York',
    trace: 'off',
  },
});
