import { errorMessage, useOrderCounts } from '@shopdesk/api-client';
import { Card, CardGrid, ErrorNotice, fontSize, Loader, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space('xl')};
  h1 {
    font-size: ${fontSize('xxl')};
  }
  h2 {
    margin-bottom: ${space('md')};
    font-size: ${fontSize('lg')};
  }
`;

const ORDER_CARDS = [
  { title: 'Pending', status: 'pending' },
  { title: 'Completed', status: 'completed' },
  { title: 'Cancelled', status: 'cancelled' },
] as const;

const ORDERS = { one: 'order', other: 'orders' };

const SECTION_CARDS = [
  { title: 'Users', to: '/main/users', description: 'Employees and employee invites' },
  { title: 'Services', to: '/main/services', description: 'Services, credentials and setup guides' },
  { title: 'Orders', to: '/main/orders', description: 'The order queue by status' },
];

/** `/main/dashboard`: the order counts by status and a way into each section (DESIGN §8). */
export function DashboardPage() {
  const counts = useOrderCounts();
  return (
    <Page>
      <h1>Dashboard</h1>
      <section aria-labelledby="dashboard-orders">
        <h2 id="dashboard-orders">Orders</h2>
        {counts.isPending && <Loader label="Loading order counts" />}
        {counts.isError && (
          <ErrorNotice
            message={errorMessage(counts.error, 'Could not load the order counts')}
            onRetry={() => void counts.refetch()}
          />
        )}
        {counts.data && (
          <CardGrid>
            {ORDER_CARDS.map(({ title, status }) => (
              <Card
                key={status}
                title={title}
                count={counts.data[status]}
                countUnit={ORDERS}
                to={`/main/orders/orderByStatus?status=${status}`}
              />
            ))}
          </CardGrid>
        )}
      </section>
      <section aria-labelledby="dashboard-sections">
        <h2 id="dashboard-sections">Sections</h2>
        <CardGrid>
          {SECTION_CARDS.map((card) => (
            <Card key={card.title} {...card} />
          ))}
        </CardGrid>
      </section>
    </Page>
  );
}
