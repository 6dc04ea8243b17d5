import { api, type CustomerSummary } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { countCustomerDeliveries, findCustomer, findCustomerNotes, searchCustomers } from '../../repositories/customers';
import { notFound } from '../../errors';
import { centsToDollars } from '../../lib/money';
import { defineRoute } from '../define-route';
import { toOrderNote } from './order-notes';

/** One customer's page: what their orders add up to, and the notes on them. */
export async function customerSummary(db: Queryable, email: string): Promise<CustomerSummary> {
  const customer = await findCustomer(db, email);
  if (!customer) throw notFound('Customer');
  const deliveries = await countCustomerDeliveries(db, email);
  const notes = await findCustomerNotes(db, email);
  return {
    email: customer.email,
    name: customer.name,
    orders: customer.orders,
    firstOrderAt: customer.first_order_at.toISOString(),
    lastOrderAt: customer.last_order_at.toISOString(),
    spent: centsToDollars(customer.spent_cents),
    refunded: centsToDollars(customer.refunded_cents),
    credentialsDelivered: deliveries.delivered,
    credentialsReplaced: deliveries.replaced,
    watchReason: customer.watch_reason,
    notes: notes.map((row) => ({ ...toOrderNote(row), order: row.order_id })),
  };
}

export function customerRoutes(app: FastifyInstance): void {
  defineRoute(app, api.orders.getCustomer, async ({ query }) => ({ data: await customerSummary(app.db, query.email.trim()) }));

  defineRoute(app, api.orders.findCustomers, async ({ query }) => {
    const rows = await searchCustomers(app.db, query.search.trim());
    return { data: { customers: rows.map((row) => ({ email: row.email, name: row.name, lastOrderAt: row.last_order_at.toISOString() })) } };
  });
}
