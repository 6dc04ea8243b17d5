import { type APIRequestContext } from '@playwright/test';
import { expect } from '../../support/test';
import { api, type Order, type OrderCount, type OrderStatus, type SingleOrder } from '@shopdesk/contracts';
import { adminToken } from '../../support/product';

export type Counts = Record<OrderStatus, number>;

/** The order counts as the API answers them, asked as the admin. */
export async function apiCounts(request: APIRequestContext): Promise<Counts> {
  const data = await apiData<{ orders: OrderCount[] }>(request, api.orders.getAllOrdersCountByStatus.path);
  const counts: Counts = { pending: 0, completed: 0, cancelled: 0 };
  for (const { orderStatus, count } of data.orders) counts[orderStatus] = count;
  return counts;
}

/** The `data` of a protected GET, asked as the admin. */
async function apiData<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url, { headers: { Authorization: `Bearer ${adminToken()}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** An order of `status` with several items, as the API answers it (the demo data has some on its first pages). */
export async function orderWithItems(request: APIRequestContext, status: OrderStatus): Promise<SingleOrder> {
  const filters = encodeURIComponent(JSON.stringify({ orderStatus: status }));
  for (let page = 1; page <= 5; page++) {
    const list = await apiData<{ documents: Order[] }>(
      request,
      `${api.orders.getAllOrdersByStatus.path}?limit=50&currentPage=${page}&filters=${filters}`,
    );
    for (const order of list.documents) {
      const single = await apiData<SingleOrder>(request, api.orders.getSingleOrder.path.replace(':id', order._id));
      if (single.orderItems.length > 1) return single;
    }
  }
  throw new Error(`No ${status} order with several items in the demo data`);
}
