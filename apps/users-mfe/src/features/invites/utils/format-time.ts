const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A timestamp as the employee reads it, in their own time zone.
 *
 * @example formatTime('2026-01-08T10:00:00.000Z') // '8 Jan 2026, 10:00' in UTC
 */
export const formatTime = (iso: string) => DATE_TIME.format(new Date(iso));
