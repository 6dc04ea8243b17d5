import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { api, type OrderCount, type OrderStatus } from '@shopdesk/contracts';

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
  const response = await request.get(api.orders.getAllOrdersCountByStatus.path, {
    headers: { Authorization: `Bearer ${await adminToken(context)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { orders: OrderCount[] } };
  const counts: Counts = { pending: 0, completed: 0, cancelled: 0 };
  for (const { orderStatus, count } of data.orders) counts[orderStatus] = count;
  return counts;
}
