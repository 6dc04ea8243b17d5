import { api, LIST_LIMITS } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, makeEmployee, renderSection, testEmployee, type RenderSectionOptions } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import UsersRoutes from '../../../app/routes';
import { LAST_OWNER_MESSAGE, serveEmployees } from '../testing/serve-employees';

const LIST = '/main/users/employees/allEmployees';
const renderList = (options: Partial<RenderSectionOptions> = {}) =>
  renderSection(<UsersRoutes />, { at: LIST, mountPath: SECTIONS.users.mountPath, ...options });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const actionsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((b) => b.getAttribute('aria-label'));
const levelCell = (row: HTMLElement) => within(row).getAllByRole('cell')[2];

describe('employees list', () => {
  it('lists the active employees with Name, Level, email and Actions, and has no create button', async () => {
    serveEmployees([
      makeEmployee({ name: 'Omar Haddad', email: 'omar@example.com', level: 'manager' }),
      makeEmployee({ name: 'Gone Away', isActive: false }),
    ]);
    renderList();

    const table = screen.getByRole('table', { name: 'Employees' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['', 'Name', 'Level', 'email', 'Actions']);
    const omar = await rowOf('Omar Haddad');
    expect(within(omar).getAllByRole('cell').slice(0, 4).map((td) => td.textContent)).toEqual(['', 'Omar Haddad', 'Manager', 'omar@example.com']);
    expect(screen.queryByText('Gone Away')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Create/ })).not.toBeInTheDocument();
    expect(fakeApi.pagesOf(api.employees.getAllEmployeesWithQuery)[0].query).toEqual({
      currentPage: 1,
      limit: LIST_LIMITS.limit,
      filters: { isActive: 'true' },
    });
  });

  it('shows the archived employees under the Archived filter, and searches', async () => {
    serveEmployees([makeEmployee({ name: 'Omar Haddad' }), makeEmployee({ name: 'Gone Away', isActive: false }), makeEmployee({ name: 'Gina Old', isActive: false })]);
    const { user } = renderList();
    await screen.findByText('Omar Haddad');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'Archived');
    expect(await screen.findByText('Gone Away')).toBeInTheDocument();
    expect(screen.queryByText('Omar Haddad')).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'gina');
    await waitFor(() => expect(screen.queryByText('Gone Away')).not.toBeInTheDocument());
    expect(screen.getByText('Gina Old')).toBeInTheDocument();
  });

  it('views an employee in a modal', async () => {
    serveEmployees([makeEmployee({ name: 'Omar Haddad', email: 'omar@example.com' })]);
    const { user } = renderList();
    await user.click(within(await rowOf('Omar Haddad')).getByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'View Employee' });
    expect(dialog).toHaveTextContent('omar@example.com');
    expect(dialog).toHaveTextContent('Active');
  });

  it('archives an employee after the confirm modal, then unarchives them from Archived', async () => {
    const served = serveEmployees([makeEmployee({ name: 'Omar Haddad' })]);
    const { user } = renderList();
    await user.click(within(await rowOf('Omar Haddad')).getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Do you want to archive "Omar Haddad"?');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
    expect(served.employees[0].isActive).toBe(false);
    await waitFor(() => expect(screen.queryByText('Omar Haddad')).not.toBeInTheDocument());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'Archived');
    await user.click(within(await rowOf('Omar Haddad')).getByRole('button', { name: 'Unarchive' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unarchive' }));
    await waitFor(() => expect(served.employees[0].isActive).toBe(true));
  });

  it('gives an owner View, Change level and Archive on each row', async () => {
    serveEmployees([makeEmployee({ name: 'Omar Haddad' }), makeEmployee({ name: 'Gone Away', isActive: false })]);
    const { user } = renderList();
    expect(actionsOf(await rowOf('Omar Haddad'))).toEqual(['View', 'Change level', 'Archive']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'Archived');
    expect(actionsOf(await rowOf('Gone Away'))).toEqual(['View', 'Change level', 'Unarchive']);
  });

  it.each([
    ['an agent', 'agent'],
    ['a manager', 'manager'],
  ] as const)('gives %s only View: no Change level, no Archive, not even on their own row', async (_who, level) => {
    const me = testEmployee({ level });
    serveEmployees([makeEmployee({ name: 'Omar Haddad' }), makeEmployee({ _id: me._id, name: me.name, email: me.email, level })]);
    renderList({ employee: me });
    expect(actionsOf(await rowOf('Omar Haddad'))).toEqual(['View']);
    expect(actionsOf(await rowOf(me.name))).toEqual(['View']);
    expect(screen.queryByRole('button', { name: 'Change level' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /archive/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("changes a level after the modal, which names the employee and their level, and says 'Level changed'", async () => {
    const served = serveEmployees([makeEmployee({ name: 'Omar Haddad', level: 'agent' })]);
    const { user } = renderList();
    await user.click(within(await rowOf('Omar Haddad')).getByRole('button', { name: 'Change level' }));
    const dialog = screen.getByRole('dialog', { name: 'Change level' });
    expect(dialog).toHaveTextContent('Omar Haddad');
    expect(dialog).toHaveTextContent('Current levelAgent');
    const select = within(dialog).getByRole('combobox', { name: 'Level' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Agent', 'Manager', 'Owner']);
    expect(select).toHaveValue('agent');
    const confirm = within(dialog).getByRole('button', { name: 'Change level' });
    expect(confirm).toBeDisabled();

    await user.selectOptions(select, 'Manager');
    expect(confirm).toBeEnabled();
    const held = fakeApi.hold(api.employees.changeEmployeeLevel);
    await user.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release();
    expect(await screen.findByText('Level changed')).toBeInTheDocument();
    expect(fakeApi.callsTo(api.employees.changeEmployeeLevel).map(({ params, body }) => ({ params, body }))).toEqual([
      { params: { id: served.employees[0]._id }, body: { level: 'manager' } },
    ]);
    expect(dialog).not.toBeInTheDocument();
    await waitFor(async () => expect(levelCell(await rowOf('Omar Haddad'))).toHaveTextContent('Manager'));
  });

  it("shows the server's reason when the level cannot change (the last owner), and keeps the modal to choose again", async () => {
    serveEmployees([makeEmployee({ name: 'Omar Haddad', level: 'owner' }), makeEmployee({ name: 'Lina Saleh', level: 'agent' })]);
    const { user } = renderList();
    const omar = await rowOf('Omar Haddad');
    await user.click(within(omar).getByRole('button', { name: 'Change level' }));
    const dialog = screen.getByRole('dialog', { name: 'Change level' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Level' }), 'Agent');
    await user.click(within(dialog).getByRole('button', { name: 'Change level' }));

    expect(await screen.findByText(LAST_OWNER_MESSAGE)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Level' })).toHaveValue('agent');
    expect(within(dialog).getByRole('button', { name: 'Change level' })).toBeEnabled();
    expect(levelCell(omar)).toHaveTextContent('Owner');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
  });

  it('follows a change of your own level at once: the owner controls go', async () => {
    const me = testEmployee();
    serveEmployees([makeEmployee({ _id: me._id, name: me.name, email: me.email, level: 'owner' }), makeEmployee({ name: 'Omar Haddad', level: 'owner' })]);
    fakeApi.on(api.employees.getMe, () => makeEmployee({ _id: me._id, name: me.name, email: me.email, level: 'manager' }));
    const { user } = renderList({ employee: me });
    await user.click(within(await rowOf(me.name)).getByRole('button', { name: 'Change level' }));
    const dialog = screen.getByRole('dialog', { name: 'Change level' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Level' }), 'Manager');
    await user.click(within(dialog).getByRole('button', { name: 'Change level' }));

    expect(await screen.findByText('Level changed')).toBeInTheDocument();
    await waitFor(async () => expect(actionsOf(await rowOf('Omar Haddad'))).toEqual(['View']));
    expect(fakeApi.callsTo(api.employees.getMe)).toHaveLength(1);
  });

  it('never archives your own account, and says why', async () => {
    const me = testEmployee();
    serveEmployees([makeEmployee({ _id: me._id, name: me.name, email: me.email })]);
    const { user } = renderList({ employee: me });
    const own = await rowOf(me.name);
    expect(within(own).queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    const refused = within(own).getByRole('button', { name: 'You cannot archive your own account' });
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    await user.click(refused);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fakeApi.callsTo(api.employees.archiveEmployee)).toHaveLength(0);
  });

  it('says when archiving fails, and keeps the employee', async () => {
    serveEmployees([makeEmployee({ name: 'Omar Haddad' })]);
    fakeApi.fail(api.employees.archiveEmployee, 500, 'Database unavailable');
    const { user } = renderList();
    await user.click(within(await rowOf('Omar Haddad')).getByRole('button', { name: 'Archive' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByText('Omar Haddad')).toBeInTheDocument();
  });

  it('shows the row actions of the selected row only on a narrow screen', async () => {
    serveEmployees([makeEmployee({ name: 'Omar Haddad' }), makeEmployee({ name: 'Lina Saleh' })]);
    const { user } = renderList({ screen: 'narrow' });
    const omar = await rowOf('Omar Haddad');
    expect(within(omar).queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
    await user.click(within(omar).getByRole('button', { name: 'Show actions' }));
    expect(within(omar).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(within(await rowOf('Lina Saleh')).queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
  });

  it('has a back arrow to the employees dashboard', async () => {
    serveEmployees([]);
    const { user, location } = renderList();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(location()).toBe('/main/users/employees/dashboard');
  });
});
