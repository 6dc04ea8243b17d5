module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'orders-mfe',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
