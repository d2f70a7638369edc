import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Writes the WebKit run's counts for the browsers' summary (tests/browsers.mjs): passed, failed,
 * flaky (failed, then passed when run once more) and skipped, to the file named by
 * SQ_WEBKIT_SUMMARY.
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
        else if (state === 'passed' && test.diagnostic()?.flaky) counts.flaky++;
        else if (state === 'passed') counts.passed++;
        else counts.skipped++;
      }
    }
    writeFileSync(file, JSON.stringify(counts));
  }
}
