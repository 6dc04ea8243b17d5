module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'auth-mfe',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../jest.dom-setup.cjs', '<rootDir>/jest.setup.ts'],
};
