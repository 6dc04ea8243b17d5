/** Shared jest settings: TypeScript through SWC (fast, no type-check; `typecheck` does that). */
const path = require('node:path');

module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Before each test file: what the previous file's framework left enabled, disabled (see the file).
  setupFiles: [path.join(__dirname, 'jest.async-storage-reset.cjs')],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '^@shopdesk/(contracts|api-client|session|ui-kit|lists|app-providers|audit-trail|two-factor|sections|form-rules|testing)$': path.join(__dirname, 'libs/$1/src/index.ts'),
    // Test seams of a lib (its transport, the matchMedia mock), for libs/testing and specs only.
    '^@shopdesk/(api-client|ui-kit)/testing$': path.join(__dirname, 'libs/$1/src/testing/index.ts'),
  },
  testMatch: ['**/?(*.)+(spec|test).[jt]s?(x)'],
  // Each run's counts and slowest files, for the closing summary of npm test and .ci/run.
  reporters: ['default', path.join(__dirname, 'tools/scripts/jest-results-reporter.cjs')],
  // A limit for hangs, not a speed check: a spec that types a whole form with user-event takes
  // seconds when npm test runs every project at once, and jest's 5 s default failed them there.
  testTimeout: 20_000,
};
