module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'shell',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../jest.dom-setup.cjs', '<rootDir>/jest.setup.ts'],
};
