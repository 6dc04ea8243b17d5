import { dateOnly, exactDateTime, orderAge, shortOrderAge } from './created-at';

const at = Date.parse('2026-01-01T10:00:00.000Z');
const after = (ms: number) => at + ms;

describe('orderAge', () => {
  it('reads minutes, hours and days as a queue does', () => {
    const created = '2026-01-01T10:00:00.000Z';
    expect(orderAge(created, after(30_000))).toBe('just now');
    expect(orderAge(created, after(12 * 60_000 + 30_000))).toBe('12 min ago');
    expect(orderAge(created, after(60 * 60_000))).toBe('1 hour ago');
    expect(orderAge(created, after(5 * 60 * 60_000))).toBe('5 hours ago');
    expect(orderAge(created, after(24 * 60 * 60_000))).toBe('1 day ago');
    expect(orderAge(created, after(3 * 24 * 60 * 60_000))).toBe('3 days ago');
  });

  it('says just now for an order stamped a little ahead of this clock', () => {
    expect(orderAge('2026-01-01T10:00:05.000Z', at)).toBe('just now');
  });
});

describe('exactDateTime and dateOnly', () => {
  it('show the date and time, or the date', () => {
    expect(exactDateTime('2026-01-01T10:05:00.000Z', 'UTC')).toBe('1 Jan 2026, 10:05');
    expect(dateOnly('2026-01-01T10:05:00.000Z', 'UTC')).toBe('1 Jan 2026');
  });
});

describe('shortOrderAge', () => {
  const created = '2026-01-01T10:00:00.000Z';
  const after = (ms: number) => Date.parse(created) + ms;

  it('says the same as orderAge in a phone column: now, minutes, hours, days', () => {
    expect([30_000, 12 * 60_000, 5 * 60 * 60_000, 3 * 24 * 60 * 60_000].map((ms) => shortOrderAge(created, after(ms)))).toEqual(['now', '12m', '5h', '3d']);
    expect(shortOrderAge(created, after(-5_000))).toBe('now');
  });
});
