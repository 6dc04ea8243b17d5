import type { ServiceCredentialSummary } from '@shopdesk/contracts';
import { orderPath } from '@shopdesk/sections';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { orNA } from '@shopdesk/lists';

// An address has no space to wrap at: it breaks anywhere rather than widen the table.
const OrderLink = styled(Link)`
  overflow-wrap: anywhere;
`;

/**
 * Who a used credential went to: the customer's e-mail, leading to the order it was handed out for
 * (as the export says it); 'N/A' while in stock.
 *
 * @example { key: 'deliveredTo', header: 'Delivered to', render: (credential) => <DeliveredToCell credential={credential} /> }
 */
export function DeliveredToCell({ credential }: { credential: Pick<ServiceCredentialSummary, 'deliveredTo'> }) {
  const delivered = credential.deliveredTo;
  if (!delivered) return <>{orNA(null)}</>;
  return (
    <OrderLink to={orderPath(delivered.orderStatus, delivered.order)} title={`The order ${delivered.order} it was handed out for`}>
      {delivered.email}
    </OrderLink>
  );
}
