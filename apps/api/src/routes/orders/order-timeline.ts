import type { OrderStatus, TimelineEvent } from '@shopdesk/contracts';
import type { Queryable } from '../../db/database';
import { findOrderStoryRows, type AuditRow } from '../../repositories/audit-log';
import { findOrderDeliveries } from '../../repositories/credential-deliveries';
import { findOrderEmails } from '../../repositories/order-emails';
import { findOrderNotes } from '../../repositories/order-notes';
import { findOrderRefunds } from '../../repositories/order-refunds';
import { findOrder } from '../../repositories/orders';
import { notFound } from '../../errors';
import { centsToDollars } from '../../lib/money';
import { toOrderNote } from './order-notes';

/**
 * A credential's user id as the timeline names it: enough to tell it apart, not enough to use it.
 *
 * @example maskUserId('falcon-user-4821') // 'fa•••21'
 */
export function maskUserId(userId: string | null): string | null {
  if (userId === null) return null;
  if (userId.length <= 4) return '•••';
  const shown = userId.length <= 8 ? 1 : 2;
  return `${userId.slice(0, shown)}•••${userId.slice(-shown)}`;
}

const ORDER_ACTIONS = ['order.create', 'order.complete', 'order.cancel', 'order.email_change'] as const;
const STATUS_OF: Record<string, OrderStatus> = { 'order.complete': 'completed', 'order.cancel': 'cancelled' };

const someone = (id: string | null, name: string | null) => (id && name !== null ? { _id: id, name } : null);
const byOf = (row: AuditRow) => someone(row.actor_id, row.actor_name);

/** What an audit row of the order (or of a replacement) adds to the story; null for none. */
function auditEvent(row: AuditRow, replacedBy: Map<string, AuditRow>): TimelineEvent | null {
  const at = row.created_at.toISOString();
  const after = (row.after ?? {}) as Record<string, unknown>;
  const before = (row.before ?? {}) as Record<string, unknown>;
  switch (row.action) {
    case 'order.complete':
    case 'order.cancel':
      return { kind: 'status', at, by: byOf(row), from: 'pending', to: STATUS_OF[row.action] };
    case 'order.email_change':
      return { kind: 'email_changed', at, by: byOf(row), from: String(before.email ?? ''), to: String(after.email ?? '') };
    case 'credential.replace':
      replacedBy.set(row.entity_id as string, row);
      return null;
    default:
      return null;
  }
}

/**
 * Everything that happened to an order, newest first, read from the rows that record each thing:
 * the order itself, its audit rows, deliveries, e-mails (order_emails and the outbox), refunds and
 * notes. An order has tens of these, each read through an index on the order's id.
 */
export async function orderTimeline(db: Queryable, orderId: string): Promise<TimelineEvent[]> {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound('Order');
  const [deliveries, emails, refunds, notes] = [
    await findOrderDeliveries(db, orderId),
    await findOrderEmails(db, orderId),
    await findOrderRefunds(db, orderId),
    await findOrderNotes(db, orderId),
  ];
  const audit = await findOrderStoryRows(db, orderId, ORDER_ACTIONS, deliveries.filter((d) => d.replaced_at).map((d) => d.credential_id));

  const replacedBy = new Map<string, AuditRow>();
  const events: TimelineEvent[] = audit.map((row) => auditEvent(row, replacedBy)).filter((e): e is TimelineEvent => e !== null);

  const created = audit.find((row) => row.action === 'order.create');
  const storefrontKey = (created?.after as { storefrontKey?: { name?: unknown } } | undefined)?.storefrontKey?.name;
  events.push({
    kind: 'created',
    at: order.created_at.toISOString(),
    by: created ? byOf(created) : null,
    storefrontKey: typeof storefrontKey === 'string' ? storefrontKey : null,
  });

  for (const d of deliveries) {
    const credential = { service: d.service_name, userId: maskUserId(d.user_id) };
    events.push({ kind: 'delivered', at: d.created_at.toISOString(), ...credential });
    if (d.replaced_at) {
      const by = replacedBy.get(d.credential_id);
      events.push({ kind: 'replaced', at: d.replaced_at.toISOString(), by: by ? byOf(by) : null, ...credential, reason: d.replace_reason ?? '' });
    }
    if (d.revoked_at) events.push({ kind: 'revoked', at: d.revoked_at.toISOString(), ...credential });
  }
  for (const e of emails) {
    events.push({
      kind: 'email',
      at: e.created_at.toISOString(),
      by: someone(e.actor_id, e.actor_name),
      emailKind: e.kind,
      to: e.to_address,
      status: e.status,
      sentAt: e.sent_at?.toISOString() ?? null,
      error: e.last_error,
    });
  }
  for (const r of refunds) {
    events.push({ kind: 'refund', at: r.created_at.toISOString(), by: someone(r.actor_id, r.actor_name), amount: centsToDollars(r.amount_cents), reason: r.reason, note: r.note });
  }
  for (const n of notes) events.push({ kind: 'note', at: n.created_at.toISOString(), note: toOrderNote(n) });

  return events.sort(newestFirst);
}

/**
 * Newest first; things of one instant (a completion, its deliveries, its e-mail share the
 * transaction's time) in the order they happened, read backwards.
 */
const HAPPENED_ORDER: Record<TimelineEvent['kind'], number> = {
  created: 0,
  status: 1,
  replaced: 2,
  delivered: 3,
  email_changed: 4,
  email: 5,
  refund: 6,
  revoked: 7,
  note: 8,
};

function newestFirst(a: TimelineEvent, b: TimelineEvent): number {
  return b.at.localeCompare(a.at) || HAPPENED_ORDER[b.kind] - HAPPENED_ORDER[a.kind];
}
