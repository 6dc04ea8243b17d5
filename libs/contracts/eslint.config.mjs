import base, { startCode } from '../../eslint.config.mjs';

export default [
  ...base,
  startCode(),
  {
    // The contracts are in every page: TypeBox's `Type` builder brings every kind of schema with
    // it (12 KB gzip), its functions imported as a namespace only the ones used (4 KB).
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='@sinclair/typebox'] > ImportSpecifier[imported.name='Type']",
          message: "Import TypeBox as `import * as Type from '@sinclair/typebox'`: the browser then bundles only the schema kinds used.",
        },
      ],
    },
  },
];
