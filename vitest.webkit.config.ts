import { defineConfig } from 'vitest/config';

// The shopper and owner journeys in WebKit (tests/webkit): WebKitGTK over WebDriver, under Xvfb.
// One browser session per file; two files at a time. A journey that fails is run once more, and
// one that passes then is reported as flaky in the run's summary.
export default defineConfig({
  test: {
    name: 'webkit',
    environment: 'node',
    include: ['tests/webkit/**/*.journey.ts'],
    globalSetup: ['tests/webkit/global-setup.ts'],
    maxWorkers: 2,
    // Limits end a hung journey, never judge speed: under a busy machine a typed form takes
    // several times as long as on a quiet one.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    retry: 1,
    // A failed expectation shows the whole value (the console lines it read), not `[ Array(1) ]`.
    chaiConfig: { truncateThreshold: 0 },
  },
});
