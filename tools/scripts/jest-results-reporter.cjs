// A jest reporter that leaves one small JSON file per run in dist/test-results, so `npm test` and
// `.ci/run` can sum every runner into one closing line and list the slowest files. The file is
// also the test target's Nx output: a test replayed from the cache brings its figures back.
// TEST_RESULTS_LABEL names the file when one project runs twice (the API suite on PostgreSQL).
const { mkdirSync, writeFileSync } = require('node:fs');
const { basename, join, relative } = require('node:path');

const root = join(__dirname, '../..');

class ResultsReporter {
  constructor(globalConfig) {
    this.label = process.env.TEST_RESULTS_LABEL || basename(globalConfig.rootDir);
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults.map((file) => ({
      file: relative(root, file.testFilePath),
      seconds: (file.perfStats.end - file.perfStats.start) / 1000,
      failed: file.numFailingTests + (file.testExecError ? 1 : 0),
    }));
    const summary = {
      runner: 'jest',
      label: this.label,
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      flaky: 0,
      skipped: results.numPendingTests + results.numTodoTests,
      files: results.numTotalTestSuites,
      seconds: (Date.now() - results.startTime) / 1000,
      slowest: files.sort((a, b) => b.seconds - a.seconds).slice(0, 10),
    };
    const dir = join(root, 'dist/test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${this.label}.json`), JSON.stringify(summary, null, 2));
  }
}

module.exports = ResultsReporter;
