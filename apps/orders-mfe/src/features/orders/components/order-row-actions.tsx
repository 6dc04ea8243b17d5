import type { Order } from '@shopdesk/contracts';
import { CloseIcon, editAction, viewAction, type RowAction } from '@shopdesk/ui-kit';
import { statusActions, type StatusChange } from '../utils/status-actions';

/** The edit action's tooltip and name: 'Edit', and what editing an order does. */
export const EDIT_ORDER_LABEL = 'Edit: mark as completed';

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
      case 'edit':
        return { ...editAction(() => onChange(order, 'complete')), label: EDIT_ORDER_LABEL };
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
