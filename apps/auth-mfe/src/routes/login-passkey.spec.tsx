import { startAuthentication } from '@simplewebauthn/browser';
import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { getEmployee } from '@shopdesk/session';
import { failure, fakeApi, renderSection, testEmployee, withMessage, withPasskeySupport } from '@shopdesk/testing';
import { screen, waitFor } from '@testing-library/react';
import AuthRoutes from '../app/routes';

jest.mock('@simplewebauthn/browser', () => ({
  startRegistration: jest.fn(),
  startAuthentication: jest.fn(),
}));
withPasskeySupport();

const employee = testEmployee();
const TOKEN = 'challenge-token-abcdefghijklmnopqrstuvwxyz';
const PENDING = 'pending-token-abcdefghijklmnopqrstuvwxyz';
const SIGNED = { id: 'cred-1', rawId: 'cred-1', type: 'public-key' as const, response: { signature: 's' }, clientExtensionResults: {} };
const renderLogin = () => renderSection(<AuthRoutes />, { at: '/auth/login', mountPath: SECTIONS.auth.mountPath, employee: null });

describe('signing in with a passkey', () => {
  it('instead of the password: the browser signs the challenge, then the app is signed in', async () => {
    fakeApi.on(api.auth.startPasskeySignIn, { options: { challenge: 'c2lnbi1pbg' }, challengeToken: TOKEN });
    fakeApi.on(api.auth.finishPasskeySignIn, withMessage(employee, 'Successfully Logged in!'));
    jest.mocked(startAuthentication).mockResolvedValue(SIGNED as never);
    const { user, location } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(location()).toBe('/main/dashboard'));
    expect(fakeApi.lastCall(api.auth.finishPasskeySignIn)?.body).toEqual({ challengeToken: TOKEN, response: SIGNED });
    expect(getEmployee()).toEqual(employee);
  });

  it("says a refused passkey in the server's words and stays", async () => {
    fakeApi.on(api.auth.startPasskeySignIn, { options: { challenge: 'c2lnbi1pbg' }, challengeToken: TOKEN });
    fakeApi.on(api.auth.finishPasskeySignIn, failure(401, 'The passkey was not accepted: try again, or sign in with your password'));
    jest.mocked(startAuthentication).mockResolvedValue(SIGNED as never);
    const { user, location } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText('The passkey was not accepted: try again, or sign in with your password')).toBeInTheDocument();
    expect(location()).toBe('/auth/login');
    expect(getEmployee()).toBeNull();
  });

  it('as the second step of an employee whose only second factor is a passkey: no code field', async () => {
    fakeApi.on(api.auth.login, withMessage({ secondFactor: { pendingToken: PENDING, methods: ['passkey'] } }, 'Enter the code of your authenticator app'));
    fakeApi.on(api.auth.startPasskeySecondStep, { options: { challenge: 'c2Vjb25k' }, challengeToken: TOKEN });
    fakeApi.on(api.auth.loginWithPasskey, employee);
    jest.mocked(startAuthentication).mockResolvedValue(SIGNED as never);
    const { user, location } = renderLogin();
    await user.type(await screen.findByLabelText('Email'), employee.email);
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(location()).toBe('/main/dashboard'));
    expect(fakeApi.lastCall(api.auth.startPasskeySecondStep)?.body).toEqual({ pendingToken: PENDING });
    expect(fakeApi.lastCall(api.auth.loginWithPasskey)?.body).toEqual({ pendingToken: PENDING, challengeToken: TOKEN, response: SIGNED });
  });
});
