import { defineConfig } from 'vitest/config';

// Pure logic and the server run in Node; elements need a DOM.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Server tests start a server (migrations, seeds, templates) and send bursts: on a busy
          // two-core machine that is slow, which must never make a test fail.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: [
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/*.test.ts',
            'tests/template/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://shop.test/products/mug' } },
          setupFiles: ['tests/helpers/dom-setup.ts'],
          include: [
            'elements/**/*.test.{ts,tsx}',
            'markup/**/*.test.ts',
            'dashboard/**/*.test.{ts,tsx}',
          ],
        },
      },
    ],
  },
});
