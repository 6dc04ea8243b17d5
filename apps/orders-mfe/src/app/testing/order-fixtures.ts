import type { Order, OrderStatus } from '@shopdesk/contracts';

let serial = 0;

/** A UUID that differs in its first 10 characters from every other one made here. */
function nextId(): string {
  serial += 1;
  return `${serial.toString(16).padStart(8, '0')}-aaaa-4bbb-8ccc-${serial.toString(16).padStart(12, '0')}`;
}

/** An order of `status`; each call gives a new id and name. */
export function makeOrder(status: OrderStatus, fields: Partial<Order> = {}): Order {
  const _id = nextId();
  return {
    _id,
    name: `Customer ${serial}`,
    email: `customer${serial}@example.com`,
    phone: '+971 50 000 0000',
    total: 10 + serial,
    transactionId: `TXN-${String(serial).padStart(12, '0')}`,
    paymentMethod: 'card',
    orderStatus: status,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...fields,
  };
}
