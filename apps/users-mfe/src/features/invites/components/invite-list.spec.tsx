import { api, LIST_LIMITS } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, fakeId, makeInvite, renderSection, testEmployee, type RenderSectionOptions } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import UsersRoutes from '../../../app/routes';
import { serveInvites } from '../testing/serve-invites';

const LIST = '/main/users/employees/employeeInvites';
const renderList = (options: Partial<RenderSectionOptions> = {}) =>
  renderSection(<UsersRoutes />, { at: LIST, mountPath: SECTIONS.users.mountPath, ...options });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const actionsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((b) => b.getAttribute('aria-label'));

describe('employee invites list', () => {
  it('shows each invite with its level, who sent it, when, and when its link expires or how it ended', async () => {
    serveInvites([
      makeInvite({ email: 'new@example.com', level: 'manager', invitedBy: { _id: fakeId(900), name: 'Amina Yusuf' }, createdAt: '2026-01-01T10:00:00.000Z', expiresAt: '2026-01-08T10:00:00.000Z' }),
      makeInvite({ email: 'joined@example.com', status: 'accepted', invitedBy: null, updatedAt: '2026-01-02T09:00:00.000Z' }),
      makeInvite({ email: 'late@example.com', status: 'expired' }),
      makeInvite({ email: 'withdrawn@example.com', status: 'revoked' }),
    ]);
    renderList();

    const table = screen.getByRole('table', { name: 'Employee Invites' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['email', 'Level', 'Invited by', 'Invited', 'Status', 'Actions']);
    const cells = within(await rowOf('new@example.com')).getAllByRole('cell').map((td) => td.textContent);
    expect(cells.slice(1, 5)).toEqual(['Manager', 'Amina Yusuf', expect.stringMatching(/^1 Jan 2026/), expect.stringMatching(/^Expires 8 Jan 2026/)]);
    const joined = within(await rowOf('joined@example.com')).getAllByRole('cell').map((td) => td.textContent);
    expect(joined.slice(1, 5)).toEqual(['Agent', 'N/A', expect.any(String), expect.stringMatching(/^Used 2 Jan 2026/)]);
    expect(within(await rowOf('late@example.com')).getAllByRole('cell')[4]).toHaveTextContent(/^Expired/);
    expect(within(await rowOf('withdrawn@example.com')).getAllByRole('cell')[4]).toHaveTextContent(/^Revoked/);
  });

  it('offers resend and revoke only where they apply', async () => {
    serveInvites([
      makeInvite({ email: 'open@example.com' }),
      makeInvite({ email: 'late@example.com', status: 'expired' }),
      makeInvite({ email: 'joined@example.com', status: 'accepted' }),
      makeInvite({ email: 'withdrawn@example.com', status: 'revoked' }),
    ]);
    renderList();
    expect(actionsOf(await rowOf('open@example.com'))).toEqual(['Resend', 'Revoke']);
    expect(actionsOf(await rowOf('late@example.com'))).toEqual(['Resend']);
    expect(actionsOf(await rowOf('joined@example.com'))).toEqual([]);
    expect(actionsOf(await rowOf('withdrawn@example.com'))).toEqual([]);
  });

  it("lets a manager revoke an owner's invite but not resend it, as the API refuses that; an owner may", async () => {
    serveInvites([makeInvite({ email: 'boss@example.com', level: 'owner' }), makeInvite({ email: 'mid@example.com', level: 'manager' })]);
    const { unmount } = renderList({ employee: testEmployee({ level: 'manager' }) });
    expect(actionsOf(await rowOf('boss@example.com'))).toEqual(['Revoke']);
    expect(actionsOf(await rowOf('mid@example.com'))).toEqual(['Resend', 'Revoke']);
    unmount();

    renderList();
    expect(actionsOf(await rowOf('boss@example.com'))).toEqual(['Resend', 'Revoke']);
  });

  it("tells an agent they have no access, and does not ask for the invites", async () => {
    serveInvites([makeInvite({ email: 'open@example.com' })]);
    renderList({ employee: testEmployee({ level: 'agent' }) });
    expect(screen.getByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Employee Invites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create New Employee Invite' })).not.toBeInTheDocument();
    expect(fakeApi.callsTo(api.employees.getEmployeeInvites)).toHaveLength(0);
  });

  it('asks for 10 a page and shows the true total', async () => {
    serveInvites(Array.from({ length: 23 }, (_, i) => makeInvite({ email: `person${i}@example.com` })));
    const { user } = renderList();
    expect(await screen.findByText('Showing 1 to 10 of 23 entries')).toBeInTheDocument();
    expect(fakeApi.lastPage(api.employees.getEmployeeInvites)?.query).toEqual({ currentPage: 1, limit: LIST_LIMITS.invitesLimit });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('person20@example.com')).toBeInTheDocument();
    expect(screen.getByText('Showing 21 to 23 of 23 entries')).toBeInTheDocument();
  });

  it('revokes an invite after confirming, and says so', async () => {
    const served = serveInvites([makeInvite({ email: 'open@example.com' })]);
    const { user } = renderList();
    await user.click(within(await rowOf('open@example.com')).getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Revoke the invite to open@example.com?');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Invite revoked')).toBeInTheDocument();
    expect(served.invites[0].status).toBe('revoked');
    await waitFor(() => expect(actionsOf(screen.getByText('open@example.com').closest('tr') as HTMLElement)).toEqual([]));
  });

  it('resends an invite after confirming, and calling it off sends nothing', async () => {
    serveInvites([makeInvite({ email: 'late@example.com', status: 'expired' })]);
    const { user } = renderList();
    await user.click(within(await rowOf('late@example.com')).getByRole('button', { name: 'Resend' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(fakeApi.callsTo(api.employees.resendInvite)).toHaveLength(0);

    await user.click(within(await rowOf('late@example.com')).getByRole('button', { name: 'Resend' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Invite sent again')).toBeInTheDocument();
    expect(await screen.findByText(/^Expires 1 Feb 2026/)).toBeInTheDocument();
  });

  it("says why a resend failed, with the server's message", async () => {
    serveInvites([makeInvite({ email: 'open@example.com' })]);
    fakeApi.fail(api.employees.resendInvite, 429, 'Too many e-mails to this address; try again later');
    const { user } = renderList();
    await user.click(within(await rowOf('open@example.com')).getByRole('button', { name: 'Resend' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Too many e-mails to this address; try again later')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the row actions of the selected row only on a narrow screen', async () => {
    serveInvites([makeInvite({ email: 'one@example.com' }), makeInvite({ email: 'two@example.com' })]);
    const { user } = renderList({ screen: 'narrow' });
    const one = await rowOf('one@example.com');
    const table = screen.getByRole('table', { name: 'Employee Invites' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['email', 'Status', 'Actions']);
    expect(within(one).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    await user.click(within(one).getByRole('button', { name: 'Show actions' }));
    expect(within(one).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    expect(within(await rowOf('two@example.com')).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });
});
