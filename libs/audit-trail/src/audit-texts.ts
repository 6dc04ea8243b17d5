import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from '@shopdesk/contracts';
import { formatDateTime } from '@shopdesk/ui-kit';

/** How the audit log says an action: 'Completed an order'; a kind it does not know, as stored. */
export const actionLabel = (action: string): string => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;

/** How the audit log says a record type: 'Setup guide'. */
export const recordTypeLabel = (entity: string): string => (AUDIT_RECORD_TYPES as Record<string, string>)[entity] ?? entity;

/**
 * Who did it: the employee, else who acts without one: a storefront's order, someone not signed
 * in (a sign-in, a reset), or the server itself (its first start, the command line).
 */
export function actorLabel(entry: { actor: { name: string } | null; action: string }): string {
  if (entry.actor) return entry.actor.name;
  if (entry.action === 'order.create') return 'The storefront';
  return entry.action.startsWith('auth.') ? 'Not signed in' : 'The server';
}

/** One field of a change: what it was (absent when new) and what it became (absent when gone). */
export interface ChangeLine {
  field: string;
  from?: string;
  to?: string;
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const show = (value: unknown): string => {
  if (value === null) return 'none';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/**
 * A row's change as one line per field: before → after where both are given and differ, the new
 * value alone for what the row records once (a count, an e-mail), the old one for what went away.
 *
 * @example changeLines({ level: 'agent' }, { level: 'manager' }) // [{ field: 'level', from: 'agent', to: 'manager' }]
 */
export function changeLines(before: unknown, after: unknown): ChangeLine[] {
  const was = asObject(before);
  const is = asObject(after);
  const lines: ChangeLine[] = [];
  for (const field of new Set([...Object.keys(was), ...Object.keys(is)])) {
    const inBefore = field in was;
    const inAfter = field in is;
    if (inBefore && inAfter && show(was[field]) === show(is[field])) continue;
    lines.push({
      field,
      ...(inBefore ? { from: show(was[field]) } : {}),
      ...(inAfter ? { to: show(is[field]) } : {}),
    });
  }
  return lines;
}

/**
 * The moment of a row, to the second, in the employee's time zone unless told.
 *
 * @example auditTime('2026-05-01T10:00:05Z', 'UTC') // '1 May 2026, 10:00:05'
 */
export function auditTime(iso: string, timeZone?: string): string {
  return formatDateTime(iso, 'second', timeZone);
}
