import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { getEmployee } from '@shopdesk/session';
import { fakeApi, failure, INVITE_TOKEN, renderSection, testEmployee, withMessage } from '@shopdesk/testing';
import { screen, waitFor } from '@testing-library/react';
import AuthRoutes from '../app/routes';

const URL = `/auth/register/${INVITE_TOKEN}`;
const employee = testEmployee();
const renderRegister = () => renderSection(<AuthRoutes />, { at: URL, mountPath: SECTIONS.auth.mountPath, employee: null });
const registrations = () => fakeApi.callsTo(api.auth.register);

async function renderForm() {
  fakeApi.on(api.auth.getEmailFromToken, { email: 'amina@example.com', level: 'agent' });
  const view = renderRegister();
  await screen.findByRole('button', { name: 'Create Account' });
  return view;
}

async function fillIn(user: ReturnType<typeof renderRegister>['user'], password: string, confirmation: string) {
  await user.type(screen.getByLabelText('Name'), '  Amina Yusuf ');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
}

describe('/auth/register/:token', () => {
  it('shows the invited e-mail read-only, the fields, Create Account and a Log In link', async () => {
    const { user, location } = await renderForm();
    expect(fakeApi.lastCall(api.auth.getEmailFromToken)?.params).toEqual({ token: INVITE_TOKEN });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('amina@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('link', { name: 'Log In' }));
    expect(location()).toBe('/auth/login');
  });

  it.each([
    ['manager', 'You are joining as a Manager.'],
    ['agent', 'You are joining as an Agent.'],
    ['owner', 'You are joining as an Owner.'],
  ] as const)('says under the e-mail the level a %s invite joins at', async (level, text) => {
    fakeApi.on(api.auth.getEmailFromToken, { email: 'amina@example.com', level });
    renderRegister();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAccessibleDescription(text);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says the link is dead, with a way to log in and no form, when the invite is unknown, used or expired', async () => {
    fakeApi.fail(api.auth.getEmailFromToken, 404, 'Invite not found');
    const { user, location } = renderRegister();
    expect(await screen.findByText('This invitation link has expired or has already been used')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Log In' }));
    expect(location()).toBe('/auth/login');
  });

  it("shows the server's message and a Retry when the invite could not be checked", async () => {
    fakeApi.on(api.auth.getEmailFromToken, () =>
      fakeApi.calls.length === 1 ? failure(429, 'Too many requests; try again in 60 seconds') : { email: 'amina@example.com', level: 'agent' as const },
    );
    const { user } = renderRegister();
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
    expect(registrations()).toEqual([]);
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
    expect(registrations()).toEqual([]);
  });

  it("says 'Passwords Do Not Match' and sends nothing when the passwords differ", async () => {
    const { user } = await renderForm();
    await fillIn(user, 'first password', 'other password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords Do Not Match')).toBeInTheDocument();
    expect(registrations()).toEqual([]);
  });

  it('creates the account, stores the employee, says so and goes to the dashboard', async () => {
    fakeApi.on(api.auth.register, withMessage(employee, 'Successfully registered!'));
    const { user, location } = await renderForm();
    await fillIn(user, 'a good password', 'a good password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Successfully registered!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/main/dashboard'));
    expect(getEmployee()).toEqual(employee);
    expect(fakeApi.lastCall(api.auth.register)?.body).toEqual({
      token: INVITE_TOKEN,
      email: 'amina@example.com',
      name: 'Amina Yusuf',
      password: 'a good password',
      password2: 'a good password',
    });
  });

  it("shows the server's message when the account cannot be created, and stays", async () => {
    fakeApi.fail(api.auth.register, 400, 'This password is one of the most common passwords; choose another one');
    const { user, location } = await renderForm();
    await fillIn(user, 'password1', 'password1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('This password is one of the most common passwords; choose another one')).toBeInTheDocument();
    expect(location()).toBe(URL);
    expect(getEmployee()).toBeNull();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('shows a fallback when the server gives no message', async () => {
    fakeApi.fail(api.auth.register, 502);
    const { user } = await renderForm();
    await fillIn(user, 'a good password', 'a good password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Could not create your account. Please try again.')).toBeInTheDocument();
  });
});
