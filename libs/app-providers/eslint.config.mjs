import base, { startCode } from '../../eslint.config.mjs';

// The "Confirm it's you" form is fetched with the first call that needs it (confirm-identity-dialog.tsx).
export default [...base, startCode({ ignores: ['src/confirm-identity-form.tsx'] })];
