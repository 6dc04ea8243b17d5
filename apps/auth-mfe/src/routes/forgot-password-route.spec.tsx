import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, renderSection, withMessage } from '@shopdesk/testing';
import { screen, waitFor } from '@testing-library/react';
import AuthRoutes from '../app/routes';

const SENT = 'If an account with this e-mail exists, we have sent it a link to reset the password.';
/** The screen rendered, its code loaded (the section fetches it on demand: app/routes.tsx). */
async function renderAt(at: string) {
  const view = renderSection(<AuthRoutes />, { at, mountPath: SECTIONS.auth.mountPath, employee: null });
  await waitFor(() => expect(screen.queryByText('Loading')).not.toBeInTheDocument());
  return view;
}
const sentBodies = () => fakeApi.callsTo(api.auth.forgotPassword).map((request) => request.body);

async function askForLink() {
  fakeApi.on(api.auth.forgotPassword, withMessage(null, SENT));
  const view = await renderAt('/auth/forgotPassword');
  await view.user.type(screen.getByLabelText('Email'), ' amina@example.com ');
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Check your email' });
  return view;
}

describe('/auth/forgotPassword', () => {
  it('shows an e-mail field, Continue and a Go Back link to the login screen', async () => {
    const { user, location } = await renderAt('/auth/forgotPassword');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('type', 'submit');
    await user.click(screen.getByRole('link', { name: 'Go Back' }));
    expect(location()).toBe('/auth/login');
  });

  it('requires a valid e-mail and sends nothing without one', async () => {
    const { user } = await renderAt('/auth/forgotPassword');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Email must be a valid email')).toBeInTheDocument();
    expect(fakeApi.calls).toEqual([]);
  });

  it("sends the request, then says to check the e-mail with 'resend email' and 'Go Back Login'", async () => {
    const { user, location } = await askForLink();
    expect(fakeApi.calls).toHaveLength(1);
    expect(sentBodies()).toEqual([{ email: 'amina@example.com' }]);
    expect(screen.getByText(/if an account was found for/i)).toHaveTextContent(
      'If an account was found for amina@example.com, an e-mail with a link to reset your password has been sent to it.',
    );
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'resend email' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go Back Login' }));
    expect(location()).toBe('/auth/login');
  });

  it("'resend email' sends the same request again and confirms it", async () => {
    const { user } = await askForLink();
    await user.click(screen.getByRole('button', { name: 'resend email' }));
    expect(await screen.findByText('If an account was found, we have sent the e-mail again.')).toBeInTheDocument();
    expect(sentBodies()).toEqual([{ email: 'amina@example.com' }, { email: 'amina@example.com' }]);
  });

  it("'resend email' shows the server's message when rate limited", async () => {
    const { user } = await askForLink();
    fakeApi.fail(api.auth.forgotPassword, 429, 'Too many requests; try again in 3600 seconds');
    await user.click(screen.getByRole('button', { name: 'resend email' }));
    expect(await screen.findByText('Too many requests; try again in 3600 seconds')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  });

  it("shows the server's message, or a fallback, when the request fails, and keeps the form", async () => {
    fakeApi.fail(api.auth.forgotPassword, 429, 'Too many requests; try again in 3600 seconds');
    const { user } = await renderAt('/auth/forgotPassword');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Too many requests; try again in 3600 seconds')).toBeInTheDocument();

    fakeApi.fail(api.auth.forgotPassword, 500);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Could not send the e-mail. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com');
  });
});
