import { api } from '@shopdesk/contracts';
import { screen } from '@testing-library/react';
import { failure, ok, startFakeApi } from '../app/testing/fake-api';
import { renderAuth } from '../app/testing/render-auth';

const server = startFakeApi();
const FORGOT = api.auth.forgotPassword.path;
const SENT = 'If an account with this e-mail exists, we have sent it a link to reset the password.';

async function askForLink() {
  server.on('POST', FORGOT, ok(null, 200, SENT));
  const view = renderAuth('/auth/forgotPassword');
  await view.user.type(screen.getByLabelText('Email'), ' amina@example.com ');
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Check your email' });
  return view;
}

describe('/auth/forgotPassword', () => {
  it('shows an e-mail field, Continue and a Go Back link to the login screen', async () => {
    const { user, path } = renderAuth('/auth/forgotPassword');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('type', 'submit');
    await user.click(screen.getByRole('link', { name: 'Go Back' }));
    expect(path()).toBe('/auth/login');
  });

  it('requires a valid e-mail and sends nothing without one', async () => {
    const { user } = renderAuth('/auth/forgotPassword');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Email must be a valid email')).toBeInTheDocument();
    expect(server.seen).toEqual([]);
  });

  it("sends the request, then says to check the e-mail with 'resend email' and 'Go Back Login'", async () => {
    const { user, path } = await askForLink();
    expect(server.seen).toEqual([{ method: 'POST', path: FORGOT, body: { email: 'amina@example.com' } }]);
    expect(screen.getByText(/if an account was found for/i)).toHaveTextContent(
      'If an account was found for amina@example.com, an e-mail with a link to reset your password has been sent to it.',
    );
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'resend email' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go Back Login' }));
    expect(path()).toBe('/auth/login');
  });

  it("'resend email' sends the same request again and confirms it", async () => {
    const { user } = await askForLink();
    await user.click(screen.getByRole('button', { name: 'resend email' }));
    expect(await screen.findByText('If an account was found, we have sent the e-mail again.')).toBeInTheDocument();
    expect(server.seen.map((call) => call.body)).toEqual([{ email: 'amina@example.com' }, { email: 'amina@example.com' }]);
  });

  it("'resend email' shows the server's message when rate limited", async () => {
    const { user } = await askForLink();
    server.on('POST', FORGOT, failure(429, 'Too many requests; try again in 3600 seconds'));
    await user.click(screen.getByRole('button', { name: 'resend email' }));
    expect(await screen.findByText('Too many requests; try again in 3600 seconds')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  });

  it("shows the server's message, or a fallback, when the request fails, and keeps the form", async () => {
    server.on('POST', FORGOT, failure(429, 'Too many requests; try again in 3600 seconds'));
    const { user } = renderAuth('/auth/forgotPassword');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Too many requests; try again in 3600 seconds')).toBeInTheDocument();

    server.on('POST', FORGOT, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Could not send the e-mail. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com');
  });
});
