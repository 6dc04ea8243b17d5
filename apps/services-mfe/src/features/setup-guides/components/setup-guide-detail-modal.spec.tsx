import { api, type AuditEntry } from '@shopdesk/contracts';
import { fakeApi, fakeId, listPage, makeAuditEntry, makeSetupGuide, testEmployee } from '@shopdesk/testing';
import { screen, within } from '@testing-library/react';
import { renderSetupGuides, rowOf, serveSetupGuides } from '../testing/setup-guides-screen';

const guide = makeSetupGuide({ serial: 9, image: 'nine.png' });

const serveAuditLog = (rows: AuditEntry[]) =>
  fakeApi.on(api.auditLog.getAuditLogWithQuery, (request) => listPage(request, rows, { searchIn: ['action'] }));

async function openRow(action: 'View' | 'Edit', level: 'agent' | 'manager') {
  serveSetupGuides([guide]);
  const view = renderSetupGuides('?type=vpn', { employee: testEmployee({ level }) });
  await view.user.click(within(await rowOf('9')).getByRole('button', { name: action }));
  return view;
}

describe("the setup guide view's History tab", () => {
  it("shows a manager the guide's audit rows once History is opened, and the fields under Details", async () => {
    serveAuditLog([
      makeAuditEntry({
        action: 'setup_guide.update',
        entity: 'setup_guide',
        entityId: guide._id,
        actor: { _id: fakeId(), name: 'Noura Manager' },
        before: { serial: 8 },
        after: { serial: 9 },
      }),
      makeAuditEntry({ action: 'setup_guide.archive', entity: 'setup_guide', entityId: fakeId() }),
    ]);
    const { user } = await openRow('View', 'manager');
    const dialog = screen.getByRole('dialog', { name: 'View VPN Setup Guide' });

    const tabs = await within(dialog).findByRole('tablist', { name: 'Setup guide' });
    expect(within(tabs).getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('spinbutton', { name: 'Serial' })).toHaveValue(9);
    expect(fakeApi.callsTo(api.auditLog.getAuditLogWithQuery)).toHaveLength(0);

    await user.click(within(tabs).getByRole('tab', { name: 'History' }));
    const history = await within(dialog).findByRole('region', { name: 'History' });
    expect(within(history).getByText('Edited a setup guide')).toBeInTheDocument();
    expect(history).toHaveTextContent('Noura Manager');
    expect(within(history).queryByText('Archived a setup guide')).not.toBeInTheDocument();
    expect(fakeApi.lastCall(api.auditLog.getAuditLogWithQuery)?.query.filters).toEqual({ entity: 'setup_guide', entityId: guide._id });

    await user.click(within(tabs).getByRole('tab', { name: 'Details' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Serial' })).toHaveValue(9);
  });

  it("has no History tab in a manager's update form", async () => {
    await openRow('Edit', 'manager');
    const dialog = screen.getByRole('dialog', { name: 'Update VPN Setup Guide' });
    expect(await within(dialog).findByRole('spinbutton', { name: 'Serial' })).toHaveValue(9);
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    expect(fakeApi.callsTo(api.auditLog.getAuditLogWithQuery)).toHaveLength(0);
  });

  it('shows an agent the guide without tabs, and reads no history', async () => {
    await openRow('View', 'agent');
    const dialog = screen.getByRole('dialog', { name: 'View VPN Setup Guide' });
    expect(await within(dialog).findByRole('spinbutton', { name: 'Serial' })).toHaveValue(9);
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
    expect(fakeApi.callsTo(api.auditLog.getAuditLogWithQuery)).toHaveLength(0);
  });
});
