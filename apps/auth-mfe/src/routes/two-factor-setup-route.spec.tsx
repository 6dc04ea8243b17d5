import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { getEmployee } from '@shopdesk/session';
import { fakeApi, renderSection, testEmployee, withMessage } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import AuthRoutes from '../app/routes';

const DUE = '2026-12-12T10:00:00.000Z';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, n) => `AAAA${n}-BBBB${n}`);

function renderSetup(required: boolean) {
  const setup = { dueAt: DUE, required };
  fakeApi.on(api.account.getMySecurity, { totp: 'off', recoveryCodesLeft: 0, passkeys: [], twoFactorSetup: setup });
  return renderSection(<AuthRoutes />, {
    at: '/auth/twoFactor',
    mountPath: SECTIONS.auth.mountPath,
    employee: testEmployee({ level: 'manager', twoFactorSetup: setup }),
  });
}

describe('the two-factor set-up a sign-in leads to', () => {
  it('during the grace period, says by when and lets the employee put it off for this session', async () => {
    const { user, location } = renderSetup(false);
    expect(await screen.findByText(/requires two-factor sign-in for your account from 12 December 2026/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Set up two-factor sign-in/);
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remind me later' }));
    await waitFor(() => expect(location()).toBe('/main/dashboard'));
    expect(getEmployee()?.twoFactorSetup).toBeUndefined();
  });

  it('after it, offers no way on but setting it up or signing out', async () => {
    fakeApi.on(api.auth.logout, withMessage(null, 'Signed out'));
    const { user } = renderSetup(true);
    expect(await screen.findByText('Your shop requires two-factor sign-in for your account. Set it up to go on.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remind me later' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(getEmployee()).toBeNull());
  });

  it('sets up the app from the QR code or its key, shows the recovery codes once, then goes on', async () => {
    fakeApi.on(api.account.startTotpEnrolment, { secret: SECRET, uri: `otpauth://totp/Shopdesk:x?secret=${SECRET}&issuer=Shopdesk` });
    fakeApi.on(api.account.confirmTotpEnrolment, withMessage({ recoveryCodes: CODES }, 'Two-factor sign-in is on'));
    const { user, location } = renderSetup(true);
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Code from the app'), '492 039');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    expect(fakeApi.lastCall(api.account.confirmTotpEnrolment)?.body).toEqual({ code: '492039' });

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(location()).toBe('/main/dashboard'));
    expect(getEmployee()?.twoFactorSetup).toBeUndefined();
  });

  it('goes straight on when nothing is asked of the employee any more', async () => {
    fakeApi.on(api.account.getMySecurity, { totp: 'on', recoveryCodesLeft: 10, passkeys: [], twoFactorSetup: null });
    const { location } = renderSection(<AuthRoutes />, { at: '/auth/twoFactor', mountPath: SECTIONS.auth.mountPath });
    await waitFor(() => expect(location()).toBe('/main/dashboard'));
  });

  it('sends a visitor who is not signed in to the login screen', async () => {
    const { location } = renderSection(<AuthRoutes />, { at: '/auth/twoFactor', mountPath: SECTIONS.auth.mountPath, employee: null });
    await waitFor(() => expect(location()).toBe('/auth/login'));
  });
});
