// Test support only (lint keeps it out of app code): the seam `@shopdesk/testing` builds its fake
// API on, and the session fixtures both share. It lives here because only api-client may reach
// its axios instance, and api-client's own tests cannot import `@shopdesk/testing`.
export { INVITE_TOKEN, RESET_TOKEN, testEmployee } from './fixtures';
export { replaceTransport, type TransportAnswer, type TransportReply, type TransportRequest } from './transport';
export { emitLiveOrderEvent, setLiveStatus } from '../live/live-orders';
export { withPasskeySupport } from './passkey-support';
export { failure, mockServer, networkDown, ok, type Reply, type SeenRequest } from './mock-server';
