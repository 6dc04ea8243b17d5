import { api, type AuditEntry } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, fakeId, listPage, makeAuditEntry, makeEmployee, reauthRequired, renderSection, testEmployee, withMessage } from '@shopdesk/testing';
import { screen, within } from '@testing-library/react';
import UsersRoutes from '../../../app/routes';
import { serveEmployees } from '../testing/serve-employees';

const omar = makeEmployee({ name: 'Omar Haddad', email: 'omar@example.com', level: 'manager' });

const serveAuditLog = (rows: AuditEntry[]) =>
  fakeApi.on(api.auditLog.getAuditLogWithQuery, (request) => listPage(request, rows, { searchIn: ['action'] }));

async function openView(level: 'agent' | 'manager' | 'owner') {
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

describe("the employee view's Sessions tab", () => {
  const phone = { _id: fakeId(), browser: 'Mobile Safari 18', os: 'iOS 18.1', ip: '203.0.113.20', signedInAt: '2026-04-30T08:00:00.000Z', lastActiveAt: '2026-04-30T09:00:00.000Z', current: false };
  const laptop = { ...phone, _id: fakeId(), browser: 'Firefox 133', os: 'Linux', ip: '198.51.100.7' };

  it("shows an owner where the employee is signed in, and signs one session out", async () => {
    fakeApi.on(api.employees.getEmployeeSessions, [phone, laptop]);
    fakeApi.on(api.employees.endEmployeeSession, null);
    const { user, dialog } = await openView('owner');
    await user.click(within(dialog).getByRole('tab', { name: 'Sessions' }));
    const list = await within(dialog).findByRole('list', { name: 'Sessions of Omar Haddad' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(fakeApi.lastCall(api.employees.getEmployeeSessions)?.params).toEqual({ id: omar._id });

    fakeApi.on(api.employees.getEmployeeSessions, [laptop]);
    await user.click(within(list).getByRole('button', { name: 'Sign out Mobile Safari 18 on iOS 18.1, 203.0.113.20' }));
    expect(fakeApi.lastCall(api.employees.endEmployeeSession)?.params).toEqual({ id: phone._id });
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });

  it('signs the employee out everywhere after a confirmation', async () => {
    fakeApi.on(api.employees.getEmployeeSessions, [phone, laptop]);
    fakeApi.on(api.employees.endAllEmployeeSessions, withMessage({ ended: 2 }, 'Signed out 2 sessions'));
    const { user, dialog } = await openView('owner');
    await user.click(within(dialog).getByRole('tab', { name: 'Sessions' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Sign out everywhere' }));
    fakeApi.on(api.employees.getEmployeeSessions, []);
    await user.click(within(screen.getByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Signed out 2 sessions')).toBeInTheDocument();
    expect(await within(dialog).findByText('Not signed in anywhere')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.employees.endAllEmployeeSessions)?.params).toEqual({ id: omar._id });
  });

  it('is not there for a manager', async () => {
    serveAuditLog([]);
    const { dialog } = await openView('manager');
    expect(within(dialog).queryByRole('tab', { name: 'Sessions' })).not.toBeInTheDocument();
    expect(fakeApi.callsTo(api.employees.getEmployeeSessions)).toHaveLength(0);
  });
});

describe("the employee view's Two-factor tab", () => {
  it("shows an owner the employee's second factor, and resets it after a confirmation and the owner's proof", async () => {
    let proven = false;
    fakeApi.on(api.employees.getEmployeeSecurity, { totp: true, passkeys: 0, recoveryCodesLeft: 7 });
    fakeApi.on(api.employees.resetEmployeeSecondFactor, () => (proven ? withMessage(null, 'Two-factor sign-in reset') : reauthRequired()));
    fakeApi.on(api.account.getMySecurity, { totp: 'off', recoveryCodesLeft: 0, passkeys: [], twoFactorSetup: null });
    fakeApi.on(api.account.confirmIdentity, () => {
      proven = true;
      return withMessage(null, "Thanks: you won't be asked again for a while");
    });
    const { user, dialog } = await openView('owner');
    await user.click(within(dialog).getByRole('tab', { name: 'Two-factor' }));
    expect(await within(dialog).findByText('Recovery codes left')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('7');

    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
    const confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent("Reset Omar Haddad's two-factor sign-in?");
    fakeApi.on(api.employees.getEmployeeSecurity, { totp: false, passkeys: 0, recoveryCodesLeft: 0 });
    await user.click(within(confirm).getByRole('button', { name: 'Reset two-factor sign-in' }));

    const proof = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(proof).getByLabelText('Password'), 'correct horse battery');
    await user.click(within(proof).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Two-factor sign-in reset')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.employees.resetEmployeeSecondFactor)?.params).toEqual({ id: omar._id });
    expect(await within(dialog).findByText('Off: signs in with a password only')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reset two-factor sign-in' })).not.toBeInTheDocument();
  });

  it('is not there for a manager', async () => {
    serveAuditLog([]);
    const { dialog } = await openView('manager');
    expect(within(dialog).queryByRole('tab', { name: 'Two-factor' })).not.toBeInTheDocument();
  });
});
