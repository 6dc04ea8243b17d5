// A node:test reporter that leaves the run's counts in dist/test-results/<label>.json, the shape
// jest-results-reporter.cjs writes, so `npm test` sums node:test files with every other runner.
// Used beside the spec reporter: `node --test --test-reporter=spec --test-reporter-destination=stdout
// --test-reporter=./tools/scripts/node-test-results-reporter.mjs --test-reporter-destination=stdout`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './lib.mjs';

export default async function* resultsReporter(source) {
  const started = Date.now();
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const files = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    const skipped = event.data.skip !== undefined || event.data.todo !== undefined;
    counts[skipped ? 'skipped' : event.type === 'test:pass' ? 'passed' : 'failed'] += 1;
    const file = relative(root, event.data.file ?? 'unknown');
    files.set(file, (files.get(file) ?? 0) + (event.data.details?.duration_ms ?? 0) / 1000);
  }
  const label = process.env.TEST_RESULTS_LABEL || 'node-test';
  const summary = {
    runner: 'node:test',
    label,
    ...counts,
    flaky: 0,
    files: files.size,
    seconds: (Date.now() - started) / 1000,
    slowest: [...files].map(([file, seconds]) => ({ file, seconds })).sort((a, b) => b.seconds - a.seconds).slice(0, 10),
  };
  const dir = join(root, 'dist/test-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${label}.json`), JSON.stringify(summary, null, 2));
}
