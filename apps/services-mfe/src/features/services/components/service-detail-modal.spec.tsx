import { api, type AuditEntry } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, fakeId, listPage, makeAuditEntry, makeCredential, makeService, renderSection, testEmployee } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import ServicesRoutes from '../../../app/routes';
import { serveServiceCredentials } from '../../../testing/serve-credentials';
import { serveServices } from '../../../testing/serve-services';

const service = makeService({ name: 'Falcon VPN' });

const serveAuditLog = (rows: AuditEntry[]) =>
  fakeApi.on(api.auditLog.getAuditLogWithQuery, (request) => listPage(request, rows, { searchIn: ['action'] }));

async function openRow(action: 'View' | 'Edit', level: 'agent' | 'manager') {
  serveServices([service]);
  serveServiceCredentials([makeCredential(service)]);
  const view = renderSection(<ServicesRoutes />, {
    at: '/main/services/service?type=vpn',
    mountPath: SECTIONS.services.mountPath,
    employee: testEmployee({ level }),
  });
  const row = (await screen.findByText('Falcon VPN')).closest('tr') as HTMLElement;
  await view.user.click(within(row).getByRole('button', { name: action }));
  return view;
}

describe("the service view's History tab", () => {
  it("shows a manager the service's audit rows once History is opened, and the fields under Details", async () => {
    serveAuditLog([
      makeAuditEntry({
        action: 'service.update',
        entity: 'service',
        entityId: service._id,
        actor: { _id: fakeId(), name: 'Noura Manager' },
        before: { price: 8.99 },
        after: { price: 9.99 },
      }),
      makeAuditEntry({ action: 'service.archive', entity: 'service', entityId: fakeId() }),
    ]);
    const { user } = await openRow('View', 'manager');
    const dialog = await screen.findByRole('dialog', { name: 'View VPN' });

    const tabs = await within(dialog).findByRole('tablist', { name: 'Service' });
    expect(within(tabs).getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Service Name' })).toHaveValue('Falcon VPN');
    await waitFor(() => expect(within(dialog).getByRole('term').nextElementSibling).toHaveTextContent(/^1$/));
    expect(fakeApi.callsTo(api.auditLog.getAuditLogWithQuery)).toHaveLength(0);

    await user.click(within(tabs).getByRole('tab', { name: 'History' }));
    const history = await within(dialog).findByRole('region', { name: 'History' });
    expect(within(history).getByText('Edited a service')).toBeInTheDocument();
    expect(history).toHaveTextContent('Noura Manager');
    expect(within(history).queryByText('Archived a service')).not.toBeInTheDocument();
    expect(fakeApi.lastCall(api.auditLog.getAuditLogWithQuery)?.query.filters).toEqual({ entity: 'service', entityId: service._id });
    expect(within(dialog).queryByRole('textbox', { name: 'Service Name' })).not.toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Details' }));
    expect(within(dialog).getByRole('textbox', { name: 'Service Name' })).toHaveValue('Falcon VPN');
  });

  it("has no History tab in a manager's update form", async () => {
    await openRow('Edit', 'manager');
    const dialog = await screen.findByRole('dialog', { name: 'Update VPN' });
    expect(await within(dialog).findByRole('textbox', { name: 'Service Name' })).toHaveValue('Falcon VPN');
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    expect(fakeApi.callsTo(api.auditLog.getAuditLogWithQuery)).toHaveLength(0);
  });

  it('shows an agent the service without tabs, and reads no history', async () => {
    await openRow('View', 'agent');
    const dialog = await screen.findByRole('dialog', { name: 'View VPN' });
    expect(await within(dialog).findByRole('textbox', { name: 'Service Name' })).toHaveValue('Falcon VPN');
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
    expect(fakeApi.callsTo(api.auditLog.getAuditLogWithQuery)).toHaveLength(0);
  });
});

describe("the service view's Edit button", () => {
  it('turns the view into the update form for who may change the catalogue', async () => {
    const { user } = await openRow('View', 'manager');
    const view = await screen.findByRole('dialog', { name: 'View VPN' });
    await user.click(within(view).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Update VPN' });
    expect(within(form).getByLabelText('Service Name')).toHaveValue('Falcon VPN');
    expect(within(form).getByLabelText('Service Name')).not.toHaveAttribute('readonly');
    expect(within(form).getByRole('button', { name: 'Update Service' })).toBeInTheDocument();
  });

  it('is not there for an agent', async () => {
    await openRow('View', 'agent');
    const view = await screen.findByRole('dialog', { name: 'View VPN' });
    await within(view).findByDisplayValue('Falcon VPN');
    expect(within(view).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
