import { api } from '@shopdesk/contracts';
import { getEmployee } from '@shopdesk/session';
import { screen, waitFor } from '@testing-library/react';
import { deferred, failure, ok, startFakeApi, type FakeReply } from '../app/testing/fake-api';
import { employee } from '../app/testing/fixtures';
import { renderAuth } from '../app/testing/render-auth';

const server = startFakeApi();
const LOGIN = api.auth.login.path;

async function fillIn(user: ReturnType<typeof renderAuth>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('/auth/login', () => {
  it('shows Email (an e-mail field), Password, Login and a Forgot Password? link', async () => {
    const { user, path } = renderAuth('/auth/login');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Shopdesk')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');

    await user.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    expect(path()).toBe('/auth/forgotPassword');
  });

  it('says which fields are required and sends nothing', async () => {
    const { user } = renderAuth('/auth/login');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(server.seen).toEqual([]);
  });

  it('refuses an address that is not an e-mail', async () => {
    const { user } = renderAuth('/auth/login');
    await fillIn(user, 'amina.example.com', 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email must be a valid email')).toBeInTheDocument();
    expect(server.seen).toEqual([]);
  });

  it('stores the employee, says so and goes to the dashboard', async () => {
    server.on('POST', LOGIN, ok(employee));
    const { user, path } = renderAuth('/auth/login');
    await fillIn(user, '  amina@example.com ', 'secret password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Successfully Logged in!')).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/main/dashboard'));
    expect(getEmployee()).toEqual(employee);
    expect(server.seen).toEqual([
      { method: 'POST', path: LOGIN, body: { email: 'amina@example.com', password: 'secret password' } },
    ]);
  });

  it("says 'Credential Invalid!' when refused, and the form can be sent again", async () => {
    server.on('POST', LOGIN, failure(401, 'Credential Invalid!'));
    const { user, path } = renderAuth('/auth/login');
    await fillIn(user, 'amina@example.com', 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Credential Invalid!')).toBeInTheDocument();
    expect(path()).toBe('/auth/login');
    expect(getEmployee()).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("shows the server's message when rate limited", async () => {
    server.on('POST', LOGIN, failure(429, 'Too many failed logins; try again in 60 seconds'));
    const { user } = renderAuth('/auth/login');
    await fillIn(user, 'amina@example.com', 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Too many failed logins; try again in 60 seconds')).toBeInTheDocument();
  });

  it('is busy while signing in and cannot be sent twice', async () => {
    const answer = deferred<FakeReply>();
    server.on('POST', LOGIN, () => answer.promise);
    const { user } = renderAuth('/auth/login');
    await fillIn(user, 'amina@example.com', 'secret password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const button = await screen.findByRole('button', { name: 'Login', busy: true });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.keyboard('{Enter}');
    answer.resolve(ok(employee));
    expect(await screen.findByText('Successfully Logged in!')).toBeInTheDocument();
    expect(server.seen).toHaveLength(1);
  });
});
