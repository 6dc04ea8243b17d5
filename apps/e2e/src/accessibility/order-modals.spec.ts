import { test } from '../../support/test';
import { EDIT_ORDER, openList } from '../orders/order-screens';
import { checkDialog } from './modal-checks';

test("the orders list's modals have no serious or critical accessibility violations", { tag: '@orders' }, async ({ page }) => {
  const row = (await openList(page, 'pending')).locator('tbody tr').first();
  await checkDialog(page, row.getByRole('button', { name: 'View' }), 'View Order');
  await checkDialog(page, row.getByRole('button', { name: EDIT_ORDER, exact: true }), 'Please confirm', 'complete order confirm');
  await checkDialog(page, row.getByRole('button', { name: 'Cancel order', exact: true }), 'Please confirm', 'cancel order confirm');
});
