import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.mjs';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions },
});
