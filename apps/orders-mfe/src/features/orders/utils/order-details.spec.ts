import type { SingleOrder } from '@shopdesk/contracts';
import { orderDetails } from './order-details';

const order: SingleOrder['order'] = {
  _id: '3f0c9a7e-5b1d-4c2a-8e6f-0a1b2c3d4e5f',
  name: 'Omar Haddad',
  email: 'omar@example.com',
  phone: '+971 50 123 4567',
  total: 24.5,
  transactionId: 'TXN-1234567890',
  paymentMethod: 'card',
  orderStatus: 'pending',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};
const item = { _id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d', quantity: 1, price: 24.5, service: { _id: order._id, name: 'Falcon VPN', delivery: 'stock' as const } };

describe('orderDetails', () => {
  it('lists the spec fields in order, with the service name and the total in dollars', () => {
    expect(orderDetails({ order, orderItem: item, orderItems: [item], deliveries: [], duplicateOf: null, watchReason: null, stockShort: null, refunded: 0, refunds: [] })).toEqual([
      { label: 'Order ID', value: order._id },
      { label: 'Service', value: 'Falcon VPN' },
      { label: 'Name', value: 'Omar Haddad' },
      { label: 'Email', value: 'omar@example.com' },
      { label: 'Phone', value: '+971 50 123 4567' },
      { label: 'Total', value: '$24.50' },
      { label: 'TransactionId', value: 'TXN-1234567890' },
      { label: 'Payment Method', value: 'card' },
      { label: 'Order Status', value: 'Pending' },
    ]);
  });

  it('gives null (shown as N/A) for what the order lacks', () => {
    const details = orderDetails({
      order: { ...order, phone: null, transactionId: null, paymentMethod: null },
      orderItem: null,
      orderItems: [],
      deliveries: [],
      duplicateOf: null, watchReason: null, stockShort: null,
      refunded: 0,
      refunds: [],
    });
    const missing = details.filter((d) => d.value === null).map((d) => d.label);
    expect(missing).toEqual(['Service', 'Phone', 'TransactionId', 'Payment Method']);
  });

  it('names the service of every item when the order has several', () => {
    const vpn = { ...item, service: { _id: item.service._id, name: 'Falcon VPN', delivery: 'stock' as const } };
    const card = { ...item, _id: order._id, service: { _id: order._id, name: 'Dollar Card $25', delivery: 'manual' as const } };
    const service = orderDetails({ order, orderItem: vpn, orderItems: [vpn, card], deliveries: [], duplicateOf: null, watchReason: null, stockShort: null, refunded: 0, refunds: [] }).find((d) => d.label === 'Service');
    expect(service?.value).toBe('Falcon VPN, Dollar Card $25');
  });

  it('says how much of a refunded order was refunded, after its total', () => {
    const details = orderDetails({ order: { ...order, orderStatus: 'completed' }, orderItem: item, orderItems: [item], deliveries: [], duplicateOf: null, watchReason: null, stockShort: null, refunded: 12.25, refunds: [] });
    expect(details.map((d) => d.label).slice(5, 7)).toEqual(['Total', 'Refunds']);
    expect(details.find((d) => d.label === 'Refunds')?.value).toBe('Refunded $12.25 of $24.50');
  });
});
