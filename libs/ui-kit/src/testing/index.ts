// Test support only (lint keeps it out of app code): what `@shopdesk/testing` re-exports, kept
// here so ui-kit's own tests share the one implementation without depending on that lib.
export { mockMatchMedia, mockScreen, unmockMatchMedia } from './match-media';
export { routerWrapper } from './router';
