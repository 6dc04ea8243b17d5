import { api, buildPath } from '@shopdesk/contracts';
import { getEmployee } from '@shopdesk/session';
import { screen, waitFor } from '@testing-library/react';
import { failure, ok, startFakeApi } from '../app/testing/fake-api';
import { employee, INVITE_TOKEN } from '../app/testing/fixtures';
import { renderAuth } from '../app/testing/render-auth';

const server = startFakeApi();
const EMAIL_OF_TOKEN = buildPath(api.auth.getEmailFromToken.path, { token: INVITE_TOKEN });
const REGISTER = api.auth.register.path;
const URL = `/auth/register/${INVITE_TOKEN}`;

async function renderForm() {
  server.on('GET', EMAIL_OF_TOKEN, ok({ email: 'amina@example.com' }));
  const view = renderAuth(URL);
  await screen.findByRole('button', { name: 'Create Account' });
  return view;
}

async function fillIn(user: ReturnType<typeof renderAuth>['user'], password: string, confirmation: string) {
  await user.type(screen.getByLabelText('Name'), '  Amina Yusuf ');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
}

describe('/auth/register/:token', () => {
  it('shows the invited e-mail read-only, the fields, Create Account and a Log In link', async () => {
    const { user, path } = await renderForm();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('amina@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('link', { name: 'Log In' }));
    expect(path()).toBe('/auth/login');
  });

  it('says the link is dead, with a way to log in and no form, when the invite is unknown, used or expired', async () => {
    server.on('GET', EMAIL_OF_TOKEN, failure(404, 'Invite not found'));
    const { user, path } = renderAuth(URL);
    expect(await screen.findByText('This invitation link has expired or has already been used')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Log In' }));
    expect(path()).toBe('/auth/login');
  });

  it("shows the server's message and a Retry when the invite could not be checked", async () => {
    let calls = 0;
    server.on('GET', EMAIL_OF_TOKEN, () => {
      calls += 1;
      return calls === 1 ? failure(429, 'Too many requests; try again in 60 seconds') : ok({ email: 'amina@example.com' });
    });
    const { user } = renderAuth(URL);
    expect(await screen.findByText('Too many requests; try again in 60 seconds')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('amina@example.com');
  });

  it('says which fields are required and sends nothing', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    expect(server.seen.filter((call) => call.path === REGISTER)).toEqual([]);
  });

  it('refuses a password shorter than 8 or longer than 128 characters', async () => {
    const { user } = await renderForm();
    await fillIn(user, 'short', 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByLabelText('Password'));
    await user.paste('a'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at most 128 characters')).toBeInTheDocument();
    expect(server.seen.filter((call) => call.path === REGISTER)).toEqual([]);
  });

  it("says 'Passwords Do Not Match' and sends nothing when the passwords differ", async () => {
    const { user } = await renderForm();
    await fillIn(user, 'first password', 'other password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords Do Not Match')).toBeInTheDocument();
    expect(server.seen.filter((call) => call.path === REGISTER)).toEqual([]);
  });

  it('creates the account, stores the employee, says so and goes to the dashboard', async () => {
    server.on('POST', REGISTER, ok(employee, 201, 'Successfully registered!'));
    const { user, path } = await renderForm();
    await fillIn(user, 'a good password', 'a good password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Successfully registered!')).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/main/dashboard'));
    expect(getEmployee()).toEqual(employee);
    expect(server.seen.find((call) => call.path === REGISTER)?.body).toEqual({
      token: INVITE_TOKEN,
      email: 'amina@example.com',
      name: 'Amina Yusuf',
      password: 'a good password',
      password2: 'a good password',
    });
  });

  it("shows the server's message when the account cannot be created, and stays", async () => {
    server.on('POST', REGISTER, failure(400, 'This password is one of the most common passwords; choose another one'));
    const { user, path } = await renderForm();
    await fillIn(user, 'password1', 'password1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('This password is one of the most common passwords; choose another one')).toBeInTheDocument();
    expect(path()).toBe(URL);
    expect(getEmployee()).toBeNull();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('shows a fallback when the server gives no message', async () => {
    server.on('POST', REGISTER, { status: 502 });
    const { user } = await renderForm();
    await fillIn(user, 'a good password', 'a good password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Could not create your account. Please try again.')).toBeInTheDocument();
  });
});
