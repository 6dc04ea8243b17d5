import { api, type OrdersDashboard } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { readOrdersDashboard } from '../../repositories/order-dashboard';
import { centsToDollars } from '../../lib/money';
import { defineRoute } from '../define-route';

export async function ordersDashboard(db: Queryable): Promise<OrdersDashboard> {
  const { days, topServices, oldestPending: pending } = await readOrdersDashboard(db);
  return {
    days: days.map((d) => ({
      day: d.day,
      orders: d.orders,
      revenue: centsToDollars(d.revenue_cents - d.refunded_cents),
      refunds: centsToDollars(d.refunded_cents),
    })),
    topServices: topServices.map((s) => ({ service: { _id: s.id, name: s.name }, revenue: centsToDollars(s.revenue_cents), units: s.units })),
    oldestPending: pending ? { _id: pending.id, name: pending.name, createdAt: pending.created_at.toISOString() } : null,
  };
}

export function dashboardRoute(app: FastifyInstance): void {
  defineRoute(app, api.orders.getOrdersDashboard, async () => ({ data: await ordersDashboard(app.db) }));
}
