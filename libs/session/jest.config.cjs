module.exports = { ...require('../../jest.preset.cjs'), displayName: 'session', testEnvironment: 'jsdom' };
