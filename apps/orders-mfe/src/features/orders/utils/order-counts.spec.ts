import { badgeCount } from './order-counts';

describe('badgeCount', () => {
  it('shows a badge only above 0', () => {
    expect(badgeCount(1)).toBe(1);
    expect(badgeCount(300)).toBe(300);
    expect(badgeCount(0)).toBeUndefined();
  });
});
