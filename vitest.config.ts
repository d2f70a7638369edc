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
