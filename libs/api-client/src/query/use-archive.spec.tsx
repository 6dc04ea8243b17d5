import { clearSession, setEmployee } from '@shopdesk/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError } from '../api-error';
import { archiveService } from '../calls/services';
import { ID, testEmployee } from '../testing/fixtures';
import { failure, mockServer, ok } from '../testing/mock-server';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { useArchive } from './use-archive';

const servicesPage = [...queryKeys.services.lists, { currentPage: 1 }];

function setup() {
  const client = createQueryClient();
  client.setQueryData(servicesPage, { documents: [], totalPages: 0, totalItems: 0 });
  client.setQueryData(queryKeys.orders.counts, { pending: 1, completed: 0, cancelled: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useArchive(archiveService, queryKeys.services.all), { wrapper });
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { result, invalidated };
}

describe('useArchive', () => {
  beforeEach(() => setEmployee(testEmployee()));
  afterAll(() => clearSession());

  it.each([
    [true, false],
    [false, true],
  ])('sends the opposite of isActive %s and refreshes only the resource', async (isActive, sent) => {
    const seen = mockServer(() => ok({ _id: ID, isActive: sent }));
    const { result, invalidated } = setup();
    await act(() => result.current.mutateAsync({ _id: ID, isActive }));
    expect(seen[0].url).toContain(`services/archiveService/${ID}`);
    expect(JSON.parse(seen[0].data as string)).toEqual({ isActive: sent });
    expect(invalidated(servicesPage)).toBe(true);
    expect(invalidated(queryKeys.orders.counts)).toBe(false);
  });

  it('rejects with the ApiError and still refreshes the resource', async () => {
    mockServer(() => failure(409, 'Service is in use'));
    const { result, invalidated } = setup();
    let rejection: unknown;
    await act(async () => {
      rejection = await result.current.mutateAsync({ _id: ID, isActive: true }).catch((error: unknown) => error);
    });
    expect(rejection).toBeInstanceOf(ApiError);
    expect((rejection as ApiError).message).toBe('Service is in use');
    expect(invalidated(servicesPage)).toBe(true);
  });

  it("gives ArchiveConfirm the archive and the server's reason for a failure", async () => {
    mockServer(() => failure(409, 'Service is in use'));
    const { result } = setup();
    const { onConfirm, describeError } = result.current.confirmProps;
    let rejection: unknown;
    await act(async () => {
      rejection = await onConfirm({ _id: ID, isActive: true }).catch((error: unknown) => error);
    });
    expect(describeError(rejection, 'Failed to archive the service')).toBe('Service is in use');
    expect(describeError(new Error('offline'), 'Failed to archive the service')).toBe('Failed to archive the service');
  });
});
