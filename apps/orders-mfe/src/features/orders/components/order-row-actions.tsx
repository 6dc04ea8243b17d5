import type { Order } from '@shopdesk/contracts';
import { CheckIcon, CloseIcon, viewAction, type RowAction } from '@shopdesk/ui-kit';
import { statusActions, type StatusChange } from '../utils/status-actions';

export interface OrderRowHandlers {
  onView: (order: Order) => void;
  onChange: (order: Order, change: StatusChange) => void;
}

/** The icon buttons of an order's row, as its status allows. */
export function orderRowActions(order: Order, { onView, onChange }: OrderRowHandlers): RowAction[] {
  return statusActions(order.orderStatus).map((action): RowAction => {
    switch (action) {
      case 'view':
        return viewAction(() => onView(order));
      case 'complete':
        return { key: 'complete', label: 'Complete order', icon: <CheckIcon />, onClick: () => onChange(order, 'complete') };
      case 'cancel':
        return {
          key: 'cancel',
          label: 'Cancel order',
          icon: <CloseIcon />,
          tone: 'danger',
          onClick: () => onChange(order, 'cancel'),
        };
    }
  });
}
