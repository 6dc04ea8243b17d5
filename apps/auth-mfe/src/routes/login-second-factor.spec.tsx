import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { getEmployee } from '@shopdesk/session';
import { failure, fakeApi, renderSection, testEmployee, withMessage } from '@shopdesk/testing';
import { screen, waitFor } from '@testing-library/react';
import AuthRoutes from '../app/routes';

const employee = testEmployee();
const PENDING = 'pending-token-abcdefghijklmnopqrstuvwxyz';
const renderLogin = () => renderSection(<AuthRoutes />, { at: '/auth/login', mountPath: SECTIONS.auth.mountPath, employee: null });

async function passwordStep(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText('Email'), employee.email);
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  fakeApi.on(api.auth.login, withMessage({ secondFactor: { pendingToken: PENDING, methods: ['totp', 'recoveryCode'] } }, 'Enter the code of your authenticator app'));
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password, stores nobody until it is right, then signs in', async () => {
    fakeApi.on(api.auth.loginWithCode, employee);
    const { user, location } = renderLogin();
    await passwordStep(user);

    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(getEmployee()).toBeNull();
    expect(document.title).toMatch(/^Two-step verification/);
    expect(screen.getByLabelText('Authentication code')).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(screen.getByLabelText('Authentication code'), '492 039');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/main/dashboard'));
    expect(fakeApi.lastCall(api.auth.loginWithCode)?.body).toEqual({ pendingToken: PENDING, code: '492 039' });
    expect(getEmployee()).toEqual(employee);
  });

  it('takes a recovery code in the same field', async () => {
    fakeApi.on(api.auth.loginWithCode, employee);
    const { user } = renderLogin();
    await passwordStep(user);
    await user.type(await screen.findByLabelText('Authentication code'), '7K2QX-M9T4D');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(fakeApi.lastCall(api.auth.loginWithCode)?.body).toEqual({ pendingToken: PENDING, code: '7K2QX-M9T4D' }));
  });

  it("says a refused code in the server's words and keeps the step to try again", async () => {
    fakeApi.on(api.auth.loginWithCode, failure(401, 'The code is wrong or the sign-in has expired: check the code, or sign in again'));
    const { user, location } = renderLogin();
    await passwordStep(user);
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is wrong or the sign-in has expired: check the code, or sign in again')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(location()).toBe('/auth/login');
    expect(getEmployee()).toBeNull();
  });

  it('checks the code before sending it, and goes back to the password step', async () => {
    const { user } = renderLogin();
    await passwordStep(user);
    await user.type(await screen.findByLabelText('Authentication code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6 digits of your app, or a recovery code')).toBeInTheDocument();
    expect(fakeApi.callsTo(api.auth.loginWithCode)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
