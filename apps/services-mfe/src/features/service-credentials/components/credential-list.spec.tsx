import { api, forbiddenMessage } from '@shopdesk/contracts';
import { serviceImportPath } from '@shopdesk/sections';
import { fakeApi, makeCredential, testEmployee } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderCredentials, rowOf, serveCredentials as serve, testService as service } from '../testing/credentials-screen';

const ORDER_ID = '3f0c9a7e-5b1d-4c2a-8e6f-0a1b2c3d4e5f';

describe('service credentials list', () => {
  it('names the service in the heading and lists its credentials with the password masked', async () => {
    const used = makeCredential(service, {
      userId: 'ali@falcon',
      isUsed: true,
      deliveredTo: { order: ORDER_ID, orderStatus: 'completed', email: 'lina@example.com', deliveredAt: '2026-11-01T10:00:00.000Z' },
    });
    serve([used, makeCredential(service, { userId: null })]);
    renderCredentials();

    expect(await screen.findByRole('heading', { name: 'Falcon VPN Credentials' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Falcon VPN Credentials' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['', 'User ID', 'Password', 'Is Used', 'Delivered to', 'Actions']);
    const cells = within(await rowOf('ali@falcon')).getAllByRole('cell').map((td) => td.textContent);
    expect(cells.slice(0, 5)).toEqual(['', 'ali@falcon', '••••••••', 'Used', 'lina@example.com']);
    expect(within(await rowOf('ali@falcon')).getByRole('link', { name: 'lina@example.com' })).toHaveAttribute(
      'href',
      `/main/orders/orderByStatus?status=completed&search=${ORDER_ID}`,
    );
    expect(within(table).getAllByText('N/A')[0].closest('tr')).toHaveTextContent('Available');
    expect(screen.queryByText(used.password)).not.toBeInTheDocument();
    expect(fakeApi.callsTo(api.serviceCredentials.getSingleServiceCredential)).toHaveLength(0);
    expect(fakeApi.lastCall(api.serviceCredentials.getServiceCredentialWithQuery)?.query.filters).toEqual({
      service: service._id,
      isActive: 'true',
    });
  });

  it("opens the import from a link (an order short of this service's stock), and drops it from the URL once closed", async () => {
    serve([makeCredential(service, { userId: 'one' })]);
    const { user, location } = renderCredentials(serviceImportPath(service._id));
    const dialog = await screen.findByRole('dialog', { name: 'Import credentials' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe(`/main/services/serviceCredentials/${service._id}`);
  });

  it('opens no import from a link for a level that cannot stock', async () => {
    serve([makeCredential(service, { userId: 'one' })]);
    renderCredentials(serviceImportPath(service._id), { employee: testEmployee({ level: 'agent' }) });
    await rowOf('one');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks a credential reported bad as Bad instead of Used, and its view says it was reported bad', async () => {
    serve([makeCredential(service, { userId: 'bad@falcon', isUsed: true, isBad: true, badReason: 'Login refused' }), makeCredential(service, { userId: 'good@falcon', isUsed: true })]);
    const { user } = renderCredentials();

    const bad = await rowOf('bad@falcon');
    expect(within(bad).getAllByRole('cell')[3]).toHaveTextContent(/^Bad$/);
    expect(within(await rowOf('good@falcon')).getAllByRole('cell')[3]).toHaveTextContent(/^Used$/);

    await user.click(within(bad).getByRole('button', { name: 'View' }));
    expect(within(screen.getByRole('dialog', { name: 'View Service Credential' })).getByText('Reported bad: Login refused')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(within(await rowOf('good@falcon')).getByRole('button', { name: 'View' }));
    expect(within(screen.getByRole('dialog', { name: 'View Service Credential' })).queryByText(/Reported bad/)).not.toBeInTheDocument();
  });

  it('has search, the Active/Archived filter, a create button and a back arrow to the service list', async () => {
    serve([makeCredential(service, { userId: 'one' }), makeCredential(service, { userId: 'two' })]);
    const { user, location } = renderCredentials();
    await rowOf('one');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'two');
    await waitFor(() => expect(screen.queryByText('one')).not.toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'Archived');
    await waitFor(() => expect(fakeApi.lastCall(api.serviceCredentials.getServiceCredentialWithQuery)?.query.filters?.isActive).toBe('false'));
    expect(screen.getByRole('button', { name: 'Create New Service Credential' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(location()).toBe('/main/services/service?type=dollarCard');
  });

  it('views a credential with the password hidden until Show reads it, and Hide masks it again', async () => {
    const credential = makeCredential(service, { userId: 'ali', password: 'S3cret!' });
    serve([credential]);
    const { user } = renderCredentials();
    await user.click(within(await rowOf('ali')).getByRole('button', { name: 'View' }));

    const dialog = screen.getByRole('dialog', { name: 'View Service Credential' });
    expect(within(dialog).getByLabelText('Hidden password')).toHaveTextContent('••••••••');
    expect(fakeApi.callsTo(api.serviceCredentials.getSingleServiceCredential)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(await within(dialog).findByText('S3cret!')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.serviceCredentials.getSingleServiceCredential)?.params.id).toBe(credential._id);

    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(within(dialog).queryByText('S3cret!')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Falcon VPN')).toBeInTheDocument();
  });

  it('archives a credential through the confirm modal', async () => {
    const credential = makeCredential(service, { userId: 'ali' });
    serve([credential]);
    fakeApi.on(api.serviceCredentials.archiveServiceCredential, ({ body }) => ({ ...credential, ...body }));
    const { user } = renderCredentials();
    await user.click(within(await rowOf('ali')).getByRole('button', { name: 'Archive' }));

    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.serviceCredentials.archiveServiceCredential)).toMatchObject({
      params: { id: credential._id },
      body: { isActive: false },
    });
  });

  it('offers Unarchive on an archived credential', async () => {
    serve([makeCredential(service, { userId: 'old', isActive: false })]);
    renderCredentials(`/main/services/serviceCredentials/${service._id}?isActive=false`);
    expect(within(await rowOf('old')).getByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
  });
  it('shows an agent the credentials and their view without the password: no Create, Import, Export, Edit, Archive nor Show password', async () => {
    serve([makeCredential(service, { userId: 'ali', password: 'S3cret!' })]);
    const { user } = renderCredentials(undefined, { employee: testEmployee({ level: 'agent' }) });

    const row = await rowOf('ali');
    expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['View']);
    for (const name of [/^Create New/, 'Import', 'Export CSV']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'View Service Credential' });
    expect(within(dialog).getByText('Falcon VPN')).toBeInTheDocument();
    expect(within(dialog).getByText('ali')).toBeInTheDocument();
    expect(within(dialog).getByText('Available')).toBeInTheDocument();
    expect(within(dialog).getByText(forbiddenMessage('credentials.revealStock'))).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();
    expect(fakeApi.callsTo(api.serviceCredentials.getSingleServiceCredential)).toHaveLength(0);
  });

  it('gives a manager Create, Import, Export CSV, Edit, Archive and Show password', async () => {
    serve([makeCredential(service, { userId: 'ali', password: 'S3cret!' })]);
    const { user } = renderCredentials(undefined, { employee: testEmployee({ level: 'manager' }) });

    const row = await rowOf('ali');
    expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['View', 'Edit', 'Archive']);
    for (const name of ['Create New Service Credential', 'Import', 'Export CSV']) expect(screen.getByRole('button', { name })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'View Service Credential' });
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(await within(dialog).findByText('S3cret!')).toBeInTheDocument();
  });
});
