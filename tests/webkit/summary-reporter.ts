import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Writes the WebKit run's counts for the browsers' summary (tests/browsers.mjs): passed, failed,
 * flaky (failed, then passed when run once more) and skipped, to the file named by
 * SQ_WEBKIT_SUMMARY; and, for each flaky test, what failed the first time, so that a flake can be
 * fixed at its cause (Vitest's own report shows only the attempt that passed).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<unknown>): void {
    const file = process.env.SQ_WEBKIT_SUMMARY;
    if (!file) return;
    const counts = { passed: 0, failed: 0, flaky: 0, skipped: 0, errors: errors.length };
    for (const module of modules) {
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0)
        counts.failed++;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'failed') counts.failed++;
        else if (state === 'passed' && test.diagnostic()?.flaky) {
          counts.flaky++;
          for (const error of test.result().errors ?? []) {
            process.stderr.write(`flaky: ${test.fullName}\n${error.stack ?? error.message}\n`);
          }
        } else if (state === 'passed') counts.passed++;
        else counts.skipped++;
      }
    }
    writeFileSync(file, JSON.stringify(counts));
  }
}
