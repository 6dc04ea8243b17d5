import { errorMessage, useOrderCounts } from '@shopdesk/api-client';
import { ORDER_STATUSES } from '@shopdesk/contracts';
import { Card, CardGrid, ErrorNotice, fontSize, Loader, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { badgeCount } from '../utils/order-counts';
import { orderListPath, STATUS_TITLES } from '../utils/order-status';

const ORDERS = { one: 'order', other: 'orders' };

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space('xl')};
  h1 {
    font-size: ${fontSize('xxl')};
  }
`;

/** `dashboard`: one card per order status with its count, each leading to that status's list. */
export function OrdersDashboard() {
  const counts = useOrderCounts();
  return (
    <Page aria-labelledby="orders-dashboard-title">
      <h1 id="orders-dashboard-title">Orders</h1>
      {counts.isPending && <Loader label="Loading order counts" />}
      {counts.isError && (
        <ErrorNotice
          message={errorMessage(counts.error, 'Could not load the order counts')}
          onRetry={() => void counts.refetch()}
        />
      )}
      {counts.data && (
        <CardGrid>
          {ORDER_STATUSES.map((status) => (
            <Card
              key={status}
              title={STATUS_TITLES[status]}
              count={badgeCount(counts.data[status])}
              countUnit={ORDERS}
              to={orderListPath(status)}
            />
          ))}
        </CardGrid>
      )}
    </Page>
  );
}
