import type { AccountSession } from '@shopdesk/contracts';
import type { Static } from '@sinclair/typebox';
import { formatDateTime } from '@shopdesk/ui-kit';

export type Session = Static<typeof AccountSession>;

/** How a session's device reads: 'Chrome 131 on Windows 10'; 'Unknown browser' when its browser did not say. */
export function deviceName(session: Pick<Session, 'browser' | 'os'>): string {
  return [session.browser ?? 'Unknown browser', session.os].filter(Boolean).join(' on ');
}

/**
 * A moment to the minute, in the employee's time zone unless told.
 *
 * @example sessionTime('2026-05-01T10:00:05Z', 'UTC') // '1 May 2026, 10:00'
 */
export function sessionTime(iso: string, timeZone?: string): string {
  return formatDateTime(iso, 'minute', timeZone);
}
