import { useSearchParams } from 'react-router-dom';
import { OrderList } from '../features/orders/components/order-list';
import { UnknownStatus } from '../features/orders/components/unknown-status';
import { parseOrderStatus } from '../features/orders/utils/order-status';

/** `orderByStatus?status=...`: the list of that status, or a clear message when it is not one. */
export function OrdersByStatusRoute() {
  const [params] = useSearchParams();
  const raw = params.get('status');
  const status = parseOrderStatus(raw);
  // A new key per status: the open modal and selected row of one list do not carry to another.
  return status ? <OrderList key={status} status={status} /> : <UnknownStatus status={raw} />;
}
