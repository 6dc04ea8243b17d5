import { api } from '@shopdesk/contracts';
import { fakeApi, failure, makeCredential } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderCredentials, rowOf, serveCredentials, testService } from '../testing/credentials-screen';

async function openCreate() {
  serveCredentials([]);
  const view = renderCredentials();
  await screen.findByRole('heading', { name: 'Falcon VPN Credentials' });
  await view.user.click(screen.getByRole('button', { name: 'Create New Service Credential' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Create Service Credential' }) };
}

describe('create service credential', () => {
  it('requires the password only, and shows the service of the screen', async () => {
    const { user, dialog } = await openCreate();
    expect(within(dialog).getByRole('textbox', { name: 'Service' })).toHaveValue('Falcon VPN');

    await user.click(within(dialog).getByRole('button', { name: 'Create Service Credential' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    expect(within(dialog).queryByText(/User ID is required/)).not.toBeInTheDocument();
    expect(fakeApi.callsTo(api.serviceCredentials.createServiceCredential)).toHaveLength(0);
  });

  it('creates the credential for the service in the URL and says so', async () => {
    fakeApi.on(api.serviceCredentials.createServiceCredential, ({ body }) => {
      const { password: _password, ...summary } = makeCredential(testService, { userId: body.userId ?? null });
      return summary;
    });
    const { user, dialog } = await openCreate();
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 'hunter2');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Create Service Credential' }));

    expect(await screen.findByText('Service Credentials created successfully')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.serviceCredentials.createServiceCredential)?.body).toEqual({
      service: testService._id,
      password: 'hunter2',
    });
    expect(dialog).not.toBeInTheDocument();
  });

  it("keeps the form on a failure, with the server's message and its field errors at the fields", async () => {
    fakeApi.fail(api.serviceCredentials.createServiceCredential, 400, 'Invalid body', [
      { path: 'userId', message: 'must NOT have more than 200 characters' },
    ]);
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByRole('textbox', { name: 'User ID' }), 'ali');
    await user.type(within(dialog).getByLabelText('Password'), 'pw');
    await user.click(within(dialog).getByRole('button', { name: 'Create Service Credential' }));

    expect(await screen.findByText('Invalid body')).toBeInTheDocument();
    expect(within(dialog).getByText('must NOT have more than 200 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'User ID' })).toHaveValue('ali');
    expect(dialog).toBeInTheDocument();
  });
});

describe('update service credential', () => {
  const credential = makeCredential(testService, { userId: 'ali', password: 'old-secret' });

  async function openUpdate() {
    serveCredentials([credential]);
    const view = renderCredentials();
    await view.user.click(within(await rowOf('ali')).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Service Credential' });
    await within(dialog).findByRole('button', { name: 'Update Service Credential' });
    return { ...view, dialog };
  }

  it('starts from the revealed credential, the password masked', async () => {
    const { dialog } = await openUpdate();
    expect(fakeApi.lastCall(api.serviceCredentials.getSingleServiceCredential)?.params.id).toBe(credential._id);
    expect(within(dialog).getByRole('textbox', { name: 'User ID' })).toHaveValue('ali');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('old-secret');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('saves the change and says so', async () => {
    fakeApi.on(api.serviceCredentials.updateServiceCredential, ({ body }) => {
      const { password: _password, ...summary } = { ...credential, userId: body.userId ?? null };
      return summary;
    });
    const { user, dialog } = await openUpdate();
    const password = within(dialog).getByLabelText('Password');
    await user.clear(password);
    await user.type(password, 'new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Update Service Credential' }));

    expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.serviceCredentials.updateServiceCredential)).toMatchObject({
      params: { id: credential._id },
      body: { service: testService._id, userId: 'ali', password: 'new-secret' },
    });
    // Closing does not read (and audit) the password again.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(fakeApi.callsTo(api.serviceCredentials.getSingleServiceCredential)).toHaveLength(1);
  });

  it('keeps the form and says it failed when the update is refused', async () => {
    fakeApi.on(api.serviceCredentials.updateServiceCredential, failure(404, 'Service not found'));
    const { user, dialog } = await openUpdate();
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.click(within(dialog).getByRole('button', { name: 'Update Service Credential' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Password'), 'typed');
    await user.click(within(dialog).getByRole('button', { name: 'Update Service Credential' }));
    expect(await screen.findByText('Failed to update service credential')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveValue('typed');
  });
});
