import { expect, test } from '../../support/test';
import { freshEmail, SIGNED_OUT } from '../auth/auth-flows';
import { pendingOrder } from '../delivery/delivery-api';
import { EDIT_ORDER, openList } from '../orders/order-screens';
import { archiveService, createCredentials, createService } from '../services/services-api';
import { inviteFromScreen, registerByLink } from './users-flows';

const PASSWORD = 'an agent password long enough';

test.describe('levels', { tag: ['@users'] }, () => {
  test('an owner invites an agent, who works the queue but cannot reveal the stock; the owner reads both in the audit log', async ({ browser, page, request }) => {
    const run = Date.now().toString(36);
    const service = await createService(request, { name: `Levels ${run} VPN` });
    await createCredentials(request, service, `lv${run}`, 3);
    const order = await pendingOrder(request, service);

    // The owner invites an agent from the screen.
    const email = freshEmail('agent');
    const link = await inviteFromScreen(page, email, 'Agent');

    // The agent registers, sees their level, and completes the order from the queue.
    const agentContext = await browser.newContext({ storageState: SIGNED_OUT });
    const agent = await agentContext.newPage();
    await agent.goto(link);
    await expect(agent.getByText('You are joining as an Agent.')).toBeVisible();
    await registerByLink(agent, link, 'Ada Agent', PASSWORD);
    await agent.getByRole('button', { name: 'Open menu' }).click();
    await expect(agent.getByRole('complementary').getByText('Agent', { exact: true })).toBeVisible();
    await agent.keyboard.press('Escape');

    const queue = await openList(agent, 'pending', order.order._id);
    await queue.locator('tbody tr').first().getByRole('button', { name: EDIT_ORDER, exact: true }).click();
    await agent.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Complete order', exact: true }).click();
    await expect(agent.getByRole('alert').filter({ hasText: 'Successfully updated!' }).last()).toBeVisible();

    // The stock: listed, but nothing to reveal, import, export or change.
    await agent.goto(`/main/services/serviceCredentials/${service._id}`);
    const stock = agent.getByRole('table');
    // All three are listed, the one delivered to the order too.
    await expect(stock.locator('tbody tr')).toHaveCount(3);
    for (const control of ['Import', 'Export CSV', /^Create New/]) await expect(agent.getByRole('button', { name: control })).toHaveCount(0);
    await expect(stock.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await stock.locator('tbody tr').first().getByRole('button', { name: 'View' }).click();
    const view = agent.getByRole('dialog', { name: 'View Service Credential' });
    await expect(view).toContainText("Only managers and owners may reveal a stock credential's password");
    await expect(view.getByRole('button', { name: /show password/i })).toHaveCount(0);
    await agent.screenshot({ path: test.info().outputPath('credentials-as-agent.png') });
    await agent.keyboard.press('Escape');

    // A page of their level's reach, by URL: said plainly, inside the layout.
    await agent.goto('/main/users/auditLog');
    await expect(agent.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
    await expect(agent.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await agentContext.close();

    // The owner finds both in the audit log, filtered to the agent.
    await page.goto('/main/users/auditLog');
    const filters = page.getByRole('group', { name: 'Filters' });
    await filters.getByLabel('Employee').selectOption({ label: 'Ada Agent' });
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log.locator('tbody tr').filter({ hasText: 'Completed an order' })).toHaveCount(1);
    await expect(log.locator('tbody tr').filter({ hasText: 'Registered' })).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('audit-log-one-employee.png') });

    // Out of the active lists again: later specs find the first active VPN as before.
    await archiveService(request, service._id);
  });
});
