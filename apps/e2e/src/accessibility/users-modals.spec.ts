import { expect, test } from '../../support/test';
import { createEmployee, freshEmail, inviteAndGetLink } from '../auth/auth-flows';
import { openEmployees, openInvites } from '../users/users-flows';
import { checkCreateForm, checkDialog } from './modal-checks';

test.describe("the users section's modals have no serious or critical accessibility violations", { tag: '@users' }, () => {
  test('employees', async ({ page, request }) => {
    const email = await createEmployee(request, 'Accessible Colleague', 'a long enough password');
    const row = (await openEmployees(page, email)).locator('tbody tr').filter({ hasText: email });
    await expect(row).toBeVisible();
    await checkDialog(page, row.getByRole('button', { name: 'View' }), 'View Employee');
    await checkDialog(page, row.getByRole('button', { name: 'Archive', exact: true }), 'Please confirm', 'archive employee confirm');
  });

  test('employee invites', async ({ page, request }) => {
    const email = freshEmail('accessible-invite');
    await inviteAndGetLink(request, email);
    const row = (await openInvites(page, email)).locator('tbody tr').filter({ hasText: email });
    await expect(row).toBeVisible();
    const create = page.getByRole('button', { name: 'Create New Employee Invite' });
    await checkCreateForm(page, create, 'Create Employee Invite', 'Create Employee Invite', 'Email');
    await checkDialog(page, row.getByRole('button', { name: 'Resend' }), 'Please confirm', 'resend invite confirm');
    await checkDialog(page, row.getByRole('button', { name: 'Revoke' }), 'Please confirm', 'revoke invite confirm');
  });
});
