import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * A block for the projects whose code the sign-in page runs (the shell and the libs it starts
 * with): yup is fetched with the first form (FETCHED_WHEN_USED in tools/rspack/shared-singletons.ts),
 * and one value imported from it here would put it back in every first load. `paths` adds a
 * project's own packages of that kind; `ignores` its files that are fetched on demand themselves.
 */
export function startCode({ paths = [], ignores = [] } = {}) {
  const yup = {
    name: 'yup',
    allowTypeImports: true,
    message: "The sign-in page does not load yup: build schemas with @shopdesk/form-rules in code fetched on demand (lazySchema, a section's chunk).",
  };
  return {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/**/*.spec.ts', 'src/**/*.spec.tsx', 'src/testing/**', ...ignores],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [yup, ...paths] }] },
  };
}

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  { ignores: ['**/dist', '**/node_modules', '**/data', '**/test-results', '**/.nx'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            // type:testing is test support (fake API, section renderer): only spec files import it.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:lists', 'type:ui', 'type:data-access', 'type:util', 'type:testing'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:feature', 'type:lists', 'type:ui', 'type:data-access', 'type:util'] },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:lists', 'type:ui', 'type:data-access', 'type:util'] },
            // The list machinery (libs/lists): its screen is markup over its controller's data.
            { sourceTag: 'type:lists', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'], bannedExternalImports: ['axios'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'platform:isomorphic'] },
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shell', 'scope:shared'], bannedExternalImports: ['axios'] },
            { sourceTag: 'scope:auth', onlyDependOnLibsWithTags: ['scope:auth', 'scope:shared'], bannedExternalImports: ['axios'] },
            { sourceTag: 'scope:orders', onlyDependOnLibsWithTags: ['scope:orders', 'scope:shared'], bannedExternalImports: ['axios'] },
            { sourceTag: 'scope:services', onlyDependOnLibsWithTags: ['scope:services', 'scope:shared'], bannedExternalImports: ['axios'] },
            { sourceTag: 'scope:users', onlyDependOnLibsWithTags: ['scope:users', 'scope:shared'], bannedExternalImports: ['axios'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['platform:isomorphic'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Build configuration imports tools/rspack, build tooling that is not a project.
    files: ['**/rspack.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Test support (@shopdesk/testing, a lib's /testing seam) is for spec files only: the
    // module-boundary tags allow apps to depend on it, this keeps it out of what ships.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shopdesk/testing', '@shopdesk/*/testing', '@shopdesk/*/src/testing', '@shopdesk/*/src/testing/*'],
              message: 'Test support: import it from spec files only.',
            },
          ],
          // Imported anywhere in what ships, the library would be in the page's first load again.
          paths: [{ name: 'react-toastify', message: "Show toasts with ui-kit's toast: react-toastify is fetched with the first one (libs/ui-kit/src/toast)." }],
        },
      ],
    },
  },
  // A feature never imports another feature (docs/architecture.md#where-code-goes): what two
  // features share lives in the remote's src/lib. Checked on the import's text, one block per
  // depth below the feature's folder: a path that climbs exactly to features/ and goes down again
  // names another feature, and no path from a feature names features/. The typescript-eslint twin
  // of no-restricted-imports, so it adds to the test-support rule above instead of replacing it.
  ...[0, 1, 2, 3].map((depth) => ({
    files: [`**/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth + 1}}[^.]|(^|/)features/`,
              message: 'A feature never imports another feature: move what both need into src/lib.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
];
