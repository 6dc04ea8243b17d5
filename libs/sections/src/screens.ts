import type { Permission } from '@shopdesk/contracts';
import type { SectionKey } from './sections';

/** A screen an employee can go to by name (the command palette's Screens). */
export interface Screen {
  title: string;
  /** Where it is, query included. */
  path: string;
  /** The section that serves it; the shell's own dashboard has none. */
  section: SectionKey | null;
  /** What the employee's level needs to open it; none: every signed-in employee. */
  permission?: Permission;
  /** Other words it is found by ('queue', 'stock'). */
  keywords?: string;
}

/** Every screen that stands on its own (a record's page, such as a customer's, is found by its record). */
export const SCREENS: readonly Screen[] = [
  { title: 'Dashboard', path: '/main/dashboard', section: null, keywords: 'home overview' },
  { title: 'Orders dashboard', path: '/main/orders/dashboard', section: 'orders', keywords: 'charts sales' },
  { title: 'Pending orders', path: '/main/orders/orderByStatus?status=pending', section: 'orders', keywords: 'queue open' },
  { title: 'Completed orders', path: '/main/orders/orderByStatus?status=completed', section: 'orders', keywords: 'delivered done' },
  { title: 'Cancelled orders', path: '/main/orders/orderByStatus?status=cancelled', section: 'orders' },
  { title: 'Customers', path: '/main/orders/customers', section: 'orders', keywords: 'buyers' },
  { title: 'Watch list', path: '/main/orders/watchList', section: 'orders', keywords: 'fraud chargeback' },
  { title: 'Services dashboard', path: '/main/services/dashboard', section: 'services', keywords: 'stock catalogue' },
  { title: 'VPN services', path: '/main/services/service?type=vpn', section: 'services', keywords: 'catalogue stock credentials' },
  { title: 'Dollar Card services', path: '/main/services/service?type=dollarCard', section: 'services', keywords: 'catalogue stock gift' },
  { title: 'VPN setup guides', path: '/main/services/serviceSetupGuides?type=vpn', section: 'services', keywords: 'help instructions' },
  { title: 'Dollar Card setup guides', path: '/main/services/serviceSetupGuides?type=dollarCard', section: 'services', keywords: 'help instructions' },
  { title: 'Users dashboard', path: '/main/users/dashboard', section: 'users', keywords: 'team' },
  { title: 'Employees', path: '/main/users/employees/allEmployees', section: 'users', keywords: 'colleagues staff team' },
  { title: 'Employee invites', path: '/main/users/employees/employeeInvites', section: 'users', permission: 'invites.manage', keywords: 'invite new colleague' },
  { title: 'Audit log', path: '/main/users/auditLog', section: 'users', permission: 'audit.read', keywords: 'history who did what' },
  { title: 'Security settings', path: '/main/users/security', section: 'users', permission: 'settings.manage', keywords: 'two-factor storefront keys' },
  { title: 'Profile', path: '/main/users/profile', section: 'users', keywords: 'password passkeys sessions account me' },
];
