import { clearSession, setEmployee } from '@shopdesk/session';
import { QueryObserver } from '@tanstack/react-query';
import { ApiError } from '../api-error';
import { ID, testEmployee } from '../testing/fixtures';
import { createQueryClient, RETRY_DELAY_MS, shouldRetry } from './query-client';
import { queryKeys } from './query-keys';

describe('createQueryClient', () => {
  it.each([400, 401, 404, 409, 429])('does not retry a %i', (status) => {
    expect(shouldRetry(0, new ApiError({ status, message: 'no' }))).toBe(false);
  });

  it('does not retry a canceled request', () => {
    expect(shouldRetry(0, new ApiError({ status: 0, message: 'Request canceled', canceled: true }))).toBe(false);
  });

  it('retries network failures and 5xx once', () => {
    const offline = new ApiError({ status: 0, message: 'Network Error' });
    const down = new ApiError({ status: 503, message: 'The database is unavailable' });
    expect([0, 1].map((count) => shouldRetry(count, offline))).toEqual([true, false]);
    expect([0, 1].map((count) => shouldRetry(count, down))).toEqual([true, false]);
  });

  it('uses those rules for queries and never retries mutations', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.retry).toBe(shouldRetry);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });

  describe('a query that keeps failing', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('is an error within a second, after one quick retry', async () => {
      const client = createQueryClient();
      const queryFn = jest.fn(() => Promise.reject(new ApiError({ status: 503, message: 'The database is unavailable' })));
      const observer = new QueryObserver(client, { queryKey: ['failing'], queryFn });
      const unsubscribe = observer.subscribe(() => undefined);

      await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
      expect(observer.getCurrentResult().isError).toBe(true);
      expect(queryFn).toHaveBeenCalledTimes(2);
      expect(RETRY_DELAY_MS).toBeLessThan(1000);

      await jest.advanceTimersByTimeAsync(10_000);
      expect(queryFn).toHaveBeenCalledTimes(2);
      unsubscribe();
    });

    it('is an error at once for a 4xx', async () => {
      const client = createQueryClient();
      const queryFn = jest.fn(() => Promise.reject(new ApiError({ status: 404, message: 'Not found' })));
      const observer = new QueryObserver(client, { queryKey: ['missing'], queryFn });
      const unsubscribe = observer.subscribe(() => undefined);

      await jest.advanceTimersByTimeAsync(0);
      expect(observer.getCurrentResult().isError).toBe(true);
      expect(queryFn).toHaveBeenCalledTimes(1);
      unsubscribe();
    });
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
