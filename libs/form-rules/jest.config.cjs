module.exports = { ...require('../../jest.preset.cjs'), displayName: 'form-rules', testEnvironment: 'node' };
