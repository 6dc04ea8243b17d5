import type { OrderItem } from '@shopdesk/contracts';
import { color, fontSize, fontWeight, formatDollars, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { itemAmount, itemsTotal } from '../utils/order-items';

const Table = styled.table`
  width: 100%;
  margin-top: ${space('lg')};
  border-collapse: collapse;
  font-size: ${fontSize('md')};
  caption {
    margin-bottom: ${space('xs')};
    text-align: left;
    font-weight: ${fontWeight('semibold')};
  }
  th,
  td {
    padding: ${space('xs')} ${space('sm')};
    text-align: left;
    border-bottom: 1px solid ${color('border')};
  }
  th {
    font-size: ${fontSize('sm')};
    font-weight: ${fontWeight('semibold')};
    color: ${color('textMuted')};
  }
  th:first-child,
  td:first-child {
    padding-left: 0;
  }
  /* Numbers line up on the right, where amounts are compared. */
  .number {
    text-align: right;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    color: ${color('text')};
    font-weight: ${fontWeight('semibold')};
    border-bottom: none;
  }
`;

/**
 * Every line of an order (service, quantity, price each, amount) and their sum, so a total that
 * covers several services is explained by them.
 *
 * @example <OrderItemsTable items={single.orderItems} />
 */
export function OrderItemsTable({ items }: { items: readonly OrderItem[] }) {
  return (
    <Table>
      <caption>Items</caption>
      <thead>
        <tr>
          <th scope="col">Service</th>
          <th scope="col" className="number">
            Quantity
          </th>
          <th scope="col" className="number">
            Price
          </th>
          <th scope="col" className="number">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item._id}>
            <td>{item.service.name}</td>
            <td className="number">{item.quantity}</td>
            <td className="number">{formatDollars(item.price)}</td>
            <td className="number">{formatDollars(itemAmount(item))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td className="number">{formatDollars(itemsTotal(items))}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
