import { clearSession, setEmployee } from '@shopdesk/session';
import { ApiError } from '../api-error';
import { ID, testEmployee } from '../testing/fixtures';
import { createQueryClient, shouldRetry } from './query-client';
import { queryKeys } from './query-keys';

describe('createQueryClient', () => {
  it.each([400, 401, 404, 409, 429])('does not retry a %i', (status) => {
    expect(shouldRetry(0, new ApiError({ status, message: 'no' }))).toBe(false);
  });

  it('does not retry a canceled request', () => {
    expect(shouldRetry(0, new ApiError({ status: 0, message: 'Request canceled', canceled: true }))).toBe(false);
  });

  it('retries network failures and 5xx twice', () => {
    const offline = new ApiError({ status: 0, message: 'Network Error' });
    const down = new ApiError({ status: 503, message: 'The database is unavailable' });
    expect([0, 1, 2].map((count) => shouldRetry(count, offline))).toEqual([true, true, false]);
    expect([0, 1, 2].map((count) => shouldRetry(count, down))).toEqual([true, true, false]);
  });

  it('uses those rules for queries and never retries mutations', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.retry).toBe(shouldRetry);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('empties the cache when the employee signs out', () => {
    setEmployee(testEmployee());
    const client = createQueryClient();
    client.setQueryData(queryKeys.serviceCredentials.detail(ID), { password: 's3cret' });
    setEmployee(testEmployee());
    expect(client.getQueryData(queryKeys.serviceCredentials.detail(ID))).toBeDefined();
    clearSession();
    expect(client.getQueryData(queryKeys.serviceCredentials.detail(ID))).toBeUndefined();
  });
});
