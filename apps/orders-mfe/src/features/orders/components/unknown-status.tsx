import { ORDER_STATUSES } from '@shopdesk/contracts';
import { color, fontSize, space } from '@shopdesk/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { orderListPath, STATUS_TITLES } from '../utils/order-status';

const Notice = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space('md')};
  h1 {
    font-size: ${fontSize('xl')};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space('lg')};
    padding: 0;
    list-style: none;
  }
  a {
    color: ${color('primary')};
  }
`;

/** Instead of an empty table: the list route's `status` is missing or not an order status. */
export function UnknownStatus({ status }: { status: string | null }) {
  return (
    <Notice aria-labelledby="unknown-status-title">
      <h1 id="unknown-status-title">{status ? `Unknown order status "${status}"` : 'No order status given'}</h1>
      <p>Orders are listed by status. Choose one:</p>
      <ul>
        {ORDER_STATUSES.map((known) => (
          <li key={known}>
            <Link to={orderListPath(known)}>{STATUS_TITLES[known]} Orders</Link>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
