import { formatDollars } from '@shopdesk/ui-kit';
import { REFUND_REASONS, type TimelineEvent } from '@shopdesk/contracts';
import { exactDateTime } from '../../../lib/created-at';

type EventOf<K extends TimelineEvent['kind']> = Extract<TimelineEvent, { kind: K }>;

const credentialText = ({ service, userId }: { service: string; userId: string | null }) =>
  userId ? `${service} credential (User ID ${userId})` : `${service} credential`;

const EMAIL_TITLES: Record<EventOf<'email'>['emailKind'], string> = {
  delivery: 'Delivery e-mail',
  replacement: 'Replacement e-mail',
  resend: 'Delivery e-mail sent again',
};

/**
 * What happened, in one line, as the order's timeline heads each event.
 *
 * @example timelineTitle({ kind: 'refund', amount: 5, reason: 'not_working', ... }) // 'Refunded $5.00: Not working'
 */
export function timelineTitle(event: TimelineEvent): string {
  switch (event.kind) {
    case 'created':
      if (event.storefrontKey) return `Order received from the storefront (${event.storefrontKey})`;
      return event.by ? `Order entered by ${event.by.name}` : 'Order created';
    case 'status':
      return event.to === 'completed' ? 'Completed' : event.to === 'cancelled' ? 'Cancelled' : 'Back to pending';
    case 'delivered':
      return `Delivered the ${credentialText(event)}`;
    case 'replaced':
      return `Replaced the ${credentialText(event)}: ${event.reason}`;
    case 'email':
      return `${EMAIL_TITLES[event.emailKind]} to ${event.to}`;
    case 'email_changed':
      return `E-mail address corrected from ${event.from} to ${event.to}`;
    case 'refund':
      return `Refunded ${formatDollars(event.amount)}: ${REFUND_REASONS[event.reason]}`;
    case 'revoked':
      return `Revoked the ${credentialText(event)}: disable it at the provider`;
    case 'note':
      return event.note.editedAt ? 'Note (edited)' : 'Note';
  }
}

/**
 * How an e-mail of the timeline went: queued (with the last failure while it is retried), sent
 * (when), or failed (why).
 *
 * @example emailStatusText({ status: 'failed', error: '550 mailbox unavailable', ... }) // 'Failed: 550 mailbox unavailable'
 */
export function emailStatusText(event: Pick<EventOf<'email'>, 'status' | 'sentAt' | 'error'>, timeZone?: string): string {
  switch (event.status) {
    case 'pending':
      return event.error ? `Queued, retrying after: ${event.error}` : 'Queued';
    case 'sent':
      return event.sentAt ? `Sent ${exactDateTime(event.sentAt, timeZone)}` : 'Sent';
    case 'failed':
      return event.error ? `Failed: ${event.error}` : 'Failed';
  }
}

/** Who did it, as the timeline says under each event: an employee, the storefront, or the shop itself. */
export function timelineActor(event: TimelineEvent): string | null {
  if (event.kind === 'note') return event.note.author.name;
  if (event.kind === 'created' && event.storefrontKey) return 'Storefront';
  if ('by' in event) return event.by?.name ?? null;
  return null;
}

/** Whether any e-mail of the timeline is still on its way (the tab then reads it again until none is). */
export const hasQueuedEmail = (events: readonly TimelineEvent[]) => events.some((event) => event.kind === 'email' && event.status === 'pending');
