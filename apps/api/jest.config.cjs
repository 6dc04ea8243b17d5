const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

/**
 * What a test file mentions when it reaches PostgreSQL or Redis: the test app (its database follows
 * DATABASE_URL), a PostgreSQL pool, the services' variables, the PostgreSQL-only blocks.
 */
const REACHES_THE_SERVICES = /setupTestApp|buildTestApp|openPostgresDatabase|usingPostgres|onPostgresOnly|DATABASE_URL|REDIS_URL|resilience-app/;

/**
 * The files the PostgreSQL pass leaves out: those that reach neither PostgreSQL nor Redis (pure
 * functions, the embedded database itself, the web server) ran on the first pass, and would run
 * again word for word.
 */
function firstPassOnly(dir) {
  const files = readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.test.ts'));
  return files
    .filter((name) => !REACHES_THE_SERVICES.test(readFileSync(join(dir, name), 'utf8')))
    .map((name) => `/test/${String(name).replace(/[.]/g, '\\.')}$`);
}

/** API tests: PGlite by default, the PostgreSQL server in DATABASE_URL when it is set. */
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api',
  // Node's, with one embedded database per worker lent to each file in turn (test/shared-pglite-environment.ts).
  testEnvironment: '<rootDir>/test/shared-pglite-environment.ts',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.DATABASE_URL ? firstPassOnly(join(__dirname, 'test')) : [])],
  testTimeout: 30000,
  // Every core: the suite is most of npm test's critical path, and jest's default (one worker on a
  // two-core machine) left the other core idle once the smaller projects were done.
  maxWorkers: '100%',
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
