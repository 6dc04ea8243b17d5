import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Email, Id, Timestamp } from './common';
import { Level } from './levels';
import { OrderRefund } from './customer-care';
import { OrderStatus } from './order-status';
import { TwoFactorSetup } from './security';

const stamps = { createdAt: Timestamp, updatedAt: Timestamp };

export { ORDER_STATUS_LABELS, ORDER_STATUSES, OrderStatus } from './order-status';

export const SERVICE_TYPES = ['vpn', 'dollar-card'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const ServiceType = Type.Union(SERVICE_TYPES.map((s) => Type.Literal(s)));
/** A type as headings and the command palette read it. */
export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = { vpn: 'VPN', 'dollar-card': 'Dollar Card' };

export const COUNTRIES = ['uae', 'ksa'] as const;
export type Country = (typeof COUNTRIES)[number];
export const Country = Type.Union(COUNTRIES.map((s) => Type.Literal(s)));

export const LINK_OR_APK = ['link', 'apk'] as const;
export const LinkOrApk = Type.Union(LINK_OR_APK.map((s) => Type.Literal(s)));

/**
 * How a completed order of a service reaches the customer: `stock` claims one of the service's
 * credentials per unit and e-mails it; `manual` leaves delivery to the employee.
 */
export const DELIVERY_MODES = ['stock', 'manual'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];
export const DeliveryMode = Type.Union(DELIVERY_MODES.map((s) => Type.Literal(s)));

/** The delivery a new service gets unless the form says otherwise. */
export const DEFAULT_DELIVERY: Record<ServiceType, DeliveryMode> = { vpn: 'stock', 'dollar-card': 'manual' };

export const Employee = Type.Object({
  _id: Id,
  name: Type.String(),
  email: Email,
  level: Level,
  isActive: Type.Boolean(),
  ...stamps,
});
export type Employee = Static<typeof Employee>;

/** The signed-in employee as the browser stores it (key `employee`). */
export const SignedInEmployee = Type.Object({
  _id: Id,
  name: Type.String(),
  email: Email,
  level: Level,
  token: Type.String(),
  /** Present when the shop requires a second factor of this employee and they have none yet. */
  twoFactorSetup: Type.Optional(TwoFactorSetup),
});
export type SignedInEmployee = Static<typeof SignedInEmployee>;

/**
 * An invite's state, derived from its times: accepted once used, revoked once withdrawn, expired
 * past its expiry, else pending (its link works; the invite is "open").
 */
export const INVITE_STATES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InviteStatus = (typeof INVITE_STATES)[number];
export const InviteStatus = Type.Union(INVITE_STATES.map((s) => Type.Literal(s)));

export const EmployeeInvite = Type.Object({
  _id: Id,
  email: Email,
  /** The level the invitee joins at. */
  level: Level,
  status: InviteStatus,
  /** The employee who sent it (null when that employee no longer exists). */
  invitedBy: Type.Union([Type.Object({ _id: Id, name: Type.String() }), Type.Null()]),
  /** When its link stops working (a resend sets a new one); `createdAt` is when it was first sent. */
  expiresAt: Timestamp,
  ...stamps,
});
export type EmployeeInvite = Static<typeof EmployeeInvite>;

export const Order = Type.Object({
  _id: Id,
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  total: Type.Number({ description: 'dollars' }),
  transactionId: Type.Union([Type.String(), Type.Null()]),
  paymentMethod: Type.Union([Type.String(), Type.Null()]),
  orderStatus: OrderStatus,
  ...stamps,
});
export type Order = Static<typeof Order>;

/** A pending order's stock service with fewer credentials than the order needs: completing it now would fail. */
export const StockShortfall = Type.Object({
  service: Type.Object({ _id: Id, name: Type.String() }),
  /** Units of the service the order needs, its items summed. */
  needed: Type.Integer({ minimum: 1 }),
  /** Credentials of the service that can be handed out now (fewer than needed). */
  available: Type.Integer({ minimum: 0 }),
});
export type StockShortfall = Static<typeof StockShortfall>;

/** An order as the list shows it: what a queue is worked by, without loading each order's items. */
export const OrderListEntry = Type.Composite([
  Order,
  Type.Object({
    serviceName: Type.Union([Type.String(), Type.Null()], { description: "the first item's service; null without items" }),
    itemCount: Type.Integer({ minimum: 0 }),
    /** Units ordered, every item's quantity summed. */
    units: Type.Integer({ minimum: 0 }),
    /** The earliest order of the same payment (method and transaction id) made before this one, which it may duplicate. */
    duplicateOf: Type.Union([Id, Type.Null()]),
    /** A pending order that the watch list matches: the reason of the (oldest) entry it matches. */
    watchReason: Type.Union([Type.String(), Type.Null()]),
    /** A pending order whose stock service has too few credentials for it: the first such service; else null. */
    stockShort: Type.Union([StockShortfall, Type.Null()]),
  }),
]);
export type OrderListEntry = Static<typeof OrderListEntry>;

export const OrderItem = Type.Object({
  _id: Id,
  quantity: Type.Integer(),
  price: Type.Number({ description: 'dollars' }),
  /** `delivery` says what completing the order does for this item: e-mail credentials from stock, or nothing (manual). */
  service: Type.Object({ _id: Id, name: Type.String(), delivery: DeliveryMode }),
});
export type OrderItem = Static<typeof OrderItem>;

/** The e-mail that carried a delivery to the customer, as the outbox knows it. */
export const DeliveryEmail = Type.Object({
  status: Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')]),
  sentAt: Type.Union([Timestamp, Type.Null()]),
});
export type DeliveryEmail = Static<typeof DeliveryEmail>;

/**
 * A credential handed out for one unit of an order item. A replaced delivery stays on record
 * (its credential is marked bad) beside the delivery that replaced it.
 */
export const CredentialDelivery = Type.Object({
  _id: Id,
  orderItem: Id,
  service: Type.Object({ _id: Id, name: Type.String() }),
  /** The credential's id: its password is read through getSingleServiceCredential (audited). */
  credential: Type.Object({ _id: Id, userId: Type.Union([Type.String(), Type.Null()]) }),
  deliveredAt: Timestamp,
  email: Type.Union([DeliveryEmail, Type.Null()]),
  replacedAt: Type.Union([Timestamp, Type.Null()]),
  replaceReason: Type.Union([Type.String(), Type.Null()]),
  /** When the order was refunded in full: the credential is to be disabled at the provider (it is never handed out again). */
  revokedAt: Type.Union([Timestamp, Type.Null()]),
});
export type CredentialDelivery = Static<typeof CredentialDelivery>;

export const SingleOrder = Type.Object({
  order: Order,
  orderItem: Type.Union([OrderItem, Type.Null()]),
  orderItems: Type.Array(OrderItem),
  /** Credentials delivered from stock, oldest first (empty for manual services and open orders). */
  deliveries: Type.Array(CredentialDelivery),
  /** The earliest order of the same payment (method and transaction id) made before this one, or null. */
  duplicateOf: Type.Union([Id, Type.Null()]),
  /** A pending order that the watch list matches: the reason of the (oldest) entry it matches. */
  watchReason: Type.Union([Type.String(), Type.Null()]),
  /** A pending order whose stock service has too few credentials for it: the first such service; else null. */
  stockShort: Type.Union([StockShortfall, Type.Null()]),
  /** Dollars refunded so far (the total never changes: "Refunded $x of $total"). */
  refunded: Type.Number({ description: 'dollars' }),
  /** Its refunds, oldest first. */
  refunds: Type.Array(OrderRefund),
});
export type SingleOrder = Static<typeof SingleOrder>;

export const OrderCount = Type.Object({ orderStatus: OrderStatus, count: Type.Integer() });
export type OrderCount = Static<typeof OrderCount>;

/** One UTC day of the dashboard's chart: orders created that day (any status), net revenue and refunds. */
export const DashboardDay = Type.Object({
  day: Type.String({ format: 'date', description: 'UTC date, YYYY-MM-DD' }),
  orders: Type.Integer({ minimum: 0 }),
  revenue: Type.Number({ description: 'dollars: the completed orders created that day, less the refunds made that day' }),
  refunds: Type.Number({ minimum: 0, description: 'dollars refunded that day' }),
});
export type DashboardDay = Static<typeof DashboardDay>;

export const DashboardService = Type.Object({
  service: Type.Object({ _id: Id, name: Type.String() }),
  revenue: Type.Number({ description: 'dollars, completed orders' }),
  units: Type.Integer({ minimum: 0 }),
});
export type DashboardService = Static<typeof DashboardService>;

export const OrdersDashboard = Type.Object({
  /** The last 30 UTC days, oldest first, today last; days without orders included as zeros. */
  days: Type.Array(DashboardDay),
  /** Up to 5 services by revenue of completed orders created this UTC month, highest first. */
  topServices: Type.Array(DashboardService),
  /** The pending order waiting longest, or null when none is pending. */
  oldestPending: Type.Union([Type.Object({ _id: Id, name: Type.String(), createdAt: Timestamp }), Type.Null()]),
});
export type OrdersDashboard = Static<typeof OrdersDashboard>;

/**
 * One order's change as the live queue reports it: `from` null is a new order, `to` null a
 * deleted one.
 */
export const OrderChange = Type.Object({
  orderId: Id,
  from: Type.Union([OrderStatus, Type.Null()]),
  to: Type.Union([OrderStatus, Type.Null()]),
});
export type OrderChange = Static<typeof OrderChange>;

/** The data of an `orders` event: the changes one statement committed (`more`: it made more than listed; refetch). */
export const OrderChangesEvent = Type.Object({
  changes: Type.Array(OrderChange),
  more: Type.Boolean(),
});
export type OrderChangesEvent = Static<typeof OrderChangesEvent>;

export const Service = Type.Object({
  _id: Id,
  name: Type.String(),
  type: ServiceType,
  country: Type.Union([Country, Type.Null()]),
  price: Type.Number({ description: 'dollars' }),
  logo: Type.Union([Type.String(), Type.Null()]),
  shortDescription: Type.String(),
  benefits: Type.Array(Type.String()),
  linkOrApk: LinkOrApk,
  link: Type.Union([Type.String(), Type.Null()]),
  isActive: Type.Boolean(),
  serial: Type.Integer(),
  slug: Type.String(),
  delivery: DeliveryMode,
  ...stamps,
});
export type Service = Static<typeof Service>;

/**
 * A stock-delivered service's credentials: how many can still be handed out, and whether that is
 * low (fewer than the configured days of its recent completed orders, or under the minimum).
 * Null for manual services.
 */
export const ServiceStock = Type.Union([
  Type.Object({ available: Type.Integer({ minimum: 0 }), low: Type.Boolean() }),
  Type.Null(),
]);
export type ServiceStock = Static<typeof ServiceStock>;

/** A service as the list shows it: with its stock. */
export const ServiceListEntry = Type.Composite([Service, Type.Object({ stock: ServiceStock })]);
export type ServiceListEntry = Static<typeof ServiceListEntry>;

/** A credential as listed: the password is never part of a list. */
export const ServiceCredentialSummary = Type.Object({
  _id: Id,
  service: Id,
  serviceName: Type.String(),
  userId: Type.Union([Type.String(), Type.Null()]),
  isUsed: Type.Boolean(),
  /** Reported bad when a delivery was replaced: never handed out again, kept for the record. */
  isBad: Type.Boolean(),
  /** Why it was reported bad (the replacement's reason); null unless bad. */
  badReason: Type.Union([Type.String(), Type.Null()]),
  isActive: Type.Boolean(),
  /** The order it was handed out for, and to whom; null while in stock (or used before deliveries were kept). */
  deliveredTo: Type.Union([
    Type.Object({ order: Id, orderStatus: OrderStatus, email: Type.String(), deliveredAt: Timestamp }),
    Type.Null(),
  ]),
  ...stamps,
});
export type ServiceCredentialSummary = Static<typeof ServiceCredentialSummary>;

/** A single credential: decrypted password included; each read is audited. */
export const ServiceCredential = Type.Composite([ServiceCredentialSummary, Type.Object({ password: Type.String() })]);
export type ServiceCredential = Static<typeof ServiceCredential>;

export const ServiceSetupGuide = Type.Object({
  _id: Id,
  type: ServiceType,
  image: Type.String(),
  serial: Type.Integer(),
  isActive: Type.Boolean(),
  ...stamps,
});
export type ServiceSetupGuide = Static<typeof ServiceSetupGuide>;
