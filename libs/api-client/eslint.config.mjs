import base, { startCode } from '../../eslint.config.mjs';

export default [
  ...base,
  startCode({
    paths: [
      {
        // The WebAuthn library is needed only once a passkey ceremony starts.
        name: '@simplewebauthn/browser',
        allowTypeImports: true,
        message: "Fetch it when a ceremony starts (`import('@simplewebauthn/browser')`): a static import puts it in every page's first load.",
      },
    ],
  }),
];
