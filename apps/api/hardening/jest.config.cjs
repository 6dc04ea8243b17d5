/**
 * `npm run test:hardening`: the API under faults, hostile input and load, on PostgreSQL and Redis.
 * One file at a time: the load and fault runs must not share the machine with each other.
 */
module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'api-hardening',
  rootDir: '..',
  testEnvironment: 'node',
  roots: ['<rootDir>/hardening'],
  testMatch: ['**/*.hardening.ts'],
  testTimeout: 180_000,
  maxWorkers: 1,
};
