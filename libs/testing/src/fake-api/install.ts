import { replaceTransport } from '@shopdesk/api-client/testing';
import { servePreferences } from '../backends/serve-preferences';
import { serveSavedViews } from '../backends/serve-saved-views';
import { createFakeApi, type FakeApi } from './fake-api';

const fake = createFakeApi();

/**
 * The fake API under api-client in every test of a file that imports `@shopdesk/testing`. Each
 * test starts with nothing answered but the saved views and the preferences (none kept: every
 * list screen asks for its views and its remembered order; `serveSavedViews` and
 * `servePreferences` give a test some); after it, a request nobody answered, or a request or answer
 * the contract refuses, fails the test with the method and URL.
 *
 * @example
 * fakeApi.on(api.orders.getSingleOrder, ({ params }) => makeSingleOrder(orders.get(params.id)));
 * fakeApi.fail(api.auth.login, 401, 'Credential Invalid!');
 */
export const fakeApi: FakeApi = fake.api;

beforeEach(() => {
  fake.start();
  serveSavedViews(fake.api);
  servePreferences(fake.api);
  replaceTransport(fake.transport);
});

afterEach(() => {
  const problems = fake.finish();
  if (problems.length > 0) throw new Error(`The fake API:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
});
