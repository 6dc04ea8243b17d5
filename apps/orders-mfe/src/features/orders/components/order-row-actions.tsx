import type { Order } from '@shopdesk/contracts';
import { CheckIcon, CloseIcon } from '@shopdesk/ui-kit';
import { statusActions, type StatusChange } from '../utils/status-actions';
import { type RowAction, viewAction } from '@shopdesk/lists';

/**
 * The edit action's tooltip and name: editing an order completes it, so the button says so, with
 * a tick rather than a pencil (docs/decisions.md#edit-completes-an-order).
 */
export const COMPLETE_ORDER_LABEL = 'Complete order';

/** The cancel action's tooltip and name. */
export const CANCEL_ORDER_LABEL = 'Cancel order';

export interface OrderRowHandlers<O extends Order = Order> {
  onView: (order: O) => void;
  onChange: (order: O, change: StatusChange) => void;
}

/** The icon buttons of an order's row, as its status allows; the handlers get the row as listed. */
export function orderRowActions<O extends Order>(order: O, { onView, onChange }: OrderRowHandlers<O>): RowAction[] {
  return statusActions(order.orderStatus).map((action): RowAction => {
    switch (action) {
      case 'view':
        return viewAction(() => onView(order));
      case 'edit':
        return { key: 'complete', label: COMPLETE_ORDER_LABEL, icon: <CheckIcon />, shortcut: 'c', onClick: () => onChange(order, 'complete') };
      case 'cancel':
        return {
          key: 'cancel',
          label: CANCEL_ORDER_LABEL,
          icon: <CloseIcon />,
          tone: 'danger',
          shortcut: 'C',
          onClick: () => onChange(order, 'cancel'),
        };
    }
  });
}
