import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mockServer, ok } from '../testing/mock-server';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { countsByStatus, useOrderCounts } from './use-order-counts';

describe('countsByStatus', () => {
  it('gives each status its count', () => {
    expect(
      countsByStatus([
        { orderStatus: 'pending', count: 12 },
        { orderStatus: 'completed', count: 250 },
        { orderStatus: 'cancelled', count: 3 },
      ]),
    ).toEqual({ pending: 12, completed: 250, cancelled: 3 });
  });

  it('counts a status the answer leaves out as 0', () => {
    expect(countsByStatus([{ orderStatus: 'completed', count: 4 }])).toEqual({ pending: 0, completed: 4, cancelled: 0 });
    expect(countsByStatus([])).toEqual({ pending: 0, completed: 0, cancelled: 0 });
  });
});

describe('useOrderCounts', () => {
  it('reads orders/allOrdersCountByStatus into one number per status, cached under orders.counts', async () => {
    const seen = mockServer(() => ok({ orders: [{ orderStatus: 'pending', count: 2 }] }));
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useOrderCounts(), { wrapper });

    await waitFor(() => expect(result.current.data).toEqual({ pending: 2, completed: 0, cancelled: 0 }));
    expect(seen[0].url).toContain('orders/allOrdersCountByStatus');
    expect(client.getQueryData(queryKeys.orders.counts)).toEqual({ orders: [{ orderStatus: 'pending', count: 2 }] });
  });
});
