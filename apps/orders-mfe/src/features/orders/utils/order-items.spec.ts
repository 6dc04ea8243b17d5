import { itemAmount, itemsTotal, serviceNames } from './order-items';

const item = (name: string, quantity: number, price: number) => ({
  _id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  quantity,
  price,
  service: { _id: '3f0c9a7e-5b1d-4c2a-8e6f-0a1b2c3d4e5f', name, delivery: 'stock' as const },
});

describe('itemAmount', () => {
  it('is the price times the quantity, without float drift', () => {
    expect(itemAmount(item('A', 3, 0.1))).toBe(0.3);
    expect(itemAmount(item('A', 2, 4.5))).toBe(9);
  });
});

describe('itemsTotal', () => {
  it('sums every line', () => {
    expect(itemsTotal([item('A', 2, 4.5), item('B', 1, 25), item('C', 3, 0.1)])).toBe(34.3);
  });

  it('is 0 without items', () => {
    expect(itemsTotal([])).toBe(0);
  });
});

describe('serviceNames', () => {
  it('names every service, in order', () => {
    expect(serviceNames([item('Falcon VPN', 1, 5), item('Dollar Card', 2, 25)])).toBe('Falcon VPN, Dollar Card');
  });

  it('is null (N/A) without items', () => {
    expect(serviceNames([])).toBeNull();
  });
});
