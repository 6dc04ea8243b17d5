import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('says a moment to the day, the minute or the second', () => {
    expect(formatDateTime('2026-01-01T10:00:05Z', 'day', 'UTC')).toBe('1 Jan 2026');
    expect(formatDateTime('2026-01-01T10:00:05Z', 'minute', 'UTC')).toBe('1 Jan 2026, 10:00');
    expect(formatDateTime('2026-01-01T10:00:05Z', 'second', 'UTC')).toBe('1 Jan 2026, 10:00:05');
  });

  it('writes it in the time zone it is told', () => {
    expect(formatDateTime('2026-01-01T23:30:00Z', 'minute', 'Asia/Tokyo')).toBe('2 Jan 2026, 08:30');
  });

  it('makes a format once per precision and time zone, however many dates it writes', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let day = 1; day <= 20; day++) formatDateTime(`2026-03-${String(day).padStart(2, '0')}T12:00:00Z`, 'second', 'Europe/Paris');
      formatDateTime('2026-03-01T12:00:00Z', 'second', 'America/Chicago');
      expect(made).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
    }
  });
});
