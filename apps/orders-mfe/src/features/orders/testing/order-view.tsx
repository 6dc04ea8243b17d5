import type { OrderStatus } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { renderSection, type RenderSectionOptions } from '@shopdesk/testing';
import { screen, within } from '@testing-library/react';
import OrdersRoutes from '../../../app/routes';
import { STATUS_TITLES } from '../../../lib/order-status';

/** The list of one status, as the section mounts it; an owner signed in unless `employee` says. */
export const renderOrderList = (status: OrderStatus, { employee }: Pick<RenderSectionOptions, 'employee'> = {}) =>
  renderSection(<OrdersRoutes />, { at: `/main/orders/orderByStatus?status=${status}`, mountPath: SECTIONS.orders.mountPath, employee });

type User = ReturnType<typeof renderOrderList>['user'];

/** Opens the first listed order of the `status` list (once its rows are drawn) and answers the 'View Order' dialog. */
export async function openOrderView(user: User, status: OrderStatus) {
  const table = await screen.findByRole('table', { name: `${STATUS_TITLES[status]} Orders` });
  const [view] = await within(table).findAllByRole('button', { name: 'View' });
  await user.click(view);
  return screen.getByRole('dialog', { name: 'View Order' });
}

/** A detail list's rows as label → value text. */
export const detailsOf = (container: HTMLElement) =>
  Object.fromEntries(within(container).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
