import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getAllOrdersByStatus } from '../calls/orders';
import { mockServer, ok, type Reply } from '../testing/mock-server';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { useApiList } from './use-api-list';

const page = (n: number) => ({ documents: [{ page: n }], totalPages: 3, totalItems: 50 });

function renderList(initialPage: number) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(
    ({ currentPage }) => useApiList(queryKeys.orders.lists, getAllOrdersByStatus, { currentPage, filters: { orderStatus: 'pending' } }),
    { wrapper, initialProps: { currentPage: initialPage } },
  );
}

describe('useApiList', () => {
  it('loads the page the params ask for', async () => {
    const seen = mockServer(() => ok(page(1)));
    const { result } = renderList(1);
    await waitFor(() => expect(result.current.data).toEqual(page(1)));
    expect(seen[0].url).toContain('currentPage=1');
  });

  it('aborts the request of a superseded page and shows the newer one', async () => {
    const answers = new Map<string, (reply: Reply) => void>();
    const seen = mockServer(
      (request) => new Promise<Reply>((resolve) => answers.set(new URL(request.url, 'http://x').searchParams.get('currentPage') ?? '', resolve)),
    );
    const { result, rerender } = renderList(1);
    await waitFor(() => expect(seen).toHaveLength(1));
    rerender({ currentPage: 2 });
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[0].signal?.aborted).toBe(true);
    expect(seen[1].signal?.aborted).toBe(false);
    answers.get('2')?.(ok(page(2)));
    await waitFor(() => expect(result.current.data).toEqual(page(2)));
  });

  it('keeps the previous page shown while the next one loads', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockServer(async (request) => {
      if (request.url.includes('currentPage=2')) await gate;
      return ok(page(request.url.includes('currentPage=2') ? 2 : 1));
    });
    const { result, rerender } = renderList(1);
    await waitFor(() => expect(result.current.data).toEqual(page(1)));
    rerender({ currentPage: 2 });
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(true));
    expect(result.current.data).toEqual(page(1));
    release();
    await waitFor(() => expect(result.current.data).toEqual(page(2)));
  });
});
