import { type Locator, type Page } from '@playwright/test';
import { expect } from '../../support/test';
import { openList } from '../orders/order-screens';
import { firstActiveService } from '../services/services-api';
import { inviteFromScreen, openInvites } from '../users/users-flows';

/** One list screen of the app: how to open it with rows on screen. */
export interface ListScreen {
  name: string;
  /** Its section's tag (support/sections.ts). */
  tag: string;
  /** Opens the list and answers its table once its first row has content. */
  open: (page: Page) => Promise<Locator>;
}

async function openTable(page: Page, url: string, name: string): Promise<Locator> {
  await page.goto(url);
  const table = page.getByRole('table', { name });
  // A row of data, not the loader's or the empty state's one cell across.
  await expect(table.locator('tbody td:not([colspan])').first()).toBeVisible();
  return table;
}

const ORDER_STATUSES = ['pending', 'completed', 'cancelled'] as const;

const SERVICE_TYPES = [
  ['vpn', 'VPN'],
  ['dollarCard', 'Dollar Card'],
] as const;

/** Every list screen, each with rows: the demo data's, or an invite made here (the demo has none). */
export const LIST_SCREENS: ListScreen[] = [
  ...ORDER_STATUSES.map((status) => ({ name: `${status} orders`, tag: '@orders', open: (page: Page) => openList(page, status) })),
  ...SERVICE_TYPES.map(([type, title]) => ({
    name: `${type} services`,
    tag: '@services',
    open: (page: Page) => openTable(page, `/main/services/service?type=${type}`, title),
  })),
  {
    name: 'credentials',
    tag: '@services',
    open: async (page: Page) => {
      const service = await firstActiveService(page.request, 'vpn');
      return openTable(page, `/main/services/serviceCredentials/${service._id}`, `${service.name} Credentials`);
    },
  },
  ...SERVICE_TYPES.map(([type, title]) => ({
    name: `${type} setup guides`,
    tag: '@services',
    open: (page: Page) => openTable(page, `/main/services/serviceSetupGuides?type=${type}`, `${title} Setup Guide`),
  })),
  { name: 'employees', tag: '@users', open: (page: Page) => openTable(page, '/main/users/employees/allEmployees', 'Employees') },
  {
    name: 'invites',
    tag: '@users',
    open: async (page: Page) => {
      const email = `responsive-${Date.now().toString(36)}@shopdesk.test`;
      await inviteFromScreen(page, email);
      const table = await openInvites(page);
      await expect(table.locator('tbody tr').filter({ hasText: email })).toHaveCount(1);
      return table;
    },
  },
];
