import type { CallBody, CallData, api } from '@shopdesk/contracts';
import type { Database, Queryable } from '../../db/database';
import { randomUUID } from 'node:crypto';
import { lockPaymentAndFindOrder } from '../../repositories/orders';
import { findServicePrices } from '../../repositories/services';
import { insertStorefrontOrder } from '../../repositories/storefront-orders';
import { ERROR_CODES } from '@shopdesk/contracts';
import { HttpError, invalidField } from '../../errors';
import type { AuditActor, AuditEntry } from '../../lib/audit';
import { centsToDollars } from '../../lib/money';
import { claimIdempotencyKey, requestHash, type IdempotencyClaim } from './idempotency';
import type { StorefrontKey } from '../../http/authenticate-storefront';
import type { OrderEventsNotifier } from '../../live/order-events-notifier';

type Body = CallBody<typeof api.storefront.createOrder>;
type Answer = { data: CallData<typeof api.storefront.createOrder> };

/** orders.total_cents is an integer column: a larger total cannot be stored. */
const MAX_TOTAL_CENTS = 2_147_483_647;

const unprocessable = (path: string, message: string) => new HttpError(422, 'Unprocessable Entity', message, [{ path, message }]);

/** The 409 of a payment an order already has: it names that order (DuplicateTransactionBody). */
export class DuplicateTransaction extends HttpError {
  constructor(readonly orderId: string) {
    const message = `An order of this payment (the same payment method and transaction id) exists already: ${orderId}. Send allowDuplicateTransaction: true to make another`;
    super(409, 'Conflict', message, [{ path: 'transactionId', message }], undefined, ERROR_CODES.duplicateTransaction);
  }

  override get extra() {
    return { orderId: this.orderId };
  }
}

/** Items name each service once (ids compared as UUIDs, whatever their letter case); a repeat is a 400 at its id. */
function refuseRepeatedServices(items: Body['items']): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const id = item.serviceId.toLowerCase();
    if (seen.has(id)) {
      throw invalidField(`items.${index}.serviceId`, 'is already in an earlier item: send one item per service, with its whole quantity');
    }
    seen.add(id);
  });
}

interface PricedItem {
  serviceId: string;
  quantity: number;
  priceCents: number;
}

/** Each item priced from its service as it is now; an unknown or archived service is a 422 at its item. */
async function priceItems(tx: Queryable, items: Body['items']): Promise<PricedItem[]> {
  const ids = items.map((item) => item.serviceId.toLowerCase());
  const services = new Map((await findServicePrices(tx, ids)).map((row) => [row.id, row]));
  return items.map((item, index) => {
    const service = services.get(ids[index]);
    if (!service) throw unprocessable(`items.${index}.serviceId`, 'No service has this id');
    if (!service.is_active) throw unprocessable(`items.${index}.serviceId`, 'This service is archived and cannot be ordered');
    return { serviceId: service.id, quantity: item.quantity, priceCents: service.price_cents };
  });
}

export interface StorefrontOrderRequest {
  body: Body;
  storefrontKey: StorefrontKey;
  /** No employee: the address the order came from. */
  actor: AuditActor;
  /** The Idempotency-Key header, when sent. */
  idempotencyKey?: string;
}

/**
 * Makes a pending order and its items from the storefront's checkout, in one transaction with its
 * audit row and, with an Idempotency-Key, the answer kept for retries; then tells the live streams.
 * `replayed` is true when the answer is the one kept for an earlier request with the same key and
 * body (nothing was made).
 */
export async function createStorefrontOrder(
  db: Database,
  orderEvents: OrderEventsNotifier,
  request: StorefrontOrderRequest,
): Promise<{ answer: Answer; replayed: boolean }> {
  const { body, storefrontKey, actor, idempotencyKey } = request;
  refuseRepeatedServices(body.items);
  const claim: IdempotencyClaim | undefined = idempotencyKey
    ? { storefrontKeyId: storefrontKey.id, idempotencyKey, requestHash: requestHash(body) }
    : undefined;

  const made = await db.transaction(async (tx) => {
    const stored = claim && (await claimIdempotencyKey(tx, claim));
    if (stored) return { answer: stored.body as Answer, replayed: true };

    if (!body.allowDuplicateTransaction) {
      const first = await lockPaymentAndFindOrder(tx, body.paymentMethod, body.transactionId);
      if (first) throw new DuplicateTransaction(first);
    }
    const items = await priceItems(tx, body.items);
    const totalCents = items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
    if (totalCents > MAX_TOTAL_CENTS) {
      throw unprocessable('items', `The order's total is over ${centsToDollars(MAX_TOTAL_CENTS).toLocaleString('en')} dollars: split it`);
    }

    const orderId = randomUUID();
    const answer: Answer = { data: { _id: orderId, orderStatus: 'pending', total: centsToDollars(totalCents) } };
    const order = {
      id: orderId,
      name: body.name,
      email: body.email,
      phone: body.phone ?? null,
      totalCents,
      transactionId: body.transactionId,
      paymentMethod: body.paymentMethod,
      items,
    };
    // No employee made it: the storefront key is named in `after` (actor_id is an employee's).
    const entry: AuditEntry = {
      action: 'order.create',
      entity: 'order',
      entityId: orderId,
      after: {
        orderStatus: 'pending',
        total: answer.data.total,
        items: items.map((i) => ({ serviceId: i.serviceId, quantity: i.quantity, price: centsToDollars(i.priceCents) })),
        storefrontKey: storefrontKey,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      },
    };
    await insertStorefrontOrder(tx, order, { actor, entry }, claim && { key: claim, statusCode: 201, body: answer });
    return { answer, replayed: false };
  });
  // Its order event was stored without its NOTIFY (insertStorefrontOrder): told now it has committed.
  if (!made.replayed) orderEvents.committed();
  return made;
}
