module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'users-mfe',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../jest.dom-setup.cjs', '<rootDir>/jest.setup.ts'],
};
