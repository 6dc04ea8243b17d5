import { orderListPath, parseOrderStatus } from './order-status';

describe('parseOrderStatus', () => {
  it.each(['pending', 'completed', 'cancelled'] as const)('accepts %s', (status) => {
    expect(parseOrderStatus(status)).toBe(status);
  });

  it.each([null, '', 'Pending', 'canceled', 'shipped'])('refuses %p', (raw) => {
    expect(parseOrderStatus(raw)).toBeNull();
  });
});

describe('orderListPath', () => {
  it('points at the list filtered by that status', () => {
    expect(orderListPath('completed')).toBe('../orderByStatus?status=completed');
  });
});
