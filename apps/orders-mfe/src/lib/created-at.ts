import { formatDateTime } from '@shopdesk/ui-kit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * How long ago an order came in, as a queue reads it: 'just now', then minutes, hours, days.
 *
 * @example orderAge('2026-01-01T10:00:00Z', Date.parse('2026-01-01T10:12:30Z')) // '12 min ago'
 */
export function orderAge(createdAt: string, now: number): string {
  // A clock a little behind the server's would otherwise say an order is from the future.
  const elapsed = Math.max(0, now - Date.parse(createdAt));
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  return plural(Math.floor(elapsed / DAY), 'day');
}

/**
 * `orderAge` in as few characters as a phone's column has: 'now', '12m', '5h', '3d'.
 *
 * @example shortOrderAge('2026-01-01T10:00:00Z', Date.parse('2026-01-04T11:00:00Z')) // '3d'
 */
export function shortOrderAge(createdAt: string, now: number): string {
  const elapsed = Math.max(0, now - Date.parse(createdAt));
  if (elapsed < MINUTE) return 'now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  return `${Math.floor(elapsed / DAY)}d`;
}

/**
 * The date and time of a moment, in the employee's time zone unless told.
 *
 * @example exactDateTime('2026-01-01T10:00:00Z', 'UTC') // '1 Jan 2026, 10:00'
 */
export function exactDateTime(iso: string, timeZone?: string): string {
  return formatDateTime(iso, 'minute', timeZone);
}

/**
 * The date of a moment, in the employee's time zone unless told.
 *
 * @example dateOnly('2026-01-01T10:00:00Z', 'UTC') // '1 Jan 2026'
 */
export function dateOnly(iso: string, timeZone?: string): string {
  return formatDateTime(iso, 'day', timeZone);
}
