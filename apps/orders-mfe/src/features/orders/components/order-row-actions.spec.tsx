import { makeOrder } from '@shopdesk/testing';
import { EditIcon, editAction } from '@shopdesk/ui-kit';
import { isValidElement } from 'react';
import { EDIT_ORDER_LABEL, orderRowActions } from './order-row-actions';

describe('orderRowActions', () => {
  it("offers a pending order view, edit (ui-kit's edit action, marking it completed) and cancel", () => {
    const order = makeOrder('pending');
    const handlers = { onView: jest.fn(), onChange: jest.fn() };
    const actions = orderRowActions(order, handlers);

    expect(actions.map((a) => [a.key, a.label])).toEqual([
      ['view', 'View'],
      ['edit', EDIT_ORDER_LABEL],
      ['cancel', 'Cancel order'],
    ]);
    const edit = actions[1];
    expect(edit.label.startsWith(editAction(jest.fn()).label)).toBe(true);
    expect(isValidElement(edit.icon) && edit.icon.type).toBe(EditIcon);

    edit.onClick?.();
    expect(handlers.onChange).toHaveBeenCalledWith(order, 'complete');
    actions[2].onClick?.();
    expect(handlers.onChange).toHaveBeenLastCalledWith(order, 'cancel');
  });

  it.each(['completed', 'cancelled'] as const)('offers a %s order only view', (status) => {
    const actions = orderRowActions(makeOrder(status), { onView: jest.fn(), onChange: jest.fn() });
    expect(actions.map((a) => a.key)).toEqual(['view']);
  });
});
