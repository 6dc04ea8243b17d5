import { api, STOREFRONT_KEY_HEADER } from '@shopdesk/contracts';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { createStorefrontKey } from '../../src/storefront/storefront-keys';
import type { TestApp } from '../helpers/test-app';

/** A new storefront key, made as `npm run storefront-key -- create` makes one. */
export const newKey = (t: TestApp, name = `shop ${randomUUID()}`) => createStorefrontKey(t.db, name);

/** A checkout's order for these services, one unit each unless told. */
export function orderBody(items: Array<string | { serviceId: string; quantity: number }>, fields: Record<string, unknown> = {}) {
  return {
    name: 'Layla Haddad',
    email: 'layla@example.com',
    phone: '+971 50 123 4567',
    items: items.map((item) => (typeof item === 'string' ? { serviceId: item, quantity: 1 } : item)),
    transactionId: `txn_${randomUUID()}`,
    paymentMethod: 'Card',
    ...fields,
  };
}

/** POST /api/storefront/orders with `key` (none when null) and any other headers. */
export function sendOrder(t: TestApp, key: string | null, body: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.call(null, api.storefront.createOrder, { body, headers: { ...(key ? { [STOREFRONT_KEY_HEADER]: key } : {}), ...headers } });
}

export async function orderCount(t: TestApp): Promise<number> {
  const { rows } = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM orders');
  return rows[0].count;
}
