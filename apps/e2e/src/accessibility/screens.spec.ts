import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { firstActiveService } from '../services/services-api';

/** Every signed-in screen: its address and its main heading. */
const SCREENS = [
  { screen: 'dashboard', url: '/main/dashboard', heading: 'Dashboard' },
  { screen: 'orders dashboard', url: '/main/orders/dashboard', heading: 'Orders' },
  { screen: 'pending orders', url: '/main/orders/orderByStatus?status=pending', heading: 'Pending Orders' },
  { screen: 'completed orders', url: '/main/orders/orderByStatus?status=completed', heading: 'Completed Orders' },
  { screen: 'cancelled orders', url: '/main/orders/orderByStatus?status=cancelled', heading: 'Cancelled Orders' },
  { screen: 'unknown order status', url: '/main/orders/orderByStatus?status=shipped', heading: 'Unknown order status "shipped"' },
  { screen: 'services hub', url: '/main/services/dashboard', heading: 'Services' },
  { screen: 'VPN services', url: '/main/services/service?type=vpn', heading: 'VPN' },
  { screen: 'Dollar Card services', url: '/main/services/service?type=dollarCard', heading: 'Dollar Card' },
  { screen: 'VPN setup guides', url: '/main/services/serviceSetupGuides?type=vpn', heading: 'VPN Setup Guide' },
  { screen: 'Dollar Card setup guides', url: '/main/services/serviceSetupGuides?type=dollarCard', heading: 'Dollar Card Setup Guide' },
  { screen: 'users dashboard', url: '/main/users/dashboard', heading: 'Users' },
  { screen: 'employees dashboard', url: '/main/users/employees/dashboard', heading: 'Employees' },
  { screen: 'employees', url: '/main/users/employees/allEmployees', heading: 'Employees' },
  { screen: 'employee invites', url: '/main/users/employees/employeeInvites', heading: 'Employee Invites' },
  { screen: 'not found', url: '/main/nowhere', heading: 'Page not found' },
  { screen: 'section not found', url: '/main/orders/nowhere', heading: 'Page not found' },
];

test('every signed-in screen has no serious or critical accessibility violations', async ({ page, request }) => {
  const service = await firstActiveService(request, 'vpn');
  const screens = [
    ...SCREENS,
    { screen: 'service credentials', url: `/main/services/serviceCredentials/${service._id}`, heading: `${service.name} Credentials` },
  ];
  for (const { screen, url, heading } of screens) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expectAccessible(page, screen);
  }
});

test('the sidebar drawer, open, has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/main/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#sidebar').getByRole('button', { name: 'Close menu' })).toBeFocused();
  await expectAccessible(page, 'sidebar drawer');
});
