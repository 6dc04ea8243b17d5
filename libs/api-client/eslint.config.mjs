import base from '../../eslint.config.mjs';

export default [
  ...base,
  {
    // Every page loads this lib; the WebAuthn library is needed only once a passkey ceremony starts.
    // One value imported from it statically puts the whole library in the first load.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@simplewebauthn/browser',
              allowTypeImports: true,
              message: "Fetch it when a ceremony starts (`import('@simplewebauthn/browser')`): a static import puts it in every page's first load.",
            },
          ],
        },
      ],
    },
  },
];
