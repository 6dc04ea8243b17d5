import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, makeInvite, renderSection, testEmployee } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import UsersRoutes from '../../../app/routes';
import { serveInvites, TAKEN_EMAIL } from '../testing/serve-invites';

async function openCreate(invites = [makeInvite({ email: 'open@example.com' })], employee = testEmployee()) {
  serveInvites(invites);
  const view = renderSection(<UsersRoutes />, { at: '/main/users/employees/employeeInvites', mountPath: SECTIONS.users.mountPath, employee });
  await screen.findByText('open@example.com');
  await view.user.click(screen.getByRole('button', { name: 'Create New Employee Invite' }));
  const dialog = screen.getByRole('dialog', { name: 'Create Employee Invite' });
  const email = within(dialog).getByRole('textbox', { name: 'Email' });
  const level = within(dialog).getByRole('combobox', { name: 'Level' });
  const submit = within(dialog).getByRole('button', { name: 'Create Employee Invite' });
  return { ...view, dialog, email, level, submit };
}

const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('create employee invite', () => {
  it('has an e-mail field, required, of the e-mail type', async () => {
    const { user, dialog, email, submit } = await openCreate();
    expect(email).toHaveAttribute('type', 'email');
    await user.click(submit);
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(fakeApi.callsTo(api.employees.inviteEmployee)).toHaveLength(0);
  });

  it('says a malformed address is not an e-mail, and sends nothing', async () => {
    const { user, dialog, email, submit } = await openCreate();
    await user.type(email, 'omar@');
    await user.click(submit);
    expect(await within(dialog).findByText('Email must be a valid email')).toBeInTheDocument();
    expect(fakeApi.callsTo(api.employees.inviteEmployee)).toHaveLength(0);
  });

  it('sends the invite, closes, says so and shows it in the list', async () => {
    const { user, dialog, email, submit } = await openCreate();
    await user.type(email, ' new@example.com ');
    await user.click(submit);
    expect(await screen.findByText('Invite sent')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.employees.inviteEmployee)?.body).toEqual({ email: 'new@example.com', level: 'agent' });
    expect(dialog).not.toBeInTheDocument();
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
  });

  it('offers an owner every level, Agent first and chosen, and sends the level chosen', async () => {
    const { user, email, level, submit } = await openCreate();
    expect(optionsOf(level)).toEqual(['Agent', 'Manager', 'Owner']);
    expect(level).toHaveValue('agent');
    await user.type(email, 'boss@example.com');
    await user.selectOptions(level, 'Owner');
    await user.click(submit);
    expect(await screen.findByText('Invite sent')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.employees.inviteEmployee)?.body).toEqual({ email: 'boss@example.com', level: 'owner' });
    const row = (await screen.findByText('boss@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Owner')).toBeInTheDocument();
  });

  it('offers a manager Agent and Manager only', async () => {
    const { user, email, level, submit } = await openCreate(undefined, testEmployee({ level: 'manager' }));
    expect(optionsOf(level)).toEqual(['Agent', 'Manager']);
    await user.type(email, 'mid@example.com');
    await user.selectOptions(level, 'Manager');
    await user.click(submit);
    expect(await screen.findByText('Invite sent')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.employees.inviteEmployee)?.body).toEqual({ email: 'mid@example.com', level: 'manager' });
  });

  it("shows the server's reason at the field for an employee's e-mail, keeping what was typed", async () => {
    const { user, dialog, email, submit } = await openCreate();
    await user.type(email, TAKEN_EMAIL);
    await user.click(submit);
    expect(await within(dialog).findByText('An employee already has this e-mail')).toBeInTheDocument();
    expect(email).toHaveValue(TAKEN_EMAIL);
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows at the field that the e-mail already has an open invite', async () => {
    const { user, dialog, email, submit } = await openCreate();
    await user.type(email, 'open@example.com');
    await user.click(submit);
    expect(await within(dialog).findByText('This e-mail already has an open invite')).toBeInTheDocument();
    await waitFor(() => expect(dialog).toBeInTheDocument());
  });
});
