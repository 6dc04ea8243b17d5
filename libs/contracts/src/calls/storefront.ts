import * as Type from '@sinclair/typebox';
import { defineCall } from '../call';
import { Email, ErrorBody, Id, Ok, SingleLineText } from '../common';
import { OrderStatus } from '../entities';
import { IDEMPOTENCY_KEY_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, STOREFRONT_ORDER_LIMITS as LIMITS } from '../limits';

/** Calls the shop's storefront makes with its storefront key (access `storefront`). */
export const STOREFRONT_BASE = '/api/storefront/';

/** The header carrying a storefront key (`sfk_...`, made by `npm run storefront-key -- create <name>`). */
export const STOREFRONT_KEY_HEADER = 'X-Storefront-Key';

/** The header an answer carries when it repeats the stored answer to an earlier request with the same Idempotency-Key. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

const base = { access: 'storefront', tag: 'storefront' } as const;

/** A single line that is not only blank. */
const text = (maxLength: number) => SingleLineText({ minLength: 1, maxLength, allOf: [{ pattern: '\\S' }] });

export const StorefrontOrderItem = Type.Object(
  {
    serviceId: Id,
    quantity: Type.Integer({ minimum: 1, maximum: LIMITS.maxQuantity }),
  },
  { additionalProperties: false },
);

/**
 * The checkout's order. No prices: each item is priced from its service when the order is made.
 * A service appears at most once (send one item with the whole quantity).
 */
export const StorefrontOrderBody = Type.Object(
  {
    name: text(PERSON_NAME_MAX_LENGTH),
    email: Email,
    phone: Type.Optional(text(LIMITS.phoneMaxLength)),
    items: Type.Array(StorefrontOrderItem, { minItems: 1, maxItems: LIMITS.maxItems }),
    transactionId: text(LIMITS.transactionIdMaxLength),
    paymentMethod: text(LIMITS.paymentMethodMaxLength),
    /** Make the order even when an order of the same payment (method and transaction id) exists (a 409 otherwise). */
    allowDuplicateTransaction: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** The 409 of a payment an order already has (`code: DUPLICATE_TRANSACTION`): `orderId` is that order. */
export const DuplicateTransactionBody = Type.Composite([ErrorBody, Type.Object({ orderId: Id })]);

export const createOrder = defineCall({
  ...base,
  method: 'POST',
  path: `${STOREFRONT_BASE}orders`,
  summary:
    "A pending order from the storefront's checkout, priced from the services. With an Idempotency-Key a retry answers the first answer (header Idempotent-Replayed: true) and makes no second order. A second order of one payment (method and transaction id) answers 409 with the first order's id, unless allowDuplicateTransaction is true",
  headers: Type.Object({
    'idempotency-key': Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
        // Printable ASCII; spaces only inside (HTTP trims them at the ends).
        pattern: '^[!-~]([ -~]*[!-~])?$',
        description: 'Makes retries safe: the same key and body answer the first answer, for 24 hours',
      }),
    ),
  }),
  body: StorefrontOrderBody,
  successStatus: 201,
  response: {
    201: Ok(Type.Object({ _id: Id, orderStatus: OrderStatus, total: Type.Number({ description: 'dollars' }) })),
    400: ErrorBody,
    401: ErrorBody,
    409: DuplicateTransactionBody,
    422: ErrorBody,
    429: ErrorBody,
    503: ErrorBody,
  },
});
