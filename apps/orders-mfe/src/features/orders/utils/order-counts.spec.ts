import { badgeCount, countsByStatus } from './order-counts';

describe('countsByStatus', () => {
  it('gives each status its count', () => {
    expect(
      countsByStatus([
        { orderStatus: 'pending', count: 12 },
        { orderStatus: 'completed', count: 250 },
        { orderStatus: 'cancelled', count: 3 },
      ]),
    ).toEqual({ pending: 12, completed: 250, cancelled: 3 });
  });

  it('counts a status the answer leaves out as 0', () => {
    expect(countsByStatus([{ orderStatus: 'completed', count: 4 }])).toEqual({ pending: 0, completed: 4, cancelled: 0 });
    expect(countsByStatus([])).toEqual({ pending: 0, completed: 0, cancelled: 0 });
  });
});

describe('badgeCount', () => {
  it('shows a badge only above 0', () => {
    expect(badgeCount(1)).toBe(1);
    expect(badgeCount(300)).toBe(300);
    expect(badgeCount(0)).toBeUndefined();
  });
});
