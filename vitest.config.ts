import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Pure logic and the server run in Node; elements need a DOM.
const nodeTests = [
  'src/**/*.test.ts',
  'server/**/*.test.ts',
  'tests/*.test.ts',
  'tests/template/**/*.test.ts',
  'tests/kit/**/*.test.ts',
];

/**
 * Node test files that replace a module or a global (vi.mock, vi.stubGlobal…) or run in a DOM of
 * their own (a `@vitest-environment` comment): they need a fresh module graph each, since a page's
 * singletons (the runtime, a BroadcastChannel) must not outlive the file. Every other Node test
 * file shares its worker's modules with the files before it, which saves loading the server and
 * the engine a hundred times over. Found by reading the files, so a new test is isolated without
 * anyone listing it.
 */
const isolatedTests = ['src', 'server', 'tests']
  .flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' }).map((f) => join(root, f)),
  )
  .filter((file) => /\.test\.ts$/.test(file) && !/^tests[/\\](e2e|webkit)[/\\]/.test(file))
  .filter((file) =>
    /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|@vitest-environment/.test(readFileSync(file, 'utf8')),
  );

export default defineConfig({
  test: {
    // Vitest leaves one core free by default; on a two-core machine that is half of it idle.
    maxWorkers: 2,
    // Server tests start a server (migrations, seeds, templates) and send bursts, and element tests
    // render whole forms: on a busy two-core machine that is slow, which must never fail a test.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: nodeTests,
          exclude: isolatedTests,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: isolatedTests,
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
