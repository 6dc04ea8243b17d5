import { api, type AuditEntry } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, fakeId, listPage, makeAuditEntry, makeEmployee, renderSection, testEmployee } from '@shopdesk/testing';
import { screen, within } from '@testing-library/react';
import UsersRoutes from '../../../app/routes';
import { serveEmployees } from '../testing/serve-employees';

const omar = makeEmployee({ name: 'Omar Haddad', email: 'omar@example.com', level: 'manager' });

const serveAuditLog = (rows: AuditEntry[]) =>
  fakeApi.on(api.auditLog.getAuditLogWithQuery, (request) => listPage(request, rows, { searchIn: ['action'] }));

async function openView(level: 'agent' | 'manager') {
  serveEmployees([omar]);
  const view = renderSection(<UsersRoutes />, {
    at: '/main/users/employees/allEmployees',
    mountPath: SECTIONS.users.mountPath,
    employee: testEmployee({ level }),
  });
  const row = (await screen.findByText('Omar Haddad')).closest('tr') as HTMLElement;
  await view.user.click(within(row).getByRole('button', { name: 'View' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'View Employee' }) };
}

describe("the employee view's History tab", () => {
  it("shows a manager the employee's audit rows once History is opened", async () => {
    serveAuditLog([
      makeAuditEntry({
        action: 'employee.change_level',
        entity: 'employee',
        entityId: omar._id,
        actor: { _id: fakeId(), name: 'Noura Owner' },
        before: { level: 'agent' },
        after: { level: 'manager' },
      }),
      makeAuditEntry({ action: 'employee.archive', entity: 'employee', entityId: fakeId() }),
    ]);
    const { user, dialog } = await openView('manager');

    const tabs = within(dialog).getByRole('tablist', { name: 'Employee' });
    expect(within(tabs).getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(dialog).toHaveTextContent('omar@example.com');
    expect(fakeApi.callsTo(api.auditLog.getAuditLogWithQuery)).toHaveLength(0);

    await user.click(within(tabs).getByRole('tab', { name: 'History' }));
    const history = await within(dialog).findByRole('region', { name: 'History' });
    expect(within(history).getByText("Changed an employee's level")).toBeInTheDocument();
    expect(history).toHaveTextContent('Noura Owner');
    expect(within(history).queryByText('Archived an employee')).not.toBeInTheDocument();
    expect(fakeApi.lastCall(api.auditLog.getAuditLogWithQuery)?.query.filters).toEqual({ entity: 'employee', entityId: omar._id });
    expect(within(dialog).queryByText('omar@example.com')).not.toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Details' }));
    expect(dialog).toHaveTextContent('omar@example.com');
  });

  it('shows an agent the employee without tabs, and reads no history', async () => {
    const { dialog } = await openView('agent');
    expect(dialog).toHaveTextContent('omar@example.com');
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
    expect(fakeApi.callsTo(api.auditLog.getAuditLogWithQuery)).toHaveLength(0);
  });
});
