import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@shopdesk/contracts';
import type { Random } from './random';

export const DEMO_ORDER_COUNT = 300;
const DAYS = 90;
const HOUR_MS = 3600_000;

const FIRST_NAMES = [
  'Ahmed', 'Fatima', 'Omar', 'Layla', 'Yousef', 'Mariam', 'Khalid', 'Noura', 'Hassan', 'Aisha', 'Sara', 'Rami',
  'Huda', 'Tariq', 'Zainab', 'Ali', 'Reem', 'Faisal', 'Daniel', 'Priya', 'Arjun', 'Maria', 'James', 'Emily',
];
const LAST_NAMES = [
  'Al Mansouri', 'Al Harbi', 'Haddad', 'Khan', 'Rahman', 'Smith', 'Othman', 'Nasser', 'Qureshi', 'Al Zahrani',
  'Fernandes', 'Patel', 'Saleh', 'Karim', 'Al Shamsi', 'Johnson',
];
const MAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'hotmail.com'];
const PAYMENT_METHODS = ['Card', 'Card', 'Card', 'Apple Pay', 'PayPal', 'Bank Transfer'] as const;
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const BASE62 = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export interface SellableService {
  id: string;
  priceCents: number;
}

export interface DemoOrder {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  totalCents: number;
  transactionId: string | null;
  paymentMethod: string;
  status: OrderStatus;
  createdAt: Date;
  updatedAt: Date;
}

export interface DemoOrderItem {
  id: string;
  orderId: string;
  serviceId: string;
  quantity: number;
  priceCents: number;
  createdAt: Date;
}

function status(random: Random): OrderStatus {
  const roll = random.next();
  return roll < 0.2 ? 'pending' : roll < 0.85 ? 'completed' : 'cancelled';
}

function phone(random: Random): string | null {
  if (random.chance(0.15)) return null;
  return random.chance(0.55)
    ? `+971 5${random.int(0, 8)} ${random.int(100, 999)} ${random.int(1000, 9999)}`
    : `+966 5${random.int(0, 9)} ${random.int(100, 999)} ${random.int(1000, 9999)}`;
}

function transactionId(random: Random, method: string, status: OrderStatus): string | null {
  // Pending bank transfers often have no reference yet; a few others lost theirs.
  if ((status === 'pending' && method === 'Bank Transfer') || random.chance(0.08)) return null;
  switch (method) {
    case 'PayPal':
      return random.text(ALNUM, 17);
    case 'Bank Transfer':
      return `BT-${random.int(10000000, 99999999)}`;
    default:
      return `ch_${random.text(BASE62, 24)}`;
  }
}

/** About 300 orders over the last 90 days, most with one item, some with two. */
export function demoOrders(random: Random, services: readonly SellableService[], now = Date.now()) {
  const orders: DemoOrder[] = [];
  const items: DemoOrderItem[] = [];
  for (let n = 0; n < DEMO_ORDER_COUNT; n++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const createdAt = new Date(now - random.next() * DAYS * 24 * HOUR_MS);
    const orderStatus = status(random);
    const handledAt = new Date(Math.min(now, createdAt.getTime() + random.int(1, 48) * HOUR_MS));
    const id = randomUUID();
    const lines = random.chance(0.2) ? 2 : 1;
    let totalCents = 0;
    for (let line = 0; line < lines; line++) {
      const service = random.pick(services);
      const quantity = random.chance(0.85) ? 1 : random.int(2, 3);
      totalCents += service.priceCents * quantity;
      items.push({ id: randomUUID(), orderId: id, serviceId: service.id, quantity, priceCents: service.priceCents, createdAt });
    }
    const paymentMethod = random.pick(PAYMENT_METHODS);
    orders.push({
      id,
      name: `${first} ${last}`,
      email: `${first}.${last.replace(/\s+/g, '')}${random.int(1, 99)}@${random.pick(MAIL_DOMAINS)}`.toLowerCase(),
      phone: phone(random),
      totalCents,
      transactionId: transactionId(random, paymentMethod, orderStatus),
      paymentMethod,
      status: orderStatus,
      createdAt,
      updatedAt: orderStatus === 'pending' ? createdAt : handledAt,
    });
  }
  return { orders, items };
}
