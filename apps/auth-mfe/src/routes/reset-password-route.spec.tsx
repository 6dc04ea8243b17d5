import { api } from '@shopdesk/contracts';
import { getEmployee } from '@shopdesk/session';
import { screen, waitFor } from '@testing-library/react';
import { deferred, failure, ok, startFakeApi, type FakeReply } from '../app/testing/fake-api';
import { RESET_TOKEN } from '../app/testing/fixtures';
import { renderAuth } from '../app/testing/render-auth';

const server = startFakeApi();
const RESET = api.auth.resetPassword.path;
const URL = `/auth/resetEmployeePassword/${RESET_TOKEN}`;

async function fillIn(user: ReturnType<typeof renderAuth>['user'], password: string, confirmation: string) {
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Recover Password' }));
}

describe('/auth/resetEmployeePassword/:token', () => {
  it('shows New Password, Confirm Password and Recover Password', () => {
    renderAuth(URL);
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Recover Password' })).toHaveAttribute('type', 'submit');
  });

  it('says which fields are required and sends nothing', async () => {
    const { user } = renderAuth(URL);
    await user.click(screen.getByRole('button', { name: 'Recover Password' }));
    expect(await screen.findByText('New Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    expect(server.seen).toEqual([]);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const { user } = renderAuth(URL);
    await fillIn(user, 'short', 'short');
    expect(await screen.findByText('New Password must be at least 8 characters')).toBeInTheDocument();
    expect(server.seen).toEqual([]);
  });

  it("says 'Passwords Do Not Match' and sends nothing: the link is single use", async () => {
    const { user } = renderAuth(URL);
    await fillIn(user, 'new password 1', 'new password 2');
    expect(await screen.findByText('Passwords Do Not Match')).toBeInTheDocument();
    expect(server.seen).toEqual([]);
  });

  it("changes the password, says 'Successfully Password Changed!' and goes to the login screen", async () => {
    const answer = deferred<FakeReply>();
    server.on('PATCH', RESET, () => answer.promise);
    const { user, path } = renderAuth(URL);
    await fillIn(user, 'new password 1', 'new password 1');

    expect(await screen.findByRole('button', { name: 'Recover Password', busy: true })).toBeDisabled();
    answer.resolve(ok(null, 200, 'Successfully Password Changed!'));
    expect(await screen.findByText('Successfully Password Changed!')).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/auth/login'));
    expect(getEmployee()).toBeNull();
    expect(server.seen).toEqual([
      { method: 'PATCH', path: RESET, body: { token: RESET_TOKEN, newPassword: 'new password 1' } },
    ]);
  });

  it("shows the server's message when the link is bad, used or expired, and stays", async () => {
    server.on('PATCH', RESET, failure(400, 'This reset link is invalid, already used or expired; ask for a new one'));
    const { user, path } = renderAuth(URL);
    await fillIn(user, 'new password 1', 'new password 1');
    expect(
      await screen.findByText('This reset link is invalid, already used or expired; ask for a new one'),
    ).toBeInTheDocument();
    expect(path()).toBe(URL);
    expect(screen.getByRole('button', { name: 'Recover Password' })).toBeEnabled();
  });
});
