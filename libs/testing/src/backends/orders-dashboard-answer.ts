import type { DashboardService, Order, OrderRefund, OrdersDashboard } from '@shopdesk/contracts';
import { fakeId } from '../fixtures/ids';
import { isoDay, makeDashboardDays } from '../fixtures/orders-dashboard';

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The dashboard answer for `orders` as the API works it out at `now`: every order created on one
 * of the last 30 UTC days counts on its day, completed ones add their total to its revenue, and
 * each refund (`refunds`, by order id) counts on the day it was made, taken off that day's revenue; the
 * top services are those named for completed orders of this UTC month (`serviceNames`, one
 * service id per name, kept in `serviceIds` across answers); the oldest pending order by
 * creation time.
 */
export function ordersDashboardOf(
  orders: readonly Order[],
  serviceNames: ReadonlyMap<string, string>,
  serviceIds: Map<string, string>,
  refunds: ReadonlyMap<string, readonly OrderRefund[]> = new Map(),
  now = Date.now(),
): OrdersDashboard {
  const refundedOn = new Map<string, number>();
  for (const refund of Array.from(refunds.values()).flat()) {
    const key = isoDay(Date.parse(refund.createdAt));
    refundedOn.set(key, (refundedOn.get(key) ?? 0) + cents(refund.amount));
  }
  const byDay = new Map<string, { orders: number; cents: number }>();
  for (const order of orders) {
    const key = isoDay(Date.parse(order.createdAt));
    const day = byDay.get(key) ?? { orders: 0, cents: 0 };
    day.orders += 1;
    if (order.orderStatus === 'completed') day.cents += cents(order.total);
    byDay.set(key, day);
  }
  const days = makeDashboardDays(undefined, isoDay(now)).map(({ day }) => ({
    day,
    orders: byDay.get(day)?.orders ?? 0,
    revenue: ((byDay.get(day)?.cents ?? 0) - (refundedOn.get(day) ?? 0)) / 100,
    refunds: (refundedOn.get(day) ?? 0) / 100,
  }));

  const month = isoDay(now).slice(0, 7);
  const byService = new Map<string, { cents: number; units: number }>();
  for (const order of orders) {
    const name = serviceNames.get(order._id);
    if (!name || order.orderStatus !== 'completed' || !isoDay(Date.parse(order.createdAt)).startsWith(month)) continue;
    const service = byService.get(name) ?? { cents: 0, units: 0 };
    service.cents += cents(order.total);
    service.units += 1;
    byService.set(name, service);
  }
  const idOf = (name: string) => {
    const id = serviceIds.get(name) ?? fakeId();
    serviceIds.set(name, id);
    return id;
  };
  const topServices: DashboardService[] = Array.from(byService, ([name, { cents: total, units }]) => ({
    service: { _id: idOf(name), name },
    revenue: total / 100,
    units,
  }))
    .sort((a, b) => b.revenue - a.revenue)
    .slice(0, 5);

  const pending = orders.filter((order) => order.orderStatus === 'pending');
  const oldest = pending.reduce<Order | undefined>((found, order) => (!found || Date.parse(order.createdAt) < Date.parse(found.createdAt) ? order : found), undefined);
  return { days, topServices, oldestPending: oldest ? { _id: oldest._id, name: oldest.name, createdAt: oldest.createdAt } : null };
}
