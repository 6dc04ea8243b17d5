/**
 * `npm run test:hardening`: the API under faults, hostile input and load, on PostgreSQL and Redis.
 * tools/scripts/hardening.mjs runs the load, fault and brute-force files one at a time, alone,
 * after the others (two at a time): their figures are about the machine.
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
