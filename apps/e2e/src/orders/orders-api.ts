import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { api, type Order, type OrderCount, type OrderStatus, type SingleOrder } from '@shopdesk/contracts';

export type Counts = Record<OrderStatus, number>;

/** The signed-in admin's bearer token, from localStorage 'employee' of the context's stored state. */
export async function adminToken(context: BrowserContext): Promise<string> {
  const state = await context.storageState();
  const stored = state.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'employee');
  if (!stored) throw new Error('The stored admin state has no employee in localStorage');
  return (JSON.parse(stored.value) as { token: string }).token;
}

/** The order counts as the API answers them, asked as the admin. */
export async function apiCounts(request: APIRequestContext, context: BrowserContext): Promise<Counts> {
  const data = await apiData<{ orders: OrderCount[] }>(request, context, api.orders.getAllOrdersCountByStatus.path);
  const counts: Counts = { pending: 0, completed: 0, cancelled: 0 };
  for (const { orderStatus, count } of data.orders) counts[orderStatus] = count;
  return counts;
}

/** The `data` of a protected GET, asked as the admin. */
async function apiData<T>(request: APIRequestContext, context: BrowserContext, url: string): Promise<T> {
  const response = await request.get(url, { headers: { Authorization: `Bearer ${await adminToken(context)}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** An order of `status` with several items, as the API answers it (the demo data has some on its first pages). */
export async function orderWithItems(request: APIRequestContext, context: BrowserContext, status: OrderStatus): Promise<SingleOrder> {
  const filters = encodeURIComponent(JSON.stringify({ orderStatus: status }));
  for (let page = 1; page <= 5; page++) {
    const list = await apiData<{ documents: Order[] }>(
      request,
      context,
      `${api.orders.getAllOrdersByStatus.path}?limit=50&currentPage=${page}&filters=${filters}`,
    );
    for (const order of list.documents) {
      const single = await apiData<SingleOrder>(request, context, api.orders.getSingleOrder.path.replace(':id', order._id));
      if (single.orderItems.length > 1) return single;
    }
  }
  throw new Error(`No ${status} order with several items in the demo data`);
}
