/** API tests: PGlite by default, the PostgreSQL server in DATABASE_URL when it is set. */
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testTimeout: 30000,
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
