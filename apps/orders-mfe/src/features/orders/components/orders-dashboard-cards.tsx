import { errorMessage, useOrderCounts } from '@shopdesk/api-client';
import { ORDER_STATUSES, type OrderStatus } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { Card, CardGrid, ErrorNotice, Loader } from '@shopdesk/ui-kit';
import { STATUS_TITLES } from '../../../lib/order-status';
import { badgeCount } from '../utils/order-counts';

const ORDERS = { one: 'order', other: 'orders' };

/** The list of one status, absolute: the cards also show outside the section (the shell's dashboard). */
const listUrl = (status: OrderStatus) => `${SECTIONS.orders.mountPath}/orderByStatus?status=${status}`;

/**
 * One card per order status with its count badge, each leading to that status's list; a loader
 * meanwhile and a Retry when the counts cannot load. The orders dashboard and the section's
 * summary on the shell's dashboard both show it.
 *
 * @example <OrdersDashboardCards />
 */
export function OrdersDashboardCards() {
  const counts = useOrderCounts();
  if (counts.isPending) return <Loader label="Loading order counts" />;
  if (counts.isError) {
    return (
      <ErrorNotice message={errorMessage(counts.error, 'Could not load the order counts')} onRetry={() => void counts.refetch()} />
    );
  }
  return (
    <CardGrid>
      {ORDER_STATUSES.map((status) => (
        <Card
          key={status}
          title={STATUS_TITLES[status]}
          count={badgeCount(counts.data[status])}
          countUnit={ORDERS}
          to={listUrl(status)}
        />
      ))}
    </CardGrid>
  );
}
