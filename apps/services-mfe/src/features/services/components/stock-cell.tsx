import type { ServiceStock } from '@shopdesk/contracts';
import { Badge, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { DELIVERY_TITLES } from '../../../lib/delivery';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('xs')};
`;

/** A stock as its number of credentials left: '12 available'. */
export const availableText = (available: number) => `${available} available`;

/**
 * A service's stock in a list: '<n> available' with a 'Low' badge when it runs low, or 'Manual'
 * for a service delivered by hand (it has no stock).
 *
 * @example <StockCell stock={service.stock} />
 */
export function StockCell({ stock }: { stock: ServiceStock }) {
  if (!stock) return <>{DELIVERY_TITLES.manual}</>;
  return (
    <Row>
      {availableText(stock.available)}
      {stock.low && <Badge tone="warning">Low</Badge>}
    </Row>
  );
}
