import { api, LIST_LIMITS, type AuditEntry } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { failure, fakeApi, fileReply, listPage, makeAuditEntry, makeEmployee, renderSection, testEmployee } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import UsersRoutes from '../../../app/routes';

const LOG = '/main/users/auditLog';
const noura = makeEmployee({ name: 'Noura Owner' });
const gone = makeEmployee({ name: 'Gone Away', isActive: false });

function serveLog(rows: AuditEntry[]) {
  fakeApi.on(api.employees.getAllEmployeesWithQuery, (request) =>
    listPage(request, [noura, gone], { searchIn: ['name'] }),
  );
  fakeApi.on(api.auditLog.getAuditLogWithQuery, (request) => listPage(request, rows, { searchIn: ['action', 'ip'] }));
}

const renderLog = (at = LOG, level: 'agent' | 'manager' | 'owner' = 'manager') =>
  renderSection(<UsersRoutes />, { at, mountPath: SECTIONS.users.mountPath, employee: testEmployee({ level }) });

const lastFilters = () => fakeApi.lastPage(api.auditLog.getAuditLogWithQuery)?.query.filters;

describe('the audit log', () => {
  it('lists who did what to which record, when, from where and what changed', async () => {
    const levelChange = makeAuditEntry({
      action: 'employee.change_level',
      entity: 'employee',
      actor: { _id: noura._id, name: 'Noura Owner' },
      before: { level: 'agent' },
      after: { level: 'manager' },
      ip: '203.0.113.7',
    });
    serveLog([levelChange, makeAuditEntry({ action: 'order.create', actor: null, before: null, after: { email: 'buyer@example.com' } })]);
    renderLog();

    const table = await screen.findByRole('table', { name: 'Audit log' });
    await within(table).findByText('Noura Owner');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(
      expect.arrayContaining(['When', 'Employee', 'Action', 'Record']),
    );
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Noura Owner');
    expect(first).toHaveTextContent("Changed an employee's level");
    expect(first).toHaveTextContent('Employee');
    expect(within(first).getByRole('link', { name: `${(levelChange.entityId as string).slice(0, 10)}...` })).toHaveAttribute(
      'href',
      `/main/users/auditLog?entity=employee&entityId=${levelChange.entityId}`,
    );
    expect(second).toHaveTextContent('The storefront');
    expect(second).toHaveTextContent('Received an order');
    expect(fakeApi.pagesOf(api.auditLog.getAuditLogWithQuery)[0].query).toEqual({ currentPage: 1, limit: LIST_LIMITS.limit });
  });

  it('filters by employee (archived ones too), action, record type and days, in the URL, back to page 1', async () => {
    serveLog([makeAuditEntry()]);
    const { user, location } = renderLog(`${LOG}?page=2`);
    const filters = await screen.findByRole('group', { name: 'Filters' });

    await waitFor(() => expect(within(filters).getByRole('option', { name: 'Gone Away (archived)' })).toBeInTheDocument());
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Employee' }), 'Noura Owner');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Action' }), 'Revealed a password');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Record type' }), 'Credential');
    await waitFor(() => expect(lastFilters()).toEqual({ employee: noura._id, action: 'credential.reveal', entity: 'credential' }));
    expect(location()).toBe(`${LOG}?employee=${noura._id}&action=credential.reveal&entity=credential`);
  });

  it("turns a range of days into the employee's midnight to midnight", async () => {
    serveLog([]);
    renderLog(`${LOG}?from=2026-05-01&to=2026-05-02`);
    await screen.findByRole('heading', { name: 'Audit log' });
    await waitFor(() =>
      expect(lastFilters()).toEqual({ from: new Date('2026-05-01T00:00:00').toISOString(), to: new Date('2026-05-03T00:00:00').toISOString() }),
    );
  });

  it("shows one record's history as a filtered log with its own title", async () => {
    const id = makeAuditEntry().entityId as string;
    serveLog([]);
    renderLog(`${LOG}?entity=order&entityId=${id}`);
    expect(await screen.findByRole('heading', { name: 'Order history' })).toBeInTheDocument();
    await waitFor(() => expect(lastFilters()).toEqual({ entity: 'order', entityId: id }));
  });

  it('exports what is shown as CSV, and says why when the filter is too broad', async () => {
    serveLog([makeAuditEntry()]);
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:audit'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fakeApi.on(api.auditLog.exportAuditLog, fileReply('\uFEFFWhen\r\n', 'audit-log-2026-05-01.csv'));
    const { user } = renderLog(`${LOG}?action=auth.login`);

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(fakeApi.callsTo(api.auditLog.exportAuditLog)).toHaveLength(1));
    expect(fakeApi.callsTo(api.auditLog.exportAuditLog)[0].query).toEqual({ filters: { action: 'auth.login' } });

    fakeApi.on(api.auditLog.exportAuditLog, failure(422, 'The filter matches more than 50,000 rows: narrow it (a date range, an employee) to export'));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/narrow it/)).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('tells an agent they have no access, and asks nothing of the API', async () => {
    serveLog([makeAuditEntry()]);
    renderLog(LOG, 'agent');
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument();
    expect(fakeApi.callsTo(api.auditLog.getAuditLogWithQuery)).toHaveLength(0);
  });

  it('is a card on the users dashboard for managers, not for agents', async () => {
    serveLog([]);
    const { unmount } = renderLog('/main/users/dashboard', 'manager');
    expect(await screen.findByRole('link', { name: /^Audit log/ })).toHaveAttribute('href', LOG);
    unmount();
    renderLog('/main/users/dashboard', 'agent');
    await screen.findByRole('link', { name: /^Employees/ });
    expect(screen.queryByRole('link', { name: /^Audit log/ })).not.toBeInTheDocument();
  });
});
