module.exports = { ...require('../../jest.preset.cjs'), displayName: 'sections', testEnvironment: 'node' };
