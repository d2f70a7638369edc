import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.mjs';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  timeout: 30_000,
  // A browser test that fails is run once more: a test broken for real fails both times, and one
  // that passes the second time is listed as flaky at the end of the run, to be made steady.
  retries: 1,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions },
});
