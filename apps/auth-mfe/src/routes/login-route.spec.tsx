import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { endSession, getEmployee } from '@shopdesk/session';
import { fakeApi, renderSection, testEmployee } from '@shopdesk/testing';
import { screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import AuthRoutes from '../app/routes';

const employee = testEmployee();
const renderLogin = () => renderSection(<AuthRoutes />, { at: '/auth/login', mountPath: SECTIONS.auth.mountPath, employee: null });

/** The login page as the shell's guard opens it: with the page to return to in its history state. */
function SentFrom({ from }: { from: string }) {
  const navigate = useNavigate();
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    navigate('/auth/login', { replace: true, state: { from } });
    setArrived(true);
  }, [navigate, from]);
  return arrived ? <AuthRoutes /> : null;
}

const renderLoginFrom = (from: string) =>
  renderSection(<SentFrom from={from} />, { at: '/auth/login', mountPath: SECTIONS.auth.mountPath, employee: null });

async function fillIn(user: ReturnType<typeof renderLogin>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('/auth/login', () => {
  it('shows Email (an e-mail field), Password, Login and a Forgot Password? link', async () => {
    const { user, location } = renderLogin();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Shopdesk')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');

    await user.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    expect(location()).toBe('/auth/forgotPassword');
  });

  it('says which fields are required and sends nothing', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fakeApi.calls).toEqual([]);
  });

  it('refuses an address that is not an e-mail', async () => {
    const { user } = renderLogin();
    await fillIn(user, 'amina.example.com', 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email must be a valid email')).toBeInTheDocument();
    expect(fakeApi.calls).toEqual([]);
  });

  it('stores the employee, says so and goes to the dashboard', async () => {
    fakeApi.on(api.auth.login, employee);
    const { user, location } = renderLogin();
    await fillIn(user, '  amina@example.com ', 'secret password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Successfully Logged in!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/main/dashboard'));
    expect(getEmployee()).toEqual(employee);
    expect(fakeApi.calls).toHaveLength(1);
    expect(fakeApi.lastCall(api.auth.login)?.body).toEqual({ email: 'amina@example.com', password: 'secret password' });
  });

  it("says 'Credential Invalid!' when refused, and the form can be sent again", async () => {
    fakeApi.fail(api.auth.login, 401, 'Credential Invalid!');
    const { user, location } = renderLogin();
    await fillIn(user, 'amina@example.com', 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Credential Invalid!')).toBeInTheDocument();
    expect(location()).toBe('/auth/login');
    expect(getEmployee()).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("shows the server's message when rate limited", async () => {
    fakeApi.fail(api.auth.login, 429, 'Too many failed logins; try again in 60 seconds');
    const { user } = renderLogin();
    await fillIn(user, 'amina@example.com', 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Too many failed logins; try again in 60 seconds')).toBeInTheDocument();
  });

  it('is busy while signing in and cannot be sent twice', async () => {
    fakeApi.on(api.auth.login, employee);
    const answer = fakeApi.hold(api.auth.login);
    const { user } = renderLogin();
    await fillIn(user, 'amina@example.com', 'secret password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const button = await screen.findByRole('button', { name: 'Login', busy: true });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.keyboard('{Enter}');
    answer.release();
    expect(await screen.findByText('Successfully Logged in!')).toBeInTheDocument();
    expect(fakeApi.calls).toHaveLength(1);
  });

  it('is titled Login', () => {
    renderLogin();
    expect(document.title).toBe('Login · Shopdesk');
  });

  it('returns to the page that sent a signed-out visitor here, query and all', async () => {
    fakeApi.on(api.auth.login, employee);
    const { user, location } = renderLoginFrom('/main/orders/orderByStatus?status=completed&page=2');
    await fillIn(user, 'amina@example.com', 'secret password');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/main/orders/orderByStatus?status=completed&page=2'));
  });

  it('says the session has ended when the server ended it, until the next sign-in', async () => {
    const SESSION_ENDED = 'Your session has ended. Sign in again to go on where you were.';
    endSession();
    fakeApi.on(api.auth.login, employee);
    const { user } = renderLoginFrom('/main/orders/orderByStatus?status=completed');
    expect(await screen.findByRole('status')).toHaveTextContent(SESSION_ENDED);
    await fillIn(user, 'amina@example.com', 'secret password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(getEmployee()).toEqual(employee));
    expect(screen.queryByText(SESSION_ENDED)).not.toBeInTheDocument();
  });

  it('says nothing of an ended session to a visitor who signed out or never signed in', () => {
    renderLogin();
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
  });

  it.each(['https://evil.example/main', '//evil.example/main/orders', '/auth/register/abc'])(
    'goes to the dashboard instead of %s: only pages of this site under /main',
    async (from) => {
      fakeApi.on(api.auth.login, employee);
      const { user, location } = renderLoginFrom(from);
      await fillIn(user, 'amina@example.com', 'secret password');
      await user.click(await screen.findByRole('button', { name: 'Login' }));
      await waitFor(() => expect(location()).toBe('/main/dashboard'));
    },
  );
});
