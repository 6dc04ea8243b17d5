import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Email, Id, Timestamp } from './common';
import { OrderStatus } from './order-status';

/** Notes on an order: any employee writes one; its author may edit it this long after; nobody deletes it. */
export const ORDER_NOTE_LIMITS = { maxLength: 2000, editableMinutes: 10 } as const;

/** "Resend e-mail" on one order: at most this many in an hour. */
export const RESEND_LIMIT = { perOrder: 5, windowMinutes: 60 } as const;

/** Why an order is refunded, with how the screens say it; `other` needs a note. */
export const REFUND_REASONS = {
  not_working: 'Not working',
  duplicate_payment: 'Duplicate payment',
  customer_request: 'Customer request',
  fraud: 'Fraud',
  other: 'Other',
} as const;
export type RefundReason = keyof typeof REFUND_REASONS;
export const RefundReason = Type.Union((Object.keys(REFUND_REASONS) as RefundReason[]).map((reason) => Type.Literal(reason)));

/** A refund's note (required for `other`). */
export const REFUND_NOTE_MAX_LENGTH = 500;

const Someone = Type.Union([Type.Object({ _id: Id, name: Type.String() }), Type.Null()]);

export const OrderNote = Type.Object({
  _id: Id,
  body: Type.String(),
  author: Type.Object({ _id: Id, name: Type.String() }),
  createdAt: Timestamp,
  /** When its author last changed it; null if never. */
  editedAt: Type.Union([Timestamp, Type.Null()]),
  /** Until when its author may still edit it. */
  editableUntil: Timestamp,
});
export type OrderNote = Static<typeof OrderNote>;

export const OrderRefund = Type.Object({
  _id: Id,
  amount: Type.Number({ description: 'dollars' }),
  reason: RefundReason,
  note: Type.Union([Type.String(), Type.Null()]),
  /** Who refunded (null once that employee's record is gone). */
  by: Someone,
  createdAt: Timestamp,
});
export type OrderRefund = Static<typeof OrderRefund>;

/** An order's refunds and their sum, as the order view shows them ("Refunded $x of $y"). */
export const OrderRefunds = Type.Object({
  refunded: Type.Number({ description: 'dollars, the sum of the refunds' }),
  refunds: Type.Array(OrderRefund),
});
export type OrderRefunds = Static<typeof OrderRefunds>;

export const ORDER_EMAIL_KINDS = ['delivery', 'replacement', 'resend'] as const;
export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];

const at = { at: Timestamp };

/**
 * One thing that happened to an order, as its timeline lists it (newest first). A credential is
 * named by its user id masked (`ab•••yz`); the timeline never holds a password.
 */
export const TimelineEvent = Type.Union([
  Type.Object({
    kind: Type.Literal('created'),
    ...at,
    /** The employee who entered it, if one did. */
    by: Someone,
    /** The storefront key it came through, if it came from the storefront. */
    storefrontKey: Type.Union([Type.String(), Type.Null()]),
  }),
  Type.Object({ kind: Type.Literal('status'), ...at, by: Someone, from: OrderStatus, to: OrderStatus }),
  Type.Object({ kind: Type.Literal('delivered'), ...at, service: Type.String(), userId: Type.Union([Type.String(), Type.Null()]) }),
  Type.Object({
    kind: Type.Literal('replaced'),
    ...at,
    by: Someone,
    service: Type.String(),
    userId: Type.Union([Type.String(), Type.Null()]),
    reason: Type.String(),
  }),
  Type.Object({
    kind: Type.Literal('email'),
    ...at,
    by: Someone,
    emailKind: Type.Union(ORDER_EMAIL_KINDS.map((kind) => Type.Literal(kind))),
    to: Type.String(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')]),
    sentAt: Type.Union([Timestamp, Type.Null()]),
    /** Why the last attempt failed (retried while pending, given up on when failed). */
    error: Type.Union([Type.String(), Type.Null()]),
  }),
  Type.Object({ kind: Type.Literal('email_changed'), ...at, by: Someone, from: Type.String(), to: Type.String() }),
  Type.Object({
    kind: Type.Literal('refund'),
    ...at,
    by: Someone,
    amount: Type.Number({ description: 'dollars' }),
    reason: RefundReason,
    note: Type.Union([Type.String(), Type.Null()]),
  }),
  Type.Object({ kind: Type.Literal('revoked'), ...at, service: Type.String(), userId: Type.Union([Type.String(), Type.Null()]) }),
  Type.Object({ kind: Type.Literal('note'), ...at, note: OrderNote }),
]);
export type TimelineEvent = Static<typeof TimelineEvent>;
export type TimelineEventKind = TimelineEvent['kind'];

export const OrderTimeline = Type.Object({ events: Type.Array(TimelineEvent) });
export type OrderTimeline = Static<typeof OrderTimeline>;

export const NoteBody = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: ORDER_NOTE_LIMITS.maxLength, pattern: '\\S' }) },
  { additionalProperties: false },
);

export const ResendBody = Type.Object(
  { email: Type.Optional(Email) },
  { additionalProperties: false, description: 'email: a corrected address, recorded on the order; the order\'s own without it' },
);

export const RefundBody = Type.Object(
  {
    amount: Type.Number({ exclusiveMinimum: 0, multipleOf: 0.01, description: 'dollars, at most what is left to refund' }),
    reason: RefundReason,
    note: Type.Optional(Type.String({ minLength: 1, maxLength: REFUND_NOTE_MAX_LENGTH, pattern: '\\S' })),
  },
  { additionalProperties: false },
);

/** A note as the customer page lists it: with the order it is on. */
export const CustomerNote = Type.Composite([OrderNote, Type.Object({ order: Id })]);
export type CustomerNote = Static<typeof CustomerNote>;

/** How many notes the customer page shows, newest first. */
export const CUSTOMER_NOTES_LIMIT = 50;

/** A customer: an e-mail address and what their orders add up to. */
export const CustomerSummary = Type.Object({
  /** The address as their latest order spells it. */
  email: Type.String(),
  /** The name on their latest order. */
  name: Type.String(),
  orders: Type.Integer({ minimum: 0 }),
  firstOrderAt: Timestamp,
  lastOrderAt: Timestamp,
  /** Dollars: the totals of their completed orders. */
  spent: Type.Number(),
  /** Dollars refunded on their orders. */
  refunded: Type.Number(),
  /** Credentials handed out on their orders, replacements included, and how many of those were replaced. */
  credentialsDelivered: Type.Integer({ minimum: 0 }),
  credentialsReplaced: Type.Integer({ minimum: 0 }),
  /** When the watch list matches their address or its domain: the reason of the (oldest) entry it matches. */
  watchReason: Type.Union([Type.String(), Type.Null()]),
  /** The notes on their orders, newest first (the latest CUSTOMER_NOTES_LIMIT). */
  notes: Type.Array(CustomerNote),
});
export type CustomerSummary = Static<typeof CustomerSummary>;

export const CustomerMatch = Type.Object({ email: Type.String(), name: Type.String(), lastOrderAt: Timestamp });
export type CustomerMatch = Static<typeof CustomerMatch>;

export const CustomerMatches = Type.Object({ customers: Type.Array(CustomerMatch) });
