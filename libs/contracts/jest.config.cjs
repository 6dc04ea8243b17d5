module.exports = { ...require('../../jest.preset.cjs'), displayName: 'contracts', testEnvironment: 'node' };
