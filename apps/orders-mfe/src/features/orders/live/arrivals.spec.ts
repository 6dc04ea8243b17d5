import { arrivalsIn, departuresFrom, unseenText } from './arrivals';

const A = 'a0000000-0000-4000-8000-000000000001';
const B = 'a0000000-0000-4000-8000-000000000002';
const C = 'a0000000-0000-4000-8000-000000000003';

describe('arrivals and departures', () => {
  const changes = [
    { orderId: A, from: null, to: 'pending' as const },
    { orderId: B, from: 'pending' as const, to: 'completed' as const },
    { orderId: C, from: 'pending' as const, to: null },
  ];

  it('a new order arrives in its status; a completion leaves pending and arrives in completed', () => {
    expect(arrivalsIn('pending', changes)).toEqual([A]);
    expect(arrivalsIn('completed', changes)).toEqual([B]);
    expect(departuresFrom('pending', changes)).toEqual([B, C]);
    expect(departuresFrom('cancelled', changes)).toEqual([]);
  });

  it('in the list of every status, only a new order arrives and only a deleted one leaves', () => {
    expect(arrivalsIn('all', changes)).toEqual([A]);
    expect(departuresFrom('all', changes)).toEqual([C]);
  });

  it('words the notice by how many arrived, or says orders changed when it cannot count', () => {
    expect(unseenText({ ids: new Set([A]), unknown: false })).toBe('1 new order');
    expect(unseenText({ ids: new Set([A, B, C]), unknown: true })).toBe('3 new orders');
    expect(unseenText({ ids: new Set(), unknown: true })).toBe('Orders have changed');
    expect(unseenText({ ids: new Set(), unknown: false })).toBeNull();
  });
});
