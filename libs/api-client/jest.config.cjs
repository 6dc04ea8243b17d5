module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api-client',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../jest.dom-setup.cjs', '<rootDir>/jest.setup.ts'],
};
