import { formatDollars } from '@shopdesk/ui-kit';
import type { DashboardDay } from '@shopdesk/contracts';
import { dayLabel } from './day-label';

export interface DayTotals {
  orders: number;
  revenue: number;
  refunds: number;
}

const ORDERS = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

/** The orders, net revenue and refunds of all `days`, money summed in cents so 0.1 + 0.2 stays 0.30. */
export function totalsOf(days: readonly DashboardDay[]): DayTotals {
  let cents = 0;
  let refundCents = 0;
  let orders = 0;
  for (const day of days) {
    orders += day.orders;
    cents += Math.round(day.revenue * 100);
    refundCents += Math.round(day.refunds * 100);
  }
  return { orders, revenue: cents / 100, refunds: refundCents / 100 };
}

/**
 * The chart's data as uPlot takes it: the x values (each day's place, so the axis needs no time
 * zone), then orders, then net revenue, then refunds.
 *
 * @example chartSeries(days) // [[0, 1, ..., 29], [0, 3, ...], [0, 37.5, ...], [0, 0, ...]]
 */
export function chartSeries(days: readonly DashboardDay[]): [number[], number[], number[], number[]] {
  return [days.map((_, index) => index), days.map((day) => day.orders), days.map((day) => day.revenue), days.map((day) => day.refunds)];
}

/**
 * What the chart shows, in words, for screen readers (its `aria-label`): the span, the totals and
 * the busiest day.
 *
 * @example chartSummary(days) // 'Orders and revenue per day over the last 30 days, 2 Dec to 31 Dec: 90 orders, $1,125.00 revenue; busiest day 6 Dec with 6 orders.'
 */
export function chartSummary(days: readonly DashboardDay[]): string {
  const span = `Orders and revenue per day over the last ${days.length} days`;
  if (days.length === 0) return `${span}: no data.`;
  const { orders, revenue, refunds } = totalsOf(days);
  const range = `${dayLabel(days[0].day)} to ${dayLabel(days[days.length - 1].day)}`;
  const totals = `${ORDERS(orders)}, ${formatDollars(revenue)} revenue${refunds > 0 ? ` after ${formatDollars(refunds)} of refunds` : ''}`;
  if (orders === 0) return `${span}, ${range}: no orders.`;
  const busiest = days.reduce((best, day) => (day.orders > best.orders ? day : best));
  return `${span}, ${range}: ${totals}; busiest day ${dayLabel(busiest.day)} with ${ORDERS(busiest.orders)}.`;
}

/** '1 order', '12 orders'. */
export const ordersText = ORDERS;
