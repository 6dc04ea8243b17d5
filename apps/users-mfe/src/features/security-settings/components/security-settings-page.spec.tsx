import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { failure, fakeApi, fakeId, renderSection, testEmployee, withMessage } from '@shopdesk/testing';
import { screen, within } from '@testing-library/react';
import UsersRoutes from '../../../app/routes';

const SETTINGS = {
  twoFactorRequiredFor: 'owners_and_managers' as const,
  graceDays: 14,
  covered: 5,
  coveredWithSecondFactor: 3,
  updatedAt: null,
};

const renderPage = (level: 'manager' | 'owner' = 'owner', keys: unknown[] = []) => {
  if (level === 'owner') fakeApi.on(api.settings.getStorefrontKeys, keys as never);
  return renderSection(<UsersRoutes />, { at: '/main/users/security', mountPath: SECTIONS.users.mountPath, employee: testEmployee({ level }) });
};

describe('the security settings', () => {
  it('show an owner the policy and how many of those it covers have two-factor sign-in on', async () => {
    fakeApi.on(api.settings.getSecuritySettings, SETTINGS);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Security settings' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Require two-factor for')).toHaveValue('owners_and_managers');
    expect(screen.getByLabelText('Grace period (days)')).toHaveValue(14);
    expect(screen.getByText('3 of 5 active owners and managers have two-factor sign-in on.')).toBeInTheDocument();
    expect(document.title).toMatch(/^Security settings/);
  });

  it('save a new policy and show what the API answered', async () => {
    fakeApi.on(api.settings.getSecuritySettings, SETTINGS);
    fakeApi.on(api.settings.updateSecuritySettings, ({ body }) =>
      withMessage({ ...SETTINGS, ...body, covered: 9, coveredWithSecondFactor: 4, updatedAt: '2026-11-28T10:00:00.000Z' }, 'Security settings saved'),
    );
    const { user } = renderPage();
    await user.selectOptions(await screen.findByLabelText('Require two-factor for'), 'Everyone');
    await user.clear(screen.getByLabelText('Grace period (days)'));
    await user.type(screen.getByLabelText('Grace period (days)'), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Security settings saved')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.settings.updateSecuritySettings)?.body).toEqual({ twoFactorRequiredFor: 'everyone', graceDays: 7 });
    expect(await screen.findByText('4 of 9 active employees have two-factor sign-in on.')).toBeInTheDocument();
  });

  it('refuse a grace period out of range at the field, sending nothing', async () => {
    fakeApi.on(api.settings.getSecuritySettings, SETTINGS);
    const { user } = renderPage();
    await user.clear(await screen.findByLabelText('Grace period (days)'));
    await user.type(screen.getByLabelText('Grace period (days)'), '91');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The grace period is at most 90 days')).toBeInTheDocument();
    expect(fakeApi.callsTo(api.settings.updateSecuritySettings)).toHaveLength(0);
  });

  it("say a failed load and offer to try again", async () => {
    fakeApi.on(api.settings.getSecuritySettings, failure(503, 'The database is not answering'));
    renderPage();
    expect(await screen.findByText('The database is not answering')).toBeInTheDocument();
  });

  it('are not for a manager', async () => {
    renderPage('manager');
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument();
    expect(fakeApi.callsTo(api.settings.getSecuritySettings)).toHaveLength(0);
  });
});

describe("the storefront's keys", () => {
  const webShop = { _id: fakeId(), name: 'web shop', createdAt: '2026-11-01T09:00:00.000Z', lastUsedAt: '2026-11-27T12:00:00.000Z', revokedAt: null };
  const KEY = 'sk_live_abcdefghijklmnopqrstuvwxyz0123456789';

  it('lists each by name, active or revoked, and makes a new one shown once', async () => {
    fakeApi.on(api.settings.getSecuritySettings, SETTINGS);
    fakeApi.on(api.settings.createStorefrontKey, ({ body }) =>
      withMessage({ key: KEY, storefrontKey: { ...webShop, _id: fakeId(), name: body.name, lastUsedAt: null } }, 'Storefront key made: copy it now, it is not shown again'),
    );
    const { user } = renderPage('owner', [webShop, { ...webShop, _id: fakeId(), name: 'old app', revokedAt: '2026-11-02T09:00:00.000Z' }]);
    const list = await screen.findByRole('list', { name: 'Storefront keys' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent(/web shopActive.*Last used 27 Nov 2026/);
    expect(list).toHaveTextContent(/old appRevoked/);
    expect(within(list).queryByRole('button', { name: 'Revoke old app' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make a key' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a storefront key' });
    await user.type(within(dialog).getByLabelText('Key name'), ' mobile app ');
    await user.click(within(dialog).getByRole('button', { name: 'Make key' }));
    expect(await within(dialog).findByLabelText('New storefront key')).toHaveTextContent(KEY);
    expect(fakeApi.lastCall(api.settings.createStorefrontKey)?.body).toEqual({ name: 'mobile app' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(KEY)).not.toBeInTheDocument();
  });

  it('revokes a key after a confirmation', async () => {
    fakeApi.on(api.settings.getSecuritySettings, SETTINGS);
    fakeApi.on(api.settings.revokeStorefrontKey, withMessage({ ...webShop, revokedAt: '2026-11-28T10:00:00.000Z' }, 'Storefront key revoked'));
    const { user } = renderPage('owner', [webShop]);
    await user.click(await screen.findByRole('button', { name: 'Revoke web shop' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Storefront key revoked')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.settings.revokeStorefrontKey)?.params).toEqual({ id: webShop._id });
  });
});
