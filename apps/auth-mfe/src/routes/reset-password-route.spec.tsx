import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { getEmployee } from '@shopdesk/session';
import { failure, fakeApi, renderSection, RESET_TOKEN, withMessage } from '@shopdesk/testing';
import { screen, waitFor } from '@testing-library/react';
import AuthRoutes from '../app/routes';

const URL = `/auth/resetEmployeePassword/${RESET_TOKEN}`;
const renderReset = () => renderSection(<AuthRoutes />, { at: URL, mountPath: SECTIONS.auth.mountPath, employee: null });
const resets = () => fakeApi.callsTo(api.auth.resetPassword);

/** The page once its link is known to work. */
async function renderForm() {
  fakeApi.on(api.auth.checkResetToken, null);
  const view = renderReset();
  await screen.findByRole('button', { name: 'Recover Password' });
  return view;
}

async function fillIn(user: ReturnType<typeof renderReset>['user'], password: string, confirmation: string) {
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Recover Password' }));
}

describe('/auth/resetEmployeePassword/:token', () => {
  it('shows New Password, Confirm Password and Recover Password once the link is known to work', async () => {
    await renderForm();
    expect(fakeApi.lastCall(api.auth.checkResetToken)?.params).toEqual({ token: RESET_TOKEN });
    expect(document.title).toBe('Reset Password · Shopdesk');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Recover Password' })).toHaveAttribute('type', 'submit');
  });

  it('says which fields are required and sends nothing', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Recover Password' }));
    expect(await screen.findByText('New Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    expect(resets()).toEqual([]);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const { user } = await renderForm();
    await fillIn(user, 'short', 'short');
    expect(await screen.findByText('New Password must be at least 8 characters')).toBeInTheDocument();
    expect(resets()).toEqual([]);
  });

  it("says 'Passwords Do Not Match' and sends nothing: the link is single use", async () => {
    const { user } = await renderForm();
    await fillIn(user, 'new password 1', 'new password 2');
    expect(await screen.findByText('Passwords Do Not Match')).toBeInTheDocument();
    expect(resets()).toEqual([]);
  });

  it("changes the password, says 'Successfully Password Changed!' and goes to the login screen", async () => {
    fakeApi.on(api.auth.resetPassword, withMessage(null, 'Successfully Password Changed!'));
    const answer = fakeApi.hold(api.auth.resetPassword);
    const { user, location } = await renderForm();
    await fillIn(user, 'new password 1', 'new password 1');

    expect(await screen.findByRole('button', { name: 'Recover Password', busy: true })).toBeDisabled();
    answer.release();
    expect(await screen.findByText('Successfully Password Changed!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth/login'));
    expect(getEmployee()).toBeNull();
    expect(resets()).toHaveLength(1);
    expect(fakeApi.lastCall(api.auth.resetPassword)?.body).toEqual({ token: RESET_TOKEN, newPassword: 'new password 1' });
  });

  it("shows the server's message when the link is bad, used or expired, and stays", async () => {
    fakeApi.fail(api.auth.resetPassword, 400, 'This reset link is invalid, already used or expired; ask for a new one');
    const { user, location } = await renderForm();
    await fillIn(user, 'new password 1', 'new password 1');
    expect(
      await screen.findByText('This reset link is invalid, already used or expired; ask for a new one'),
    ).toBeInTheDocument();
    expect(location()).toBe(URL);
    expect(screen.getByRole('button', { name: 'Recover Password' })).toBeEnabled();
  });

  it('says the link is dead when the page opens, with no form and a way to ask for a new one, when it is used or expired', async () => {
    fakeApi.fail(api.auth.checkResetToken, 404, 'Reset link not found');
    const { user, location } = renderReset();
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired or has already been used');
    expect(screen.getByRole('heading', { name: 'Reset link unavailable' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(resets()).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Ask for a new reset link' }));
    expect(location()).toBe('/auth/forgotPassword');
  });

  it("shows the server's message and a Retry when the link could not be checked", async () => {
    fakeApi.on(api.auth.checkResetToken, () =>
      fakeApi.calls.length === 1 ? failure(429, 'Too many requests; try again in 60 seconds') : null,
    );
    const { user } = renderReset();
    expect(await screen.findByText('Too many requests; try again in 60 seconds')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
  });
});
