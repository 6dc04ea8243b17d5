import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { failure, fakeApi, renderSection, testEmployee, withMessage } from '@shopdesk/testing';
import { screen } from '@testing-library/react';
import UsersRoutes from '../../../app/routes';

const SETTINGS = {
  twoFactorRequiredFor: 'owners_and_managers' as const,
  graceDays: 14,
  covered: 5,
  coveredWithSecondFactor: 3,
  updatedAt: null,
};

const renderPage = (level: 'manager' | 'owner' = 'owner') =>
  renderSection(<UsersRoutes />, { at: '/main/users/security', mountPath: SECTIONS.users.mountPath, employee: testEmployee({ level }) });

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
