import { makeOrder } from '@shopdesk/testing';
import { CheckIcon, CloseIcon, EditIcon } from '@shopdesk/ui-kit';
import { isValidElement } from 'react';
import { CANCEL_ORDER_LABEL, COMPLETE_ORDER_LABEL, orderRowActions } from './order-row-actions';

const iconOf = (action: { icon: unknown }) => (isValidElement(action.icon) ? action.icon.type : null);

describe('orderRowActions', () => {
  it('offers a pending order view, complete (its edit, with a tick, not a pencil) and cancel', () => {
    const order = makeOrder('pending');
    const handlers = { onView: jest.fn(), onChange: jest.fn() };
    const actions = orderRowActions(order, handlers);

    expect(actions.map((a) => [a.key, a.label])).toEqual([
      ['view', 'View'],
      ['complete', COMPLETE_ORDER_LABEL],
      ['cancel', CANCEL_ORDER_LABEL],
    ]);
    expect(COMPLETE_ORDER_LABEL).toBe('Complete order');
    expect(iconOf(actions[1])).toBe(CheckIcon);
    expect(iconOf(actions[1])).not.toBe(EditIcon);
    expect(iconOf(actions[2])).toBe(CloseIcon);
    expect(actions[2].tone).toBe('danger');

    actions[1].onClick?.();
    expect(handlers.onChange).toHaveBeenCalledWith(order, 'complete');
    actions[2].onClick?.();
    expect(handlers.onChange).toHaveBeenLastCalledWith(order, 'cancel');
  });

  it.each(['completed', 'cancelled'] as const)('offers a %s order only view', (status) => {
    const actions = orderRowActions(makeOrder(status), { onView: jest.fn(), onChange: jest.fn() });
    expect(actions.map((a) => a.key)).toEqual(['view']);
  });
});
