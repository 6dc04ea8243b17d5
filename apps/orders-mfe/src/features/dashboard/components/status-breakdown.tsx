import { errorMessage, useOrderCounts } from '@shopdesk/api-client';
import { ORDER_STATUSES, type OrderStatus } from '@shopdesk/contracts';
import { color, ErrorNotice, fontSize, Loader, radius, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { STATUS_TITLES } from '../../../lib/order-status';
import { ordersText } from '../utils/day-figures';
import { shareOf } from '../utils/share';

// Each status its own colour, the badge tones of the rest of the app; the legend names each, so
// colour is never the only way to tell them apart.
const STATUS_COLORS = { pending: 'warning', completed: 'success', cancelled: 'danger' } as const;

const Bar = styled.div`
  display: flex;
  height: 14px;
  overflow: hidden;
  background: ${color('surfaceMuted')};
  border-radius: ${radius('pill')};
`;

const Segment = styled.span<{ $status: OrderStatus; $share: number }>`
  flex: 0 0 ${({ $share }) => $share * 100}%;
  background: ${({ $status }) => color(STATUS_COLORS[$status])};
`;

const Legend = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space('xs')};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${space('sm')};
  }
`;

const Swatch = styled.span<{ $status: OrderStatus }>`
  flex: none;
  width: 10px;
  height: 10px;
  background: ${({ $status }) => color(STATUS_COLORS[$status])};
  border-radius: 2px;
`;

const Figure = styled.span`
  margin-left: auto;
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/**
 * Every order by status: one bar split by share, then each status with its count and share.
 * No links: the count cards above lead to the lists. The live counts (useOrderCounts), so it
 * follows the queue.
 *
 * @example <DashboardPanel title="Orders by status"><StatusBreakdown /></DashboardPanel>
 */
export function StatusBreakdown() {
  const counts = useOrderCounts();
  if (counts.isPending) return <Loader label="Loading order counts" />;
  if (counts.isError) {
    return <ErrorNotice message={errorMessage(counts.error, 'Could not load the order counts')} onRetry={() => void counts.refetch()} />;
  }
  const total = ORDER_STATUSES.reduce((sum, status) => sum + counts.data[status], 0);
  return (
    <>
      <Bar aria-hidden="true">
        {ORDER_STATUSES.map((status) => (
          <Segment key={status} $status={status} $share={shareOf(counts.data[status], total)} />
        ))}
      </Bar>
      <Legend>
        {ORDER_STATUSES.map((status) => (
          <li key={status}>
            <Swatch $status={status} aria-hidden="true" />
            <span>{STATUS_TITLES[status]}</span>
            <Figure>
              {ordersText(counts.data[status])} · {Math.round(shareOf(counts.data[status], total) * 100)}%
            </Figure>
          </li>
        ))}
      </Legend>
    </>
  );
}
