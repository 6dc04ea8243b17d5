const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'lists',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../jest.dom-setup.cjs', '<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Jest ignores package.json "browser"; without this it loads the server build, whose
    // createGlobalStyle injects nothing in jsdom. Bundlers pick the browser build.
    '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
  },
};
