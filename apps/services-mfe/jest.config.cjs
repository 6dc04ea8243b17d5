module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'services-mfe',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../jest.dom-setup.cjs', '<rootDir>/jest.setup.ts'],
};
