import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '../../..');

/**
 * Leaves the run's counts and slowest spec files in dist/test-results/e2e.json (the same shape as
 * the jest runs'), so `npm test` and `.ci/run` close with one line summed over every runner. A test
 * that passed only on its retry counts as flaky, and is named, so a retry never hides one.
 */
export default class ResultsReporter implements Reporter {
  private suite?: Suite;
  private readonly started = Date.now();
  private readonly fileSeconds = new Map<string, number>();

  onBegin(_config: unknown, suite: Suite) {
    this.suite = suite;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(root, test.location.file);
    this.fileSeconds.set(file, (this.fileSeconds.get(file) ?? 0) + result.duration / 1000);
  }

  onEnd(result: FullResult) {
    const tests = this.suite?.allTests() ?? [];
    const outcome = (name: ReturnType<TestCase['outcome']>) => tests.filter((test) => test.outcome() === name);
    const failed = outcome('unexpected').length;
    const slowest = [...this.fileSeconds].map(([file, seconds]) => ({ file, seconds })).sort((a, b) => b.seconds - a.seconds);
    const summary = {
      runner: 'playwright',
      label: process.env.TEST_RESULTS_LABEL || 'e2e',
      passed: outcome('expected').length + outcome('flaky').length,
      // A run that stopped early (interrupted, timed out, a server that never came up) fails even with no failed test.
      failed: failed || (result.status === 'passed' ? 0 : 1),
      flaky: outcome('flaky').length,
      flakyTests: outcome('flaky').map((test) => test.titlePath().filter(Boolean).join(' › ')),
      skipped: outcome('skipped').length,
      files: this.fileSeconds.size,
      seconds: (Date.now() - this.started) / 1000,
      slowest: slowest.slice(0, 10),
    };
    const dir = join(root, 'dist/test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${summary.label}.json`), JSON.stringify(summary, null, 2));
  }
}
