import { fontSize, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { OrdersDashboardCards } from './orders-dashboard-cards';

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
  return (
    <Page aria-labelledby="orders-dashboard-title">
      <h1 id="orders-dashboard-title">Orders</h1>
      <OrdersDashboardCards />
    </Page>
  );
}
