/** API tests: PGlite by default, the PostgreSQL server in DATABASE_URL when it is set. */
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api',
  // Node's, with one embedded database per worker lent to each file in turn (test/shared-pglite-environment.ts).
  testEnvironment: '<rootDir>/test/shared-pglite-environment.ts',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testTimeout: 30000,
  // Every core: the suite is most of npm test's critical path, and jest's default (one worker on a
  // two-core machine) left the other core idle once the smaller projects were done.
  maxWorkers: '100%',
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
