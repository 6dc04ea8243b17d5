import { api, type CallSort, type Order, type OrderStatus } from '@shopdesk/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient, queryKeys } from '@shopdesk/api-client';
import { failure, mockServer, ok, type Reply, type SeenRequest } from '@shopdesk/api-client/testing';
import type { ListCall } from './list-call';
import { renderInRouter } from './testing/render-in-router';
import { useResourceList, type ResourceListOptions } from './use-resource-list';

const orderPage = (page: number, totalPages = 3) => ({
  documents: [{ _id: `order-${page}` }],
  totalPages,
  totalItems: totalPages * 20,
});

const queryOf = (request: SeenRequest) => new URL(request.url, 'http://api').searchParams;

function setup<Filters, Row>(call: ListCall<Filters, Row>, options: NoInfer<ResourceListOptions<Filters>>, url = '/list') {
  const client = createQueryClient();
  const Provider = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderInRouter(() => useResourceList(call, options), url, Provider), client };
}

const pendingOrders = (url?: string) =>
  setup(api.orders.getAllOrdersByStatus, { filters: { orderStatus: 'pending' } }, url);

/** A server whose answer to each page waits until the test releases it. */
function heldServer() {
  const held = new Map<string, (reply: Reply) => void>();
  const seen = mockServer((request) => new Promise<Reply>((resolve) => held.set(queryOf(request).get('currentPage') ?? '', resolve)));
  const answer = async (page: number, reply: Reply) => {
    await waitFor(() => expect(held.has(String(page))).toBe(true));
    await act(async () => held.get(String(page))?.(reply));
  };
  return { seen, answer };
}

describe('useResourceList', () => {
  it('asks the call for the page, search and fixed filters of the URL, and hands back the answer', async () => {
    const seen = mockServer(() => ok(orderPage(2)));
    const { result } = pendingOrders('/list?status=pending&search=nord&page=2');
    expect(result.current).toMatchObject({ loading: true, data: undefined, error: null });

    await waitFor(() => expect(result.current.data).toEqual(orderPage(2)));
    expect(result.current).toMatchObject({ loading: false, refreshing: false, page: 2, search: 'nord', limit: 20 });
    expect(seen[0].url).toContain('orders/getAllOrdersByStatus');
    expect(Object.fromEntries(queryOf(seen[0]))).toEqual({
      search: 'nord',
      currentPage: '2',
      limit: '20',
      filters: '{"orderStatus":"pending"}',
    });
  });

  it('has the Active/Archived filter when the screen of a call that takes isActive asks for it, and sends it', async () => {
    const seen = mockServer(() => ok(orderPage(1)));
    const { result } = setup(api.services.getServiceWithQuery, { filters: { type: 'vpn' }, activeFilter: true, limit: 10 }, '/list?isActive=false');
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current).toMatchObject({ hasActiveFilter: true, isActive: 'false' });
    expect(queryOf(seen[0]).get('filters')).toBe('{"type":"vpn","isActive":"false"}');
    expect(queryOf(seen[0]).get('limit')).toBe('10');
  });

  it('leaves the filter out when the call does not take it, or the screen has none', async () => {
    const seen = mockServer(() => ok(orderPage(1)));
    const orders = pendingOrders('/list?isActive=false');
    const services = setup(api.services.getServiceWithQuery, { activeFilter: false });
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(orders.result.current.hasActiveFilter).toBe(false);
    expect(services.result.current.hasActiveFilter).toBe(false);
    expect(seen.map((request) => queryOf(request).get('filters'))).toEqual(['{"orderStatus":"pending"}', null]);
  });

  it("sorts as the call's sorts say: the sort in the URL reaches the call, setSort goes back to page 1", async () => {
    const seen = mockServer(() => ok(orderPage(1)));
    const client = createQueryClient();
    const Provider = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result, url } = renderInRouter(() => useResourceList(api.orders.getAllOrdersByStatus, {}), '/list?sort=-total&page=2', Provider);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(result.current.sort).toBe('-total');
    expect(result.current.sorts).toBe(api.orders.getAllOrdersByStatus.sorts);
    expect(queryOf(seen[0]).get('sort')).toBe('-total');
    act(() => result.current.setSort('-createdAt'));
    expect(url()).toBe('/list');
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(Object.fromEntries(queryOf(seen[1]))).toEqual({ currentPage: '1', limit: '20' });
  });

  it("caches pages under the call's resource, so invalidating the resource reloads them", async () => {
    const seen = mockServer(() => ok(orderPage(1)));
    const { result, client } = pendingOrders();
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(client.getQueryCache().findAll({ queryKey: queryKeys.orders.lists })).toHaveLength(1);

    await act(() => client.invalidateQueries({ queryKey: queryKeys.orders.all }));
    expect(seen).toHaveLength(2);
  });

  it('aborts the request of a superseded page, and keeps the previous page shown meanwhile', async () => {
    const { seen, answer } = heldServer();
    const { result, url } = pendingOrders();
    await answer(1, ok(orderPage(1)));
    await waitFor(() => expect(result.current.data).toEqual(orderPage(1)));

    act(() => result.current.setPage(2));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(url()).toBe('/list?page=2');
    expect(result.current).toMatchObject({ refreshing: true, loading: false, data: orderPage(1) });

    act(() => result.current.setPage(3));
    await waitFor(() => expect(seen).toHaveLength(3));
    expect(seen[1].signal?.aborted).toBe(true);
    await answer(3, ok(orderPage(3)));
    await waitFor(() => expect(result.current.data).toEqual(orderPage(3)));
    expect(result.current.refreshing).toBe(false);
  });

  it('moves a page beyond the last one to the last page, replacing the history entry', async () => {
    const seen = mockServer((request) => ok(orderPage(Number(queryOf(request).get('currentPage')))));
    const { result, url, lastType } = pendingOrders('/list?page=9');
    await waitFor(() => expect(result.current.page).toBe(3));
    expect(url()).toBe('/list?page=3');
    expect(lastType()).toBe('REPLACE');
    await waitFor(() => expect(result.current.data).toEqual(orderPage(3)));
    expect(seen.map((request) => queryOf(request).get('currentPage'))).toEqual(['9', '3']);
  });

  it('moves back to page 1 when the list has become empty', async () => {
    mockServer(() => ok({ documents: [], totalPages: 0, totalItems: 0 }));
    const { url, lastType } = pendingOrders('/list?page=2');
    await waitFor(() => expect(url()).toBe('/list'));
    expect(lastType()).toBe('REPLACE');
  });

  it('does not judge the page by the previous answer while the next one loads', async () => {
    const { seen, answer } = heldServer();
    const { result, url, lastType } = pendingOrders();
    await answer(1, ok(orderPage(1, 1)));
    await waitFor(() => expect(result.current.data).toBeDefined());

    act(() => result.current.setPage(2));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(result.current.refreshing).toBe(true);
    expect(url()).toBe('/list?page=2');
    await answer(2, ok(orderPage(2, 2)));
    await waitFor(() => expect(result.current.data).toEqual(orderPage(2, 2)));
    expect(url()).toBe('/list?page=2');
    expect(lastType()).toBe('PUSH');
  });

  it("says what failed (the server's message, else the fallback) and retries on demand", async () => {
    let reply: Reply | Promise<Reply> = failure(429, 'Too many requests, try again in a minute');
    const seen = mockServer(() => reply);
    const { result } = setup(api.orders.getAllOrdersByStatus, { errorFallback: 'Could not load the orders' });
    await waitFor(() => expect(result.current.error).toBe('Too many requests, try again in a minute'));

    let release!: (answer: Reply) => void;
    reply = new Promise<Reply>((resolve) => (release = resolve));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ loading: true, error: null }));
    await act(async () => release({ status: 404 }));
    await waitFor(() => expect(result.current.error).toBe('Could not load the orders'));

    reply = ok(orderPage(1));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toEqual(orderPage(1)));
    expect(result.current.error).toBeNull();
    expect(seen).toHaveLength(3);
  });

  it("keeps the URL page while the list fails: a failure says nothing of the list's size", async () => {
    mockServer(() => failure(400, 'Bad filters'));
    const { result, url } = pendingOrders('/list?page=4');
    await waitFor(() => expect(result.current.error).toBe('Bad filters'));
    expect(url()).toBe('/list?page=4');
  });
});

describe('useResourceList types (checked by typecheck)', () => {
  it("takes only the call's filters and answers rows of its documents", () => {
    function useTypedLists(status: OrderStatus) {
      const orders = useResourceList(api.orders.getAllOrdersByStatus, { filters: { orderStatus: status } });
      const first: Order | undefined = orders.data?.documents[0];
      // @ts-expect-error an order has no slug
      void orders.data?.documents[0].slug;
      // @ts-expect-error orders are not filtered by service type
      useResourceList(api.orders.getAllOrdersByStatus, { filters: { type: 'vpn' } });
      // @ts-expect-error not an order status
      useResourceList(api.orders.getAllOrdersByStatus, { filters: { orderStatus: 'shipped' } });
      // @ts-expect-error the orders call takes no isActive, so its list has no Active/Archived filter
      useResourceList(api.orders.getAllOrdersByStatus, { activeFilter: true });
      useResourceList(api.services.getServiceWithQuery, { filters: { type: 'dollar-card' }, activeFilter: false });
      const sort: CallSort<typeof api.orders.getAllOrdersByStatus> = orders.sort;
      // @ts-expect-error not one of the order list's sorts
      orders.setSort('cheapest');
      // @ts-expect-error the services call takes isActive: its screen says whether it shows the Active/Archived filter
      useResourceList(api.services.getServiceWithQuery, { filters: { type: 'vpn' } });
      const services = useResourceList(api.services.getServiceWithQuery, { activeFilter: true });
      // @ts-expect-error the services are not sorted by total
      services.setSort('total');
      void sort;
      return first;
    }
    expect(useTypedLists).toBeInstanceOf(Function);
  });
});
