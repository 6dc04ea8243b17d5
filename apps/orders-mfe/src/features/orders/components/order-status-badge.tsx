import type { OrderStatus } from '@shopdesk/contracts';
import { Badge, type BadgeTone } from '@shopdesk/ui-kit';
import { STATUS_TITLES } from '../../../lib/order-status';

const TONES: Record<OrderStatus, BadgeTone> = { pending: 'warning', completed: 'success', cancelled: 'neutral' };

/** An order's status as a coloured pill. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONES[status]}>{STATUS_TITLES[status]}</Badge>;
}
