import { api, forbiddenMessage, type AuditEntry } from '@shopdesk/contracts';
import { fakeApi, fakeId, listPage, makeAuditEntry, makeCredential, testEmployee } from '@shopdesk/testing';
import { screen, within } from '@testing-library/react';
import { renderCredentials, rowOf, serveCredentials, testService as service } from '../testing/credentials-screen';

const credential = makeCredential(service, { userId: 'ali', password: 'S3cret!' });

const serveAuditLog = (rows: AuditEntry[]) =>
  fakeApi.on(api.auditLog.getAuditLogWithQuery, (request) => listPage(request, rows, { searchIn: ['action'] }));

async function openView(level: 'agent' | 'manager') {
  serveCredentials([credential]);
  const view = renderCredentials(undefined, { employee: testEmployee({ level }) });
  await view.user.click(within(await rowOf('ali')).getByRole('button', { name: 'View' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'View Service Credential' }) };
}

describe("the credential view's History tab", () => {
  it("shows a manager the credential's audit rows once History is opened", async () => {
    serveAuditLog([
      makeAuditEntry({
        action: 'credential.reveal',
        entity: 'credential',
        entityId: credential._id,
        actor: { _id: fakeId(), name: 'Noura Manager' },
        before: null,
        after: null,
      }),
      makeAuditEntry({ action: 'credential.archive', entity: 'credential', entityId: fakeId() }),
    ]);
    const { user, dialog } = await openView('manager');

    const tabs = within(dialog).getByRole('tablist', { name: 'Credential' });
    expect(within(tabs).getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByText('ali')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(fakeApi.callsTo(api.auditLog.getAuditLogWithQuery)).toHaveLength(0);

    await user.click(within(tabs).getByRole('tab', { name: 'History' }));
    const history = await within(dialog).findByRole('region', { name: 'History' });
    expect(within(history).getByText('Revealed a password')).toBeInTheDocument();
    expect(history).toHaveTextContent('Noura Manager');
    expect(within(history).queryByText('Archived a credential')).not.toBeInTheDocument();
    expect(fakeApi.lastCall(api.auditLog.getAuditLogWithQuery)?.query.filters).toEqual({ entity: 'credential', entityId: credential._id });
    expect(within(dialog).queryByText('ali')).not.toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Details' }));
    expect(within(dialog).getByText('ali')).toBeInTheDocument();
  });

  it('shows an agent the credential without tabs, and reads no history', async () => {
    const { dialog } = await openView('agent');
    expect(within(dialog).getByText('ali')).toBeInTheDocument();
    expect(within(dialog).getByText(forbiddenMessage('credentials.revealStock'))).toBeInTheDocument();
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
    expect(fakeApi.callsTo(api.auditLog.getAuditLogWithQuery)).toHaveLength(0);
  });
});

describe("the credential view's Edit button", () => {
  it('opens the update form for a manager, and is not there for an agent', async () => {
    const manager = await openView('manager');
    await manager.user.click(within(manager.dialog).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Update Service Credential' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'View Service Credential' })).not.toBeInTheDocument();
  });

  it('is not offered to an agent', async () => {
    const agent = await openView('agent');
    expect(within(agent.dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
