import base from '../../eslint.config.mjs';

export default [
  ...base,
  // This lib is test support itself, built on the other libs' /testing seams.
  { files: ['**/*.ts', '**/*.tsx'], rules: { 'no-restricted-imports': 'off' } },
];
