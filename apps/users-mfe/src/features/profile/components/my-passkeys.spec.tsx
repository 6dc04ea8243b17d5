import { startRegistration } from '@simplewebauthn/browser';
import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, fakeId, renderSection, testEmployee, withMessage, withPasskeySupport } from '@shopdesk/testing';
import { screen, within } from '@testing-library/react';
import UsersRoutes from '../../../app/routes';

jest.mock('@simplewebauthn/browser', () => ({
  startRegistration: jest.fn(),
  startAuthentication: jest.fn(),
}));
withPasskeySupport();

const TOKEN = 'challenge-token-abcdefghijklmnopqrstuvwxyz';
const MADE = { id: 'cred-1', rawId: 'cred-1', type: 'public-key' as const, response: { attestationObject: 'o', clientDataJSON: 'c' }, clientExtensionResults: {} };
type Key = { _id: string; name: string; createdAt: string; lastUsedAt: string | null };
const laptop: Key = { _id: fakeId(), name: 'Work laptop', createdAt: '2026-11-01T09:00:00.000Z', lastUsedAt: '2026-11-20T08:30:00.000Z' };

function servePasskeys(passkeys: Key[]) {
  fakeApi.on(api.account.getMySessions, []);
  fakeApi.on(api.account.getMySecurity, () => ({ totp: 'off' as const, recoveryCodesLeft: 0, passkeys, twoFactorSetup: null }));
}

const renderProfile = () => renderSection(<UsersRoutes />, { at: '/main/users/profile', mountPath: SECTIONS.users.mountPath, employee: testEmployee() });

describe('passkeys on the profile page', () => {
  it('lists each by name with when it was added and last used', async () => {
    servePasskeys([laptop]);
    renderProfile();
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Work laptop')).toBeInTheDocument();
    expect(list).toHaveTextContent(/Added 1 Nov 2026, \d\d:\d\d · Last used 20 Nov 2026, \d\d:\d\d/);
  });

  it('adds one: named, made by the browser from the API\'s options, then listed', async () => {
    const passkeys: Key[] = [];
    servePasskeys(passkeys);
    fakeApi.on(api.account.startPasskeyRegistration, { options: { challenge: 'cmVnaXN0ZXI' }, challengeToken: TOKEN });
    fakeApi.on(api.account.finishPasskeyRegistration, ({ body }) => {
      const added = { ...laptop, _id: fakeId(), name: body.name, lastUsedAt: null };
      passkeys.push(added);
      return withMessage(added, 'Passkey added');
    });
    jest.mocked(startRegistration).mockResolvedValue(MADE as never);
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a passkey' });
    await user.click(within(dialog).getByRole('button', { name: 'Add passkey' }));
    expect(await within(dialog).findByText('Name the passkey, so you can tell it from others')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Passkey name'), '  Phone ');
    await user.click(within(dialog).getByRole('button', { name: 'Add passkey' }));
    expect(await screen.findByText('Passkey added')).toBeInTheDocument();
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'cmVnaXN0ZXI' } });
    expect(fakeApi.lastCall(api.account.finishPasskeyRegistration)?.body).toEqual({ challengeToken: TOKEN, name: 'Phone', response: MADE });
    expect(await within(await screen.findByRole('list', { name: 'Your passkeys' })).findByText('Phone')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('says a cancelled browser prompt, and adds nothing', async () => {
    servePasskeys([]);
    fakeApi.on(api.account.startPasskeyRegistration, { options: { challenge: 'cmVnaXN0ZXI' }, challengeToken: TOKEN });
    jest.mocked(startRegistration).mockRejectedValue(new DOMException('timed out or not allowed', 'NotAllowedError'));
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await user.type(screen.getByLabelText('Passkey name'), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Add passkey' }));
    expect(await screen.findByText('The passkey was cancelled or timed out')).toBeInTheDocument();
    expect(fakeApi.callsTo(api.account.finishPasskeyRegistration)).toHaveLength(0);
  });

  it('removes one after a confirmation', async () => {
    servePasskeys([laptop]);
    fakeApi.on(api.account.removePasskey, withMessage(null, 'Passkey removed'));
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
    const confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent('Remove the passkey "Work laptop"? It will no longer sign you in.');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Passkey removed')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.account.removePasskey)?.params).toEqual({ id: laptop._id });
  });
});
