// `npm run screenshots`: pictures of every screen, wide (1440x900) and narrow (390x844), into
// docs/screenshots/, from the production build on a fresh embedded database with demo data.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { buildProduct, ensureDependencies, fail, log, root } from './lib.mjs';
import { makeStorefrontKey } from './make-storefront-key.mjs';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4390);
const BASE = `http://localhost:${PORT}`;
const ADMIN = { email: 'admin@shopdesk.test', password: 'correct-horse-battery' };
const OUT = join(root, 'docs/screenshots');
/** An employee with an authenticator app on, for the sign-in's code step. */
const TWO_FACTOR_EMAIL = 'careful@shopdesk.test';
const VIEWPORTS = { wide: { width: 1440, height: 900 }, narrow: { width: 390, height: 844 } };

/** The dashboard once its figures and its chart are drawn. */
async function dashboardDrawn(page) {
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[role=status]').length === 0, null, { timeout: 15_000 });
  await page.getByRole('img', { name: /over the last 30 days/ }).locator('canvas').waitFor();
}

/**
 * Each screen: its file name, its URL, what to wait for (or do) before the picture, and options
 * (`signedOut`, `fullPage`, `as`: the level signed in, 'owner' by default, `colorScheme`: the
 * system's, 'light' by default, `density`: the tables', comfortable by default). `SCREENSHOTS_ONLY=dashboard,orders-pending` takes only those.
 */
const SCREENS = [
  ['login', '/auth/login', (page) => page.getByRole('button', { name: 'Login' }).waitFor(), { signedOut: true }],
  // The code step of a sign-in, for an employee with an authenticator app (made below with one on).
  ['login-code-step', '/auth/login', async (page) => {
    await page.getByLabel('Email').fill(TWO_FACTOR_EMAIL);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
  }, { signedOut: true }],
  // A manager's sign-in in a new shop, which requires two-factor sign-in of owners and managers
  // after a grace period: the set-up is offered first.
  ['two-factor-setup-offer', '/auth/login', async (page) => {
    await page.getByLabel('Email').fill('manager@shopdesk.test');
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Remind me later' }).waitFor();
  }, { signedOut: true }],
  // Revealing a stock password asks the owner to confirm it's them (first of the owner's screens:
  // the session has proved nothing yet).
  ['confirm-its-you', '/main/services/service?type=vpn', async (page) => {
    await credentialView(page);
    await page.getByRole('dialog', { name: 'View Service Credential' }).getByRole('button', { name: 'Show password' }).click();
    await page.getByRole('dialog', { name: "Confirm it's you" }).getByLabel('Password').waitFor();
  }],
  // Every section's summary drawn: no loader (role=status) left, the orders chart on its canvas.
  // The whole page: the orders summary alone (cards, chart, panels) fills a screen.
  ['dashboard', '/main/dashboard', dashboardDrawn, { fullPage: true }],
  ['orders-dashboard', '/main/orders/dashboard', (page) => page.getByRole('link', { name: /Pending/ }).first().waitFor()],
  ['orders-pending', '/main/orders/orderByStatus?status=pending', rows],
  // Sorted by a column: the Total header says highest first (on a phone, the Sort choice does).
  ['orders-sorted-by-total', '/main/orders/orderByStatus?status=completed&sort=-total', rows],
  // A whole page ticked on a sorted list: the bar offers every matching order and the actions.
  ['orders-bulk-selected', '/main/orders/orderByStatus?status=pending&sort=-total', async (page) => {
    await rows(page);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByRole('region', { name: 'Selected orders' }).waitFor();
  }],
  // Five orders completed at once, one of a service out of stock: four done, the fifth left ticked with why.
  ['orders-bulk-mixed', '/main/orders/dashboard', async (page) => {
    const search = await ordersForBulk(page);
    await page.goto(`${BASE}/main/orders/orderByStatus?status=pending&search=${search}`);
    await rows(page);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    const bar = page.getByRole('region', { name: 'Selected orders' });
    await bar.getByRole('button', { name: 'Complete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Complete 5 orders' }).getByRole('button', { name: 'Complete 5 orders' }).click();
    await bar.getByText('4 completed, 1 not').waitFor();
    // The success toast of another screen would cover the bar: only this outcome is shown.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }],
  // Saved views as tabs above the pending orders, each with its count; one of them open, with its tools.
  ['orders-saved-views', '/main/dashboard', async (page) => {
    await saveSomeViews(page);
    await page.goto(`${BASE}/main/orders/orderByStatus?status=pending&sort=-total`);
    await rows(page);
    await page.getByRole('navigation', { name: 'Saved views' }).getByRole('link', { name: /^Big orders/ }).getByText(/\d/).waitFor();
  }],
  // The command palette (Ctrl+K): orders and their customers found by a name, grouped, the first one active.
  ['command-palette', '/main/dashboard', async (page) => {
    await dashboardDrawn(page);
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search' });
    await palette.getByRole('combobox').fill('rami');
    await palette.getByRole('group', { name: 'Customers' }).waitFor();
  }],
  // `?` anywhere: every keyboard shortcut, by where it works.
  ['keyboard-shortcuts', '/main/dashboard', async (page) => {
    await dashboardDrawn(page);
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
  }],
  // Dark mode, as a system set to dark shows it: the chart, the queue, the logos on their tiles.
  ['dark-dashboard', '/main/dashboard', dashboardDrawn, { fullPage: true, colorScheme: 'dark' }],
  ['dark-orders-pending', '/main/orders/orderByStatus?status=pending', rows, { colorScheme: 'dark' }],
  ['dark-services-vpn', '/main/services/service?type=vpn', rows, { colorScheme: 'dark' }],
  // The sidebar open, its profile block with the Theme choice.
  ['sidebar-open', '/main/dashboard', async (page) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#sidebar').getByLabel('Theme').waitFor();
  }],
  // The live queue: two storefront orders arrive while the list is in use (page 2), so they are
  // announced rather than pushed in under the cursor.
  ['orders-new-orders-announced', '/main/orders/orderByStatus?status=pending&page=2', async (page) => {
    await rows(page);
    await page.locator('[data-live="live"]').waitFor();
    await placeStorefrontOrders(page, 2);
    await page.getByText('2 new orders').waitFor();
  }],
  // Live updates paused: four newer streams of the same employee (other tabs) took this page's place.
  ['orders-live-paused', '/main/orders/orderByStatus?status=pending', async (page) => {
    await rows(page);
    await page.locator('[data-live="live"]').waitFor();
    await openNewerStreams(page, 4);
    await page.locator('[data-live="paused"]').waitFor();
  }],
  ['order-view', '/main/orders/orderByStatus?status=pending', async (page) => {
    await rows(page);
    await rowAction(page, 'View');
    await page.getByRole('dialog').waitFor();
  }],
  // The queue in compact rows: one line each, 20 rows and the pager on a 1440x900 screen.
  ['orders-pending-compact', '/main/orders/orderByStatus?status=pending', (page) => page.locator('table[data-density="compact"] tbody tr').nth(19).waitFor(), { density: 'compact' }],
  // A pending order's view completes it: its confirm says what completing delivers...
  ['order-complete-confirm', '/main/orders/orderByStatus?status=pending', async (page) => {
    await confirmStockCompletion(page);
  }],
  // ...and the toast names what went out, with a link to the order; the view shows the next one.
  ['order-completed-toast', '/main/orders/orderByStatus?status=pending', async (page) => {
    await confirmStockCompletion(page);
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Complete order', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Emailed' }).first().waitFor();
    await page.getByRole('dialog', { name: 'Please confirm' }).waitFor({ state: 'detached' });
  }],
  // An order its stock cannot complete (of a VPN with none, among four of a manual service):
  // marked under its customer, with the service's import.
  ['orders-short-stock', '/main/orders/orderByStatus?status=pending', async (page) => {
    await ordersForBulk(page);
    await page.goto(`${BASE}/main/orders/orderByStatus?status=pending`);
    await page.getByText(/needs \d+, \d+ in stock/).first().waitFor();
  }],
  // Every status under All, searched by the user id of a credential delivered to a completed order.
  ['orders-all-searched', '/main/orders/orderByStatus?status=pending', async (page) => {
    const id = await pendingStockOrder(page);
    const userId = await page.evaluate(async (orderId) => {
      const headers = { Authorization: `Bearer ${JSON.parse(localStorage.getItem('employee')).token}`, 'Content-Type': 'application/json' };
      const base = '/api/employeeApp/protected/orders';
      await fetch(`${base}/changeOrderStatus/${orderId}`, { method: 'PATCH', headers, body: JSON.stringify({ orderStatus: 'completed' }) });
      const { data } = await (await fetch(`${base}/getSingleOrder/${orderId}`, { headers })).json();
      return data.deliveries[0].credential.userId;
    }, id);
    await page.goto(`${BASE}/main/orders/orderByStatus?status=all&search=${encodeURIComponent(userId)}`);
    await rows(page);
  }],
  // The All tab, the search following from Pending: a service's name finds its orders in every status.
  ['orders-all', '/main/orders/orderByStatus?status=all&search=Falcon', rows],
  // A refused form: its error toast over the dialog, in the band the dialog keeps clear of.
  ['toast-over-form', '/main/users/employees/employeeInvites', async (page) => {
    await page.getByRole('button', { name: 'Create New Employee Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Employee Invite' });
    await dialog.getByLabel('Email').fill(ADMIN.email);
    await dialog.getByRole('button', { name: 'Create Employee Invite' }).click();
    await page.locator('.Toastify__toast--error').waitFor();
    await page.waitForTimeout(800);
  }],
  // A completed order of a stock service, with the credential its completion delivered.
  ['order-view-delivered', '/main/orders/orderByStatus?status=pending', async (page) => {
    await completeStockOrderAndView(page);
    const delivered = page.getByRole('heading', { name: 'Delivered credentials' });
    await delivered.waitFor();
    await page.getByRole('button', { name: 'Replace credential' }).scrollIntoViewIfNeeded();
  }],
  // The same kind of order's History tab: its completion and delivery, by whom, from where.
  ['order-view-history', '/main/orders/orderByStatus?status=pending', async (page) => {
    const dialog = await completeStockOrderAndView(page);
    await dialog.getByRole('tab', { name: 'History' }).click();
    await dialog.getByText('Completed an order').waitFor();
  }],
  // Customer care: a completed order whose credential was replaced, with a note, a resend and half refunded; its Timeline tab.
  ['order-timeline', '/main/orders/orderByStatus?status=pending', async (page) => {
    const dialog = await caredForOrderView(page);
    await dialog.getByRole('tab', { name: 'Timeline' }).click();
    await dialog.getByText(/^Refunded \$/).first().waitFor();
  }],
  // The same kind of order's Details: what is refunded, and the Resend e-mail and Refund buttons.
  ['order-refund', '/main/orders/orderByStatus?status=pending', async (page) => {
    const dialog = await caredForOrderView(page);
    await dialog.getByText(/^Refunded \$.* of \$/).waitFor();
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await page.getByRole('dialog', { name: 'Refund order' }).getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Customer request' });
  }],
  // The customer of such an order: their figures, their orders, the notes on them.
  ['customer-page', '/main/orders/dashboard', async (page) => {
    const dialog = await caredForOrderView(page);
    await dialog.getByRole('link', { name: /@/ }).click();
    await page.getByRole('region', { name: 'Customer summary' }).waitFor();
    await rows(page);
  }, { fullPage: true }],
  ['customer-search', '/main/orders/customers?search=a', async (page) => {
    await page.getByRole('list', { name: 'Customers found' }).waitFor();
  }],
  // The watch list with an entry per kind; then a pending order it flags, and one a second order of a payment flags.
  ['watch-list', '/main/orders/dashboard', async (page) => {
    await watchSomeOrders(page);
    await page.goto(`${BASE}/main/orders/watchList`);
    await rows(page);
  }],
  ['orders-flagged', '/main/orders/dashboard', async (page) => {
    const { search } = await watchSomeOrders(page);
    await page.goto(`${BASE}/main/orders/orderByStatus?status=pending&search=${encodeURIComponent(search)}`);
    await page.getByText(/^On watch list: /).first().waitFor();
    await page.getByText(/^Possible duplicate of /).first().waitFor();
  }],
  // A search matching more than 10,000 orders is counted only that far. The demo data has a few
  // hundred orders, so the list's answer is marked as such a search's would be.
  ['orders-search-more-than', '/main/orders/orderByStatus?status=completed&search=a', async (page) => {
    await page.route('**/orders/getAllOrdersByStatus?**', async (route) => {
      const answer = await (await route.fetch()).json();
      Object.assign(answer.data, { totalItems: 10000, totalPages: 500, totalIsLowerBound: true });
      await route.fulfill({ json: answer });
    });
    await page.reload();
    await rows(page);
    await page.getByText(/of more than 10,000 entries/).scrollIntoViewIfNeeded();
    await page.unrouteAll();
  }],
  ['services-hub', '/main/services/dashboard', (page) => page.getByRole('heading', { name: 'Services' }).waitFor()],
  ['services-vpn', '/main/services/service?type=vpn', rows],
  ['setup-guides-vpn', '/main/services/serviceSetupGuides?type=vpn', rows],
  ['credential-import', '/main/services/service?type=vpn', async (page) => {
    await rows(page);
    await rowAction(page, 'Credentials');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import credentials' });
    const lines = ['userId,password', ...Array.from({ length: 6 }, (_, i) => `falcon-user-${i + 1},S3cret-${i + 1}`)];
    await dialog.getByLabel('Credentials', { exact: true }).fill([...lines, 'falcon-user-2,S3cret-2', 'falcon-user-9,'].join('\n'));
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await confirmIfAsked(page);
    await dialog.getByRole('heading', { name: /^New/ }).waitFor();
  }],
  // The owners' security settings: whom the shop requires two-factor sign-in of.
  ['security-settings', '/main/users/security', (page) => page.getByText(/two-factor sign-in on\.|Nobody is required/).waitFor()],
  // An employee's view, Two-factor tab (owners): their app, their codes left, the reset.
  ['employee-two-factor', '/main/users/employees/allEmployees?search=careful', async (page) => {
    await rows(page);
    await rowAction(page, 'View');
    const dialog = page.getByRole('dialog', { name: 'View Employee' });
    await dialog.getByRole('tab', { name: 'Two-factor' }).click();
    await dialog.getByText('Recovery codes left').waitFor();
  }],
  ['users-employees', '/main/users/employees/allEmployees', rows],
  // The profile: account, password, and the admin's sessions (this browser and the script's others).
  // Setting up an authenticator app: its QR code, the key to type, the first code's field.
  ['profile-totp-setup', '/main/profile', async (page) => {
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByRole('button', { name: /^(Set up authenticator app|Continue setting up)$/ }).click();
    await section.getByRole('img', { name: /QR code/ }).waitFor();
    await section.scrollIntoViewIfNeeded();
  }],
  ['profile', '/main/profile', (page) => page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem').first().waitFor(), { fullPage: true }],
  // The audit log filtered to one employee: the admin's own doings of this run.
  ['audit-log-employee', '/main/users/auditLog', async (page) => {
    const employee = page.getByRole('group', { name: 'Filters' }).getByLabel('Employee');
    await employee.locator('option', { hasText: 'Admin' }).first().waitFor({ state: 'attached' });
    await employee.selectOption({ label: 'Admin' });
    await page.waitForURL(/employee=/);
    await rows(page);
  }],
  // The same credentials screen as an agent (no Create, Import, Export, Edit, Archive, Show password) and as a manager.
  ['credentials-agent', '/main/services/service?type=vpn', credentialView, { as: 'agent' }],
  ['credentials-manager', '/main/services/service?type=vpn', credentialView, { as: 'manager' }],
  // A page of another level's, reached by its URL.
  ['forbidden-page', '/main/users/auditLog', (page) => page.getByRole('heading', { name: "You don't have access to this page" }).waitFor(), { as: 'agent' }],
  ['users-invites', '/main/users/employees/employeeInvites', (page) => page.getByRole('table').waitFor()],
  // Last, as it ends the session: signed out elsewhere while the queue is open, the page says so.
  ['login-session-ended', '/main/orders/orderByStatus?status=pending', async (page) => {
    await rows(page);
    await page.locator('[data-live="live"]').waitFor();
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('employee')).token);
    await fetch(`${BASE}/api/employeeApp/protected/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    await page.getByRole('status').filter({ hasText: 'Your session has ended' }).waitFor();
  }],
];

const ONLY = process.env.SCREENSHOTS_ONLY?.split(',').map((name) => name.trim()).filter(Boolean);
const unknown = ONLY?.filter((name) => !SCREENS.some(([screen]) => screen === name)) ?? [];
if (unknown.length > 0) fail(`SCREENSHOTS_ONLY names no screen: ${unknown.join(', ')}`);
const wanted = (name) => !ONLY?.length || ONLY.includes(name);

/** A list's first row of data (not the loader's row). */
function rows(page) {
  return page.locator('tbody tr[data-row-id]').first().waitFor();
}

/** A service's credentials, the first one's view open. */
async function credentialView(page) {
  await rows(page);
  await rowAction(page, 'Credentials');
  // The services' rows are still drawn until the credentials' page takes their place.
  await page.waitForURL(/serviceCredentials/);
  await page.getByRole('table', { name: /credentials/i }).locator('tbody tr').first().waitFor();
  await rowAction(page, 'View');
  await page.getByRole('dialog', { name: 'View Service Credential' }).waitFor();
}

/** Completes a pending order of a stock service from the queue, then opens its view (answered). */
async function completeStockOrderAndView(page, { restock = false } = {}) {
  const id = await pendingStockOrder(page, { restock });
  await page.goto(`${BASE}/main/orders/orderByStatus?status=pending&search=${id}`);
  await rows(page);
  await rowAction(page, 'Complete order');
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Complete order', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'Successfully updated!' }).first().waitFor();
  await page.goto(`${BASE}/main/orders/orderByStatus?status=completed&search=${id}`);
  await rows(page);
  await rowAction(page, 'View');
  const dialog = page.getByRole('dialog', { name: 'View Order' });
  await dialog.waitFor();
  return dialog;
}

/** Opens the view of a pending stock order (its stock topped up) and asks to complete it from there. */
async function confirmStockCompletion(page) {
  const id = await pendingStockOrder(page, { restock: true });
  await page.goto(`${BASE}/main/orders/orderByStatus?status=pending&search=${id}`);
  await rows(page);
  await rowAction(page, 'View');
  await page.getByRole('dialog', { name: 'View Order' }).getByRole('button', { name: 'Complete order' }).click();
  await page.getByRole('list', { name: 'What completing does' }).waitFor();
}

/**
 * A completed order of a stock service whose customer complained: its credential replaced, a note,
 * the e-mail sent again and half of it refunded (through the API as the signed-in admin); answers
 * its open view.
 */
async function caredForOrderView(page) {
  const dialog = await completeStockOrderAndView(page, { restock: true });
  const id = (await dialog.getByRole('definition').first().textContent()).trim();
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('employee')).token);
  const call = async (method, path, body) => {
    const response = await fetch(`${BASE}/api/employeeApp/protected/${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (response.status >= 300) fail(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()).data;
  };
  const single = await call('GET', `orders/getSingleOrder/${id}`);
  await call('POST', `orders/replaceCredential/${single.deliveries[0]._id}`, { reason: 'Customer says it will not connect in Dubai' });
  await call('POST', `orders/notes/${id}`, { body: 'Called the customer: the new credential connects. They asked for half back for the lost day.' });
  await call('POST', `orders/resendDelivery/${id}`, {});
  await call('POST', `orders/refund/${id}`, { amount: Math.round(single.order.total * 50) / 100, reason: 'not_working', note: 'A day without service' });
  await page.keyboard.press('Escape');
  await page.reload();
  await rows(page);
  await rowAction(page, 'View');
  await dialog.waitFor();
  return dialog;
}

/**
 * Watches a pending order's address, a domain and a transaction prefix (through the API), and
 * places two storefront orders of one payment, the second allowed as a duplicate; answers a search
 * that lists the flagged orders together (their shared domain).
 */
async function watchSomeOrders(page) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('employee')).token);
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const watch = async (kind, value, reason) => {
    const response = await fetch(`${BASE}/api/employeeApp/protected/watchList`, { method: 'POST', headers, body: JSON.stringify({ kind, value, reason }) });
    if (response.status !== 201 && response.status !== 409) fail(`could not watch ${value}: ${response.status} ${await response.text()}`);
  };
  await watch('domain', 'quick-cards.test', 'Card testing from this domain in May');
  await watch('email', 'dana@quick-cards.test', 'Two chargebacks');
  await watch('transaction_prefix', 'chb-', 'Chargeback batch from the card processor');
  const services = await fetch(`${BASE}/api/employeeApp/protected/services/getServiceWithQuery?limit=1`, { headers }).then((r) => r.json());
  const serviceId = services.data.documents[0]._id;
  const transactionId = `PAY-${Date.now()}`;
  for (const [name, email, allow] of [['Dana Haddad', 'dana@quick-cards.test', false], ['Dana Haddad', 'dana@quick-cards.test', true]]) {
    const response = await fetch(`${BASE}/api/storefront/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Storefront-Key': storefrontKey },
      body: JSON.stringify({ name, email, items: [{ serviceId, quantity: 1 }], transactionId, paymentMethod: 'card', ...(allow ? { allowDuplicateTransaction: true } : {}) }),
    });
    if (response.status !== 201) fail(`the storefront order was refused: ${response.status} ${await response.text()}`);
  }
  return { search: 'quick-cards' };
}

/** A pending order of a stock-delivered service, found through the API as the signed-in admin. */
async function pendingStockOrder(page, { restock = false } = {}) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('employee')).token);
  const get = async (path) => {
    const response = await fetch(`${BASE}/api/employeeApp/protected/${path}`, { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()).data;
  };
  // Two credentials more for each of the order's services: its delivery and a replacement.
  const stockUp = async (serviceId) => {
    for (let n = 0; n < 2; n++) {
      const response = await fetch(`${BASE}/api/employeeApp/protected/serviceCredentials`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ service: serviceId, userId: `care-${Date.now().toString(36)}-${n}`, password: `pw-${Date.now().toString(36)}-${n}` }),
      });
      if (response.status !== 201) fail(`could not add a credential: ${response.status} ${await response.text()}`);
    }
  };
  const filters = encodeURIComponent(JSON.stringify({ orderStatus: 'pending' }));
  const { documents } = await get(`orders/getAllOrdersByStatus?limit=50&filters=${filters}`);
  for (const order of documents) {
    // One its stock cannot complete (a scene's empty service) is no use unless restocked.
    if (order.stockShort && !restock) continue;
    const { orderItems } = await get(`orders/getSingleOrder/${order._id}`);
    const services = await Promise.all(orderItems.map((item) => get(`services/getSingleService/${item.service._id}`)));
    if (services.length > 0 && services.every((service) => service.delivery === 'stock')) {
      if (restock) for (const service of services) await stockUp(service._id);
      return order._id;
    }
  }
  fail('no pending order of a stock service in the demo data');
}

/**
 * Five pending orders sharing a transaction id prefix (what the list is searched for): four of a
 * service delivered by hand, one of a VPN with no stock at all (made once). Answers the search.
 */
async function ordersForBulk(page) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('employee')).token);
  const auth = { Authorization: `Bearer ${token}` };
  const listed = async (filters, search = '') => {
    const query = `limit=50&filters=${encodeURIComponent(JSON.stringify(filters))}${search ? `&search=${search}` : ''}`;
    return (await (await fetch(`${BASE}/api/employeeApp/protected/services/getServiceWithQuery?${query}`, { headers: auth })).json()).data.documents;
  };
  const manual = (await listed({ type: 'dollar-card', isActive: true })).find((service) => service.delivery === 'manual');
  let empty = (await listed({ type: 'vpn', isActive: true }, 'Nova')).find((service) => service.name === 'Nova VPN');
  if (!empty) {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: 'Nova VPN', type: 'vpn', price: '7.5', serial: '95', linkOrApk: 'link', link: 'https://example.com/nova', 'benefits[]': 'Fast servers' })) form.append(name, value);
    const response = await fetch(`${BASE}/api/employeeApp/protected/services`, { method: 'POST', headers: auth, body: form });
    if (response.status !== 201) fail(`could not create the service: ${response.status} ${await response.text()}`);
    empty = (await response.json()).data;
  }
  if (!manual) fail('no active service delivered by hand in the demo data');
  const batch = `BULK${Date.now().toString(36).toUpperCase()}`;
  const customers = ['Rana Khalil', 'Omar Nasser', 'Lina Haddad', 'Yusuf Amin', 'Sara Odeh'];
  for (const [n, name] of customers.entries()) {
    const response = await fetch(`${BASE}/api/storefront/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Storefront-Key': storefrontKey },
      body: JSON.stringify({
        name,
        email: `${name.split(' ')[0].toLowerCase()}@example.com`,
        items: [{ serviceId: n === 2 ? empty._id : manual._id, quantity: 1 }],
        transactionId: `${batch}-${n + 1}`,
        paymentMethod: 'card',
      }),
    });
    if (response.status !== 201) fail(`the storefront order was refused: ${response.status} ${await response.text()}`);
  }
  return batch;
}

/** The admin's views of the pending orders (made once: the wide and the narrow pass share the data). */
async function saveSomeViews(page) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('employee')).token);
  const views = [
    { name: 'Oldest first', query: { sort: 'createdAt' } },
    { name: 'Big orders', query: { sort: '-total' }, shared: true },
    { name: 'Yahoo customers', query: { search: 'yahoo.com' } },
    { name: 'Gmail customers', query: { search: 'gmail.com' }, shared: true },
  ];
  for (const view of views) {
    const response = await fetch(`${BASE}/api/employeeApp/protected/savedViews`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ list: 'orders.pending', ...view }),
    });
    if (response.status !== 201 && response.status !== 409) fail(`could not save the view: ${response.status} ${await response.text()}`);
  }
}

/** Orders as the storefront places them (storefront/orders, with this run's key), of the first active service. */
/** Opens `count` more live order streams of the page's employee, from the page, as other tabs would; they stay open. */
async function openNewerStreams(page, count) {
  await page.evaluate(async (count) => {
    const { token } = JSON.parse(localStorage.getItem('employee'));
    const headers = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
    window.newerStreams = await Promise.all(
      Array.from({ length: count }, () => fetch('/api/employeeApp/protected/orders/events', { headers }).then((response) => response.body.getReader())),
    );
  }, count);
}

async function placeStorefrontOrders(page, count) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('employee')).token);
  const services = await fetch(`${BASE}/api/employeeApp/protected/services/getServiceWithQuery?limit=1`, {
    headers: { Authorization: `Bearer ${token}` },
  }).then((response) => response.json());
  const serviceId = services.data.documents[0]._id;
  for (let n = 1; n <= count; n++) {
    const response = await fetch(`${BASE}/api/storefront/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Storefront-Key': storefrontKey },
      body: JSON.stringify({
        name: `Storefront Customer ${n}`,
        email: `storefront${n}@example.com`,
        items: [{ serviceId, quantity: 1 }],
        transactionId: `SCREENSHOT-${Date.now()}-${n}`,
        paymentMethod: 'card',
      }),
    });
    if (response.status !== 201) fail(`the storefront order was refused: ${response.status} ${await response.text()}`);
  }
}

/** Clicks a row action of the first row (on a narrow screen they are behind its three-dots toggle). */
async function rowAction(page, name) {
  const row = page.locator('tbody tr').first();
  // Once the row has its actions (the first rows drawn may be placeholders while the list loads).
  await row.getByRole('button', { name: /^(Show actions|View)$/ }).first().waitFor();
  const toggle = row.getByRole('button', { name: 'Show actions' });
  if (await toggle.isVisible()) await toggle.click();
  await row.getByRole('button', { name, exact: true }).or(row.getByRole('link', { name, exact: true })).first().click();
}

/** Another employee at `level`, by invite (the link read from the API's log) and registration: their e-mail. */
async function makeEmployee(adminToken, level, name, email = `${level}@shopdesk.test`) {
  const invited = await fetch(`${BASE}/api/employeeApp/protected/inviteEmployees`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, level }),
  });
  if (invited.status !== 201) fail(`inviting the ${level} failed: ${invited.status} ${await invited.text()}`);
  let token;
  for (let tries = 0; tries < 100 && !token; tries++) {
    token = new RegExp(`E-mail to ${email}[^\\n]*?/auth/register/([A-Za-z0-9_-]+)`).exec(apiLog)?.[1];
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!token) fail(`no invite link for ${email} in the API's log`);
  const registered = await fetch(`${BASE}/api/employeeApp/public/auth/register/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, name, password: ADMIN.password, password2: ADMIN.password }),
  });
  if (registered.status !== 201) fail(`registering the ${level} failed: ${registered.status} ${await registered.text()}`);
  return email;
}

/** Turns an authenticator app on for `email`'s account through the API, computing its first code as the app would. */
async function turnOnApp(email) {
  const { TOTP, Secret } = await import('otpauth');
  const call = async (path, token, body) => {
    const response = await fetch(`${BASE}/api/employeeApp/${path}`, {
      method: 'POST',
      headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) fail(`${path} failed: ${response.status} ${await response.text()}`);
    return (await response.json()).data;
  };
  const { token } = await call('public/auth/login/', null, { email, password: ADMIN.password });
  const { secret } = await call('protected/account/totp/start', token);
  const code = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
  await call('protected/account/totp/confirm', token, { code });
}

/** The "Confirm it's you" dialog, answered with the password, if the last step opened it. */
async function confirmIfAsked(page) {
  const proof = page.getByRole('dialog', { name: "Confirm it's you" });
  const asked = await proof.waitFor({ timeout: 3000 }).then(() => true, () => false);
  if (!asked) return;
  await proof.getByLabel('Password').fill(ADMIN.password);
  await proof.getByRole('button', { name: 'Confirm' }).click();
  await proof.waitFor({ state: 'hidden' });
}

/** Signs in; an owner or a manager puts off the two-factor set-up the new shop's policy offers. */
async function signIn(page, email) {
  if (!page.url().includes('/auth/login')) await page.goto(`${BASE}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const later = page.getByRole('button', { name: 'Remind me later' });
  await later.or(page.getByRole('heading', { name: 'Dashboard' })).waitFor();
  if (await later.isVisible()) await later.click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    if (await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fail(`the product did not answer at ${BASE}`);
}

ensureDependencies();
buildProduct();
const chromiumPath = ensureChromium(log);
const { chromium } = await import('playwright-core');

const dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-screenshots-'));
const storefrontKey = makeStorefrontKey(dataDir, 'screenshots');
const api = spawn(process.execPath, [join(root, 'dist/apps/api/main.js')], {
  cwd: root,
  // The log is read for the invite links of the staff accounts (no SMTP: the console mailer logs them).
  stdio: ['ignore', 'pipe', 'ignore'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(root, 'dist/apps'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'info',
  },
});
// A failure exits the script at once (fail): the API must not outlive it, holding the port.
process.on('exit', () => api.kill('SIGTERM'));
let apiLog = '';
api.stdout.on('data', (chunk) => {
  apiLog += chunk;
});
try {
  await waitForHealth();
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const login = await fetch(`${BASE}/api/employeeApp/public/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  }).then((response) => response.json());
  const staff = {
    owner: ADMIN.email,
    manager: await makeEmployee(login.data.token, 'manager', 'Mona Manager'),
    agent: await makeEmployee(login.data.token, 'agent', 'Ada Agent'),
  };
  await turnOnApp(await makeEmployee(login.data.token, 'agent', 'Careful Colleague', TWO_FACTOR_EMAIL));
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    for (const [name, path, ready] of SCREENS.filter(([name, , , o]) => o?.signedOut && wanted(name))) {
      await page.goto(`${BASE}${path}`);
      await ready(page);
      await page.screenshot({ path: join(OUT, `${name}-${size}.png`) });
    }
    await context.close();
    // Each level in a browser of its own; the owner (the admin) last, as its last screen ends its session.
    for (const level of ['agent', 'manager', 'owner']) {
      const screens = SCREENS.filter(([name, , , o]) => !o?.signedOut && (o?.as ?? 'owner') === level && wanted(name));
      if (screens.length === 0) continue;
      const signedIn = await browser.newContext({ viewport });
      const page = await signedIn.newPage();
      await signIn(page, staff[level]);
      for (const [name, path, ready, options] of screens) {
        await page.emulateMedia({ colorScheme: options?.colorScheme ?? 'light' });
        // The table density is this browser's: each screen starts from its own.
        await page.evaluate((density) => (density ? localStorage.setItem('shopdesk.tableDensity', density) : localStorage.removeItem('shopdesk.tableDensity')), options?.density);
        await page.goto(`${BASE}${path}`);
        await ready(page);
        // Let fonts, counts and transitions settle, so the pictures do not catch a half-drawn screen.
        await page.waitForTimeout(400);
        await page.screenshot({ path: join(OUT, `${name}-${size}.png`), fullPage: options?.fullPage ?? false });
        log(`docs/screenshots/${name}-${size}.png`);
      }
      await signedIn.close();
    }
  }
  await browser.close();
} finally {
  api.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
