module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'users-mfe',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
