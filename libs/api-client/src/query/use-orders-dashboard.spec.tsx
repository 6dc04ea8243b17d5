import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mockServer, ok } from '../testing/mock-server';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { useOrdersDashboard } from './use-orders-dashboard';

const DASHBOARD = {
  days: [{ day: '2026-01-01', orders: 3, revenue: 42.5 }],
  topServices: [],
  oldestPending: null,
};

function renderDashboard() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...renderHook(() => useOrdersDashboard(), { wrapper }) };
}

describe('useOrdersDashboard', () => {
  it('reads orders/dashboard, cached under orders.dashboard', async () => {
    const seen = mockServer(() => ok(DASHBOARD));
    const { client, result } = renderDashboard();

    await waitFor(() => expect(result.current.data).toEqual(DASHBOARD));
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url).toMatch(/\/orders\/dashboard$/);
    expect(client.getQueryData(queryKeys.orders.dashboard)).toEqual(DASHBOARD);
  });

  it('refetches when every order query is invalidated (what an order mutation does)', async () => {
    const seen = mockServer(() => ok(DASHBOARD));
    const { client, result } = renderDashboard();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    await act(() => client.invalidateQueries({ queryKey: queryKeys.orders.all }));
    await waitFor(() => expect(seen).toHaveLength(2));
  });
});
