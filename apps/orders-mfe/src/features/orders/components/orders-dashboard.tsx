import { errorMessage } from '@shopdesk/api-client';
import { ORDER_STATUSES } from '@shopdesk/contracts';
import { Button, Card, CardGrid, color, fontSize, Loader, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { useOrderCounts } from '../api/get-order-counts';
import { badgeCount } from '../utils/order-counts';
import { orderListPath, STATUS_TITLES } from '../utils/order-status';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space('xl')};
  h1 {
    font-size: ${fontSize('xxl')};
  }
`;

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('md')};
  color: ${color('danger')};
`;

/** `dashboard`: one card per order status with its count, each leading to that status's list. */
export function OrdersDashboard() {
  const counts = useOrderCounts();
  return (
    <Page aria-labelledby="orders-dashboard-title">
      <h1 id="orders-dashboard-title">Orders</h1>
      {counts.isPending && <Loader label="Loading order counts" />}
      {counts.isError && (
        <Failure role="alert">
          {errorMessage(counts.error, 'Could not load the order counts')}
          <Button variant="secondary" size="sm" onClick={() => void counts.refetch()}>
            Retry
          </Button>
        </Failure>
      )}
      {counts.data && (
        <CardGrid>
          {ORDER_STATUSES.map((status) => (
            <Card
              key={status}
              title={STATUS_TITLES[status]}
              count={badgeCount(counts.data[status])}
              to={orderListPath(status)}
            />
          ))}
        </CardGrid>
      )}
    </Page>
  );
}
