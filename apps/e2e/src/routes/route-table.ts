import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { orderWithItems } from '../orders/orders-api';
import { firstActiveService } from '../services/services-api';
import { inviteToken, resetToken } from './route-params';

type Params = Record<string, string>;

/** One route of the product's route table, and what proves its screen is the one on show. */
export interface RouteCase {
  /** As the route table writes it; `{name}` parts are filled in from `params`. */
  route: string;
  /** Real values for the route's `{name}` parts (an id or token of this run's data). */
  params?: (request: APIRequestContext) => Promise<Params>;
  /** The document title; `{name}` parts are filled in from `params`. */
  title: string;
  /** Something only this screen shows. */
  screen: (page: Page, params: Params) => Locator;
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name, exact: true });
const table = (name: string) => (page: Page) => page.getByRole('table', { name, exact: true });
const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });

/** The routes behind the sign-in, each at the canonical address the shell settles on. */
export const MAIN_ROUTES: RouteCase[] = [
  { route: '/main/dashboard', title: 'Dashboard · Shopdesk', screen: heading('Dashboard') },
  { route: '/main/users/dashboard', title: 'Users · Shopdesk', screen: heading('Users') },
  {
    route: '/main/users/employees/dashboard',
    title: 'Employees · Shopdesk',
    // The employees list has the same heading: its card to the invites is the hub's alone.
    screen: (page) => page.getByRole('main').getByRole('link', { name: /^Employee Invites/ }),
  },
  { route: '/main/users/employees/allEmployees', title: 'Employees · Shopdesk', screen: table('Employees') },
  { route: '/main/users/employees/employeeInvites', title: 'Employee Invites · Shopdesk', screen: table('Employee Invites') },
  { route: '/main/users/auditLog', title: 'Audit log · Shopdesk', screen: table('Audit log') },
  { route: '/main/users/profile', title: 'Profile · Shopdesk', screen: heading('Profile') },
  { route: '/main/users/security', title: 'Security settings · Shopdesk', screen: heading('Security settings') },
  { route: '/main/orders/dashboard', title: 'Orders · Shopdesk', screen: heading('Orders') },
  { route: '/main/orders/orderByStatus?status=pending', title: 'Pending Orders · Shopdesk', screen: table('Pending Orders') },
  { route: '/main/orders/orderByStatus?status=completed', title: 'Completed Orders · Shopdesk', screen: table('Completed Orders') },
  { route: '/main/orders/orderByStatus?status=cancelled', title: 'Cancelled Orders · Shopdesk', screen: table('Cancelled Orders') },
  { route: '/main/orders/orderByStatus?status=all', title: 'All Orders · Shopdesk', screen: table('All Orders') },
  { route: '/main/orders/customers', title: 'Customers · Shopdesk', screen: heading('Customers') },
  { route: '/main/orders/watchList', title: 'Watch list · Shopdesk', screen: table('Watch list') },
  {
    route: '/main/orders/customer?email={email}',
    params: async (request) => {
      const { order } = await orderWithItems(request, 'completed');
      return { email: order.email, name: order.name };
    },
    title: '{name} · Shopdesk',
    // Named after the customer: the address in the URL found them.
    screen: (page) => page.getByRole('region', { name: 'Customer summary' }),
  },
  { route: '/main/services/dashboard', title: 'Services · Shopdesk', screen: heading('Services') },
  { route: '/main/services/service?type=vpn', title: 'VPN · Shopdesk', screen: table('VPN') },
  { route: '/main/services/service?type=dollarCard', title: 'Dollar Card · Shopdesk', screen: table('Dollar Card') },
  {
    route: '/main/services/serviceCredentials/{serviceId}',
    params: async (request) => {
      const service = await firstActiveService(request, 'vpn');
      return { serviceId: service._id, name: service.name };
    },
    title: 'Service Credentials · Shopdesk',
    // Named after the service: the id in the address found it.
    screen: (page, { name }) => page.getByRole('table', { name: `${name} Credentials`, exact: true }),
  },
  { route: '/main/services/serviceSetupGuides?type=vpn', title: 'VPN Setup Guide · Shopdesk', screen: table('VPN Setup Guide') },
  {
    route: '/main/services/serviceSetupGuides?type=dollarCard',
    title: 'Dollar Card Setup Guide · Shopdesk',
    screen: table('Dollar Card Setup Guide'),
  },
];

/** What a signed-in employee gets on an auth screen: sent on, or the screen (it acts on a token, not on the session). */
type WhenSignedIn = 'goes to the dashboard' | 'opens';

/** The sign-in section's routes, as a signed-out visitor sees them. */
export const AUTH_ROUTES: (RouteCase & { whenSignedIn: WhenSignedIn })[] = [
  { route: '/auth/login', title: 'Login · Shopdesk', screen: button('Login'), whenSignedIn: 'goes to the dashboard' },
  {
    route: '/auth/register/{token}',
    params: async (request) => ({ token: await inviteToken(request) }),
    title: 'Create Account · Shopdesk',
    // Only a live invite gets the form.
    screen: button('Create Account'),
    whenSignedIn: 'opens',
  },
  { route: '/auth/forgotPassword', title: 'Forgot Password · Shopdesk', screen: heading('Forgot your password?'), whenSignedIn: 'goes to the dashboard' },
  { route: '/auth/emailVerification', title: 'Email Verification · Shopdesk', screen: heading('Verify your email'), whenSignedIn: 'goes to the dashboard' },
  {
    route: '/auth/resetEmployeePassword/{token}',
    params: async (request) => ({ token: await resetToken(request) }),
    title: 'Reset Password · Shopdesk',
    // Only a live reset link gets the form.
    screen: button('Recover Password'),
    whenSignedIn: 'opens',
  },
];

/** Addresses that go on to another route of the table, replacing themselves. */
export interface Redirect {
  from: string;
  to: string;
}

export const SIGNED_IN_REDIRECTS: Redirect[] = [
  { from: '/', to: '/main/dashboard' },
  { from: '/main', to: '/main/dashboard' },
  { from: '/main/users', to: '/main/users/dashboard' },
  { from: '/main/users/employees', to: '/main/users/employees/dashboard' },
  { from: '/main/orders', to: '/main/orders/dashboard' },
  { from: '/main/services', to: '/main/services/dashboard' },
];

export const SIGNED_OUT_REDIRECTS: Redirect[] = [
  { from: '/auth', to: '/auth/login' },
  { from: '/auth/nowhere', to: '/auth/login' },
];

/** The route's address with this run's values in place of its `{name}` parts. */
const fillRoute = (route: string, params: Params) =>
  route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));

/** The route's real address and parameters. */
export async function resolveRoute(entry: RouteCase, request: APIRequestContext): Promise<{ path: string; params: Params }> {
  const params = (await entry.params?.(request)) ?? {};
  return { path: fillRoute(entry.route, params), params };
}

/** The entry of `routes` at `path` (a route without parameters). */
export function routeAt(routes: RouteCase[], path: string): RouteCase {
  const entry = routes.find((candidate) => candidate.route === path);
  if (!entry) throw new Error(`No route ${path} in the table`);
  return entry;
}
