import { listedOrder, makeOrder } from '@shopdesk/testing';
import { serviceSummary } from './order-columns';

describe('the Service column', () => {
  const order = makeOrder('pending');

  it("names the first item's service, how many more items there are and the units ordered", () => {
    expect(serviceSummary(listedOrder(order, 'Falcon VPN'))).toBe('Falcon VPN');
    expect(serviceSummary(listedOrder(order, 'Falcon VPN', { units: 2 }))).toBe('Falcon VPN ×2');
    expect(serviceSummary({ ...listedOrder(order, 'Falcon VPN', { units: 4 }), itemCount: 3 })).toBe('Falcon VPN +2 · 4 units');
  });

  it('has nothing to name for an order without items (shown as N/A)', () => {
    expect(serviceSummary(listedOrder(order))).toBeNull();
  });
});
