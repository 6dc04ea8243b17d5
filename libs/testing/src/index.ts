// Test support for spec files (lint keeps it out of app code): the fake API, the section renderer,
// the matchMedia mock and fixtures typed by the contract.
export { fakeApi } from './fake-api/install';
export type { FakeAnswer, FakeApi, FakeData, FakeHandler, HeldAnswers } from './fake-api/fake-api';
export type { FakeQuery, FakeRequest } from './fake-api/read-request';
export { failure, fileReply, networkError, reauthRequired, withMessage, type FakeReply } from './fake-api/replies';
export { listPage } from './fake-api/list-page';
export { serveOrders, type ServedOrders } from './backends/serve-orders';
export { servePreferences, type ServedPreferences } from './backends/serve-preferences';
export { serveSavedViews, type ServedSavedViews } from './backends/serve-saved-views';
export { withPasskeySupport } from '@shopdesk/api-client/testing';
export { renderSection, type RenderSectionOptions } from './render/render-section';
export { mockMatchMedia, unmockMatchMedia } from '@shopdesk/ui-kit/testing';
export * from './fixtures';
