import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { getEmployee } from '@shopdesk/session';
import { fakeApi, renderSection, RESET_TOKEN, withMessage } from '@shopdesk/testing';
import { screen, waitFor } from '@testing-library/react';
import AuthRoutes from '../app/routes';

const URL = `/auth/resetEmployeePassword/${RESET_TOKEN}`;
const renderReset = () => renderSection(<AuthRoutes />, { at: URL, mountPath: SECTIONS.auth.mountPath, employee: null });

async function fillIn(user: ReturnType<typeof renderReset>['user'], password: string, confirmation: string) {
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Recover Password' }));
}

describe('/auth/resetEmployeePassword/:token', () => {
  it('shows New Password, Confirm Password and Recover Password', () => {
    renderReset();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Recover Password' })).toHaveAttribute('type', 'submit');
  });

  it('says which fields are required and sends nothing', async () => {
    const { user } = renderReset();
    await user.click(screen.getByRole('button', { name: 'Recover Password' }));
    expect(await screen.findByText('New Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    expect(fakeApi.calls).toEqual([]);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const { user } = renderReset();
    await fillIn(user, 'short', 'short');
    expect(await screen.findByText('New Password must be at least 8 characters')).toBeInTheDocument();
    expect(fakeApi.calls).toEqual([]);
  });

  it("says 'Passwords Do Not Match' and sends nothing: the link is single use", async () => {
    const { user } = renderReset();
    await fillIn(user, 'new password 1', 'new password 2');
    expect(await screen.findByText('Passwords Do Not Match')).toBeInTheDocument();
    expect(fakeApi.calls).toEqual([]);
  });

  it("changes the password, says 'Successfully Password Changed!' and goes to the login screen", async () => {
    fakeApi.on(api.auth.resetPassword, withMessage(null, 'Successfully Password Changed!'));
    const answer = fakeApi.hold(api.auth.resetPassword);
    const { user, location } = renderReset();
    await fillIn(user, 'new password 1', 'new password 1');

    expect(await screen.findByRole('button', { name: 'Recover Password', busy: true })).toBeDisabled();
    answer.release();
    expect(await screen.findByText('Successfully Password Changed!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth/login'));
    expect(getEmployee()).toBeNull();
    expect(fakeApi.calls).toHaveLength(1);
    expect(fakeApi.lastCall(api.auth.resetPassword)?.body).toEqual({ token: RESET_TOKEN, newPassword: 'new password 1' });
  });

  it("shows the server's message when the link is bad, used or expired, and stays", async () => {
    fakeApi.fail(api.auth.resetPassword, 400, 'This reset link is invalid, already used or expired; ask for a new one');
    const { user, location } = renderReset();
    await fillIn(user, 'new password 1', 'new password 1');
    expect(
      await screen.findByText('This reset link is invalid, already used or expired; ask for a new one'),
    ).toBeInTheDocument();
    expect(location()).toBe(URL);
    expect(screen.getByRole('button', { name: 'Recover Password' })).toBeEnabled();
  });
});
