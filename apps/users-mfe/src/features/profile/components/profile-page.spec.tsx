import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { failure, fakeApi, fakeId, renderSection, testEmployee, withMessage } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import UsersRoutes from '../../../app/routes';

const PROFILE = '/main/users/profile';
const here = { _id: fakeId(), browser: 'Chrome 131', os: 'Windows 10', ip: '198.51.100.10', signedInAt: '2026-05-01T08:00:00.000Z', lastActiveAt: '2026-05-01T10:00:00.000Z', current: true };
const phone = { _id: fakeId(), browser: 'Mobile Safari 18', os: 'iOS 18.1', ip: '203.0.113.20', signedInAt: '2026-04-30T08:00:00.000Z', lastActiveAt: '2026-04-30T09:00:00.000Z', current: false };
const old = { _id: fakeId(), browser: null, os: null, ip: null, signedInAt: '2026-04-29T08:00:00.000Z', lastActiveAt: '2026-04-29T09:00:00.000Z', current: false };

// The Two-factor sign-in section (two-factor-sign-in.spec.tsx) reads the security state too.
function renderProfile(level: 'agent' | 'owner' = 'agent') {
  fakeApi.on(api.account.getMySecurity, { totp: 'off', recoveryCodesLeft: 0, passkeys: [], twoFactorSetup: null });
  return renderSection(<UsersRoutes />, { at: PROFILE, mountPath: SECTIONS.users.mountPath, employee: testEmployee({ level, name: 'Ada Agent' }) });
}

describe('the profile page', () => {
  it('shows who is signed in and at which level, to every level', async () => {
    fakeApi.on(api.account.getMySessions, [here]);
    renderProfile('agent');
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(account).toHaveTextContent('Ada Agent');
    expect(account).toHaveTextContent('Agent');
    expect(document.title).toMatch(/^Profile/);
  });

  it('lists the sessions, this device marked, and signs one out', async () => {
    fakeApi.on(api.account.getMySessions, [here, phone, old]);
    fakeApi.on(api.account.endMySession, null);
    const { user } = renderProfile();
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Chrome 131 on Windows 10');
    expect(first).toHaveTextContent('This device');
    expect(within(first).queryByRole('button', { name: /^Sign out/ })).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Mobile Safari 18 on iOS 18.1');
    expect(second).toHaveTextContent('203.0.113.20');
    expect(third).toHaveTextContent('Unknown browser');
    expect(third).toHaveTextContent('Unknown address');

    fakeApi.on(api.account.getMySessions, [here, old]);
    await user.click(within(second).getByRole('button', { name: 'Sign out Mobile Safari 18 on iOS 18.1, 203.0.113.20' }));
    expect(fakeApi.lastCall(api.account.endMySession)?.params).toEqual({ id: phone._id });
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  });

  it('signs out everywhere else after a confirmation, saying how many ended', async () => {
    fakeApi.on(api.account.getMySessions, [here, phone, old]);
    fakeApi.on(api.account.endMyOtherSessions, withMessage({ ended: 2 }, 'Signed out 2 other sessions'));
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Sign out your 2 other sessions? This browser stays signed in.');
    fakeApi.on(api.account.getMySessions, [here]);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out 2 other sessions')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument());
  });

  it('changes the password, then empties the form', async () => {
    fakeApi.on(api.account.getMySessions, [here]);
    fakeApi.on(api.account.changeMyPassword, withMessage(null, 'Password changed'));
    const { user } = renderProfile();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current Password'), 'the old passphrase');
    await user.type(within(form).getByLabelText('New Password'), 'a brand new passphrase');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'a brand new passphrase');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.account.changeMyPassword)?.body).toEqual({
      currentPassword: 'the old passphrase',
      newPassword: 'a brand new passphrase',
      newPassword2: 'a brand new passphrase',
    });
    await waitFor(() => expect(within(form).getByLabelText('Current Password')).toHaveValue(''));
  });

  it('shows a wrong current password at its field, keeping what was typed', async () => {
    fakeApi.on(api.account.getMySessions, [here]);
    fakeApi.on(api.account.changeMyPassword, failure(400, 'This is not your current password', [{ path: 'currentPassword', message: 'This is not your current password' }]));
    const { user } = renderProfile();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current Password'), 'a wrong guess');
    await user.type(within(form).getByLabelText('New Password'), 'a brand new passphrase');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'a brand new passphrase');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('This is not your current password')).toBeInTheDocument();
    expect(within(form).getByLabelText('New Password')).toHaveValue('a brand new passphrase');
  });

  it('checks the new password before sending: too short, or not confirmed', async () => {
    fakeApi.on(api.account.getMySessions, [here]);
    const { user } = renderProfile();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current Password'), 'the old passphrase');
    await user.type(within(form).getByLabelText('New Password'), 'short');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'shorter');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('New Password must be at least 8 characters')).toBeInTheDocument();
    expect(within(form).getByText('Passwords Do Not Match')).toBeInTheDocument();
    expect(fakeApi.callsTo(api.account.changeMyPassword)).toHaveLength(0);
  });
});
