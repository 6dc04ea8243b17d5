import { api, LIST_LIMITS } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, makeEmployee, renderSection, testEmployee, type RenderSectionOptions } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import UsersRoutes from '../../../app/routes';
import { serveEmployees } from '../testing/serve-employees';

const LIST = '/main/users/employees/allEmployees';
const renderList = (options: Partial<RenderSectionOptions> = {}) =>
  renderSection(<UsersRoutes />, { at: LIST, mountPath: SECTIONS.users.mountPath, ...options });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('employees list', () => {
  it('lists the active employees with Name, Level, email and Actions, and has no create button', async () => {
    serveEmployees([
      makeEmployee({ name: 'Omar Haddad', email: 'omar@example.com', level: 'manager' }),
      makeEmployee({ name: 'Gone Away', isActive: false }),
    ]);
    renderList();

    const table = screen.getByRole('table', { name: 'Employees' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Level', 'email', 'Actions']);
    const omar = await rowOf('Omar Haddad');
    expect(within(omar).getAllByRole('cell').slice(0, 3).map((td) => td.textContent)).toEqual(['Omar Haddad', 'Manager', 'omar@example.com']);
    expect(screen.queryByText('Gone Away')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Create/ })).not.toBeInTheDocument();
    expect(fakeApi.callsTo(api.employees.getAllEmployeesWithQuery)[0].query).toEqual({
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
