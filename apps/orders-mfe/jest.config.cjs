module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'orders-mfe',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../jest.dom-setup.cjs', '<rootDir>/jest.setup.ts'],
};
