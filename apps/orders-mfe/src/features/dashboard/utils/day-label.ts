// The dashboard's days are UTC dates (the API groups by UTC day), so they are shown in UTC: in the
// employee's zone '2026-01-05' would read as 4 Jan west of Greenwich.
const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const withWeekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A dashboard day as an axis reads it.
 *
 * @example dayLabel('2026-01-05') // '5 Jan'
 */
export const dayLabel = (day: string): string => short.format(parseDay(day));

/**
 * A dashboard day with its weekday, as the value under the cursor names it.
 *
 * @example weekdayLabel('2026-01-05') // 'Mon 5 Jan'
 */
export const weekdayLabel = (day: string): string => withWeekday.format(parseDay(day)).replace(',', '');
