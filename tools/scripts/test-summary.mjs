// The closing summary of `npm test` and `.ci/run`: every runner's counts from dist/test-results
// (jest-results-reporter.cjs, apps/e2e/support/results-reporter.ts), the timed steps, and one last
// line `N passed, M failed` summed over them. `--slowest` also lists each runner's ten slowest files.
// Only Node built-ins: it runs before and after `npm ci`.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './lib.mjs';

export const RESULTS_DIR = join(root, 'dist/test-results');
const STEPS_FILE = join(RESULTS_DIR, 'steps.jsonl');

/** Starts a run afresh: the results of an earlier run must not count in this one. */
export function clearResults() {
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
}

/** Records how long a step took, and whether it passed, for the summary's table of steps. */
export function recordStep(step, seconds, ok) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  appendFileSync(STEPS_FILE, `${JSON.stringify({ step, seconds: Math.round(seconds), ok })}\n`);
}

export function readResults() {
  if (!existsSync(RESULTS_DIR)) return [];
  return readdirSync(RESULTS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(RESULTS_DIR, name), 'utf8')));
}

function readSteps() {
  if (!existsSync(STEPS_FILE)) return [];
  return readFileSync(STEPS_FILE, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

const pad = (value, width) => String(value).padStart(width);

/** Prints the steps, each runner's counts and the closing line; answers the totals. */
export function printSummary({ slowest = false } = {}) {
  const steps = readSteps();
  const results = readResults();
  console.log('\nSteps');
  for (const { step, seconds, ok } of steps) console.log(`  ${pad(seconds, 5)} s  ${ok ? 'ok    ' : 'FAILED'}  ${step}`);
  console.log('\nRunners                 passed  failed   flaky skipped   files       s');
  for (const r of results) {
    console.log(
      `  ${r.label.padEnd(20)} ${pad(r.passed, 7)} ${pad(r.failed, 7)} ${pad(r.flaky, 7)} ${pad(r.skipped, 7)} ${pad(r.files, 7)} ${pad(Math.round(r.seconds), 7)}`,
    );
  }
  for (const r of results) for (const name of r.flakyTests ?? []) console.log(`  flaky (passed on its retry): ${r.label}: ${name}`);
  if (slowest) {
    for (const r of results) {
      console.log(`\nSlowest files of ${r.label}`);
      for (const { file, seconds } of r.slowest) console.log(`  ${pad(seconds.toFixed(1), 6)} s  ${file}`);
    }
  }
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  // A step can fail with no failed test (lint, typecheck, a build): then the run counts one failure.
  const failedTests = results.reduce((sum, r) => sum + r.failed, 0);
  const failed = failedTests || (steps.some((s) => !s.ok) ? 1 : 0);
  console.log(`\n${passed} passed, ${failed} failed`);
  return { passed, failed };
}

// From the shell (.ci/run): `test-summary.mjs step <name> <seconds> <exit code>` records a step;
// without arguments it prints the summary and exits 1 when anything failed.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [verb, step, seconds, code] = process.argv.slice(2);
  if (verb === 'step') recordStep(step, Number(seconds), code === '0');
  else process.exitCode = printSummary({ slowest: process.argv.includes('--slowest') }).failed ? 1 : 0;
}
