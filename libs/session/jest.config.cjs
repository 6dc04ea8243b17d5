module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'session',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../jest.dom-setup.cjs'],
};
