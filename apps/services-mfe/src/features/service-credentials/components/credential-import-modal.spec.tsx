import { api, CREDENTIAL_IMPORT } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, makeCredential, renderSection } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import ServicesSummary from '../../../app/summary';
import { ServiceCredentialsRoute } from '../../../routes/service-credentials-route';
import { serveServices } from '../../../testing/serve-services';
import { renderCredentials, rowOf, serveCredentials as serve, testService as service } from '../testing/credentials-screen';

// A header, two new lines, a repeat of the first, one already in stock, one without a password.
const BATCH = ['userId,password', 'ali@falcon,pw-1', 'sara@falcon,pw-2', 'ali@falcon,pw-3', 'kept@falcon,pw-4', 'empty@falcon,'].join('\n');

/** A file whose text() answers `content` (jsdom's files cannot read themselves). */
const textFile = (name: string, content: BlobPart, text = String(content)) =>
  Object.assign(new File([content], name, { type: 'text/plain' }), { text: jest.fn(async () => text) });

async function openImport() {
  const rendered = renderCredentials();
  await screen.findByRole('heading', { name: 'Falcon VPN Credentials' });
  await rendered.user.click(screen.getByRole('button', { name: 'Import' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Import credentials' }) };
}

/** The preview group under `title` ('New (2)'), as read. */
const group = (dialog: HTMLElement, title: string) => within(dialog).getByRole('heading', { name: title }).parentElement as HTMLElement;

describe('importing credentials', () => {
  it('offers Import beside the create button: Credentials to paste, a file to choose, Preview', async () => {
    serve([]);
    const { user, dialog } = await openImport();
    expect(screen.getByRole('button', { name: 'Import' }).nextElementSibling).toHaveAccessibleName('Create New Service Credential');
    expect(within(dialog).getByRole('textbox', { name: 'Credentials' })).toHaveAttribute('placeholder', 'userId,password per line');
    expect(within(dialog).getByLabelText('Or choose a file')).toHaveAttribute('accept', '.csv,.txt');

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Credentials is required')).toBeInTheDocument();
    expect(fakeApi.callsTo(api.serviceCredentials.previewCredentialImport)).toEqual([]);
  });

  it('previews how the lines sort, writing nothing, then imports the new ones into the screen service', async () => {
    const served = serve([makeCredential(service, { userId: 'kept@falcon' })]);
    const { user, dialog } = await openImport();
    await user.click(within(dialog).getByRole('textbox', { name: 'Credentials' }));
    await user.paste(BATCH);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    expect(await within(dialog).findByText('Header row skipped')).toBeInTheDocument();
    expect(group(dialog, 'New (2)')).toHaveTextContent('Lines 2–3');
    // What each line left out holds, its password masked, so it can be found and fixed.
    expect(group(dialog, 'Duplicates in this batch (1)')).toHaveTextContent('Line 4: ali@falcon •••••••');
    expect(group(dialog, 'Already in stock (1)')).toHaveTextContent('Line 5: kept@falcon •••••••');
    expect(group(dialog, 'Malformed (1)')).toHaveTextContent('Line 6: empty@falcon •••••••• (The password is empty)');
    expect(dialog).not.toHaveTextContent(/pw-|secret/i);
    expect(fakeApi.lastCall(api.serviceCredentials.previewCredentialImport)?.body).toEqual({ service: service._id, text: BATCH });
    expect(fakeApi.callsTo(api.serviceCredentials.importServiceCredentials)).toEqual([]);
    expect(served.credentials).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Import 2 credentials' }));
    expect(await screen.findByText('2 credentials imported')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fakeApi.lastCall(api.serviceCredentials.importServiceCredentials)?.body).toEqual({ service: service._id, text: BATCH });
    expect(await rowOf('sara@falcon')).toBeInTheDocument();
    expect(screen.getByText('ali@falcon')).toBeInTheDocument();
  });

  it('goes Back to the text as it was, and says 1 credential for one', async () => {
    serve([]);
    const { user, dialog } = await openImport();
    const text = within(dialog).getByRole('textbox', { name: 'Credentials' });
    await user.type(text, 'solo-password');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: 'Credentials' })).toHaveValue('solo-password');

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 1 credential' }));
    expect(await screen.findByText('1 credential imported')).toBeInTheDocument();
  });

  it('cannot import when no line is new', async () => {
    serve([makeCredential(service, { userId: 'kept@falcon' })]);
    const { user, dialog } = await openImport();
    await user.type(within(dialog).getByRole('textbox', { name: 'Credentials' }), 'kept@falcon,pw');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('button', { name: 'Import 0 credentials' })).toBeDisabled();
    expect(group(dialog, 'New (0)')).toHaveTextContent(/^New \(0\)$/);
  });

  it('reads a chosen file into Credentials, in the browser', async () => {
    serve([]);
    const { user, dialog } = await openImport();
    const file = textFile('stock.csv', 'ali,pw-1\nsara,pw-2');
    await user.upload(within(dialog).getByLabelText('Or choose a file'), file);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Credentials' })).toHaveValue('ali,pw-1\nsara,pw-2'));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('heading', { name: 'New (2)' })).toBeInTheDocument();
  });

  it('refuses a file over 1 MB without reading it', async () => {
    serve([]);
    const { user, dialog } = await openImport();
    const file = textFile('huge.csv', new Uint8Array(CREDENTIAL_IMPORT.maxBytes + 1), 'never read');
    await user.upload(within(dialog).getByLabelText('Or choose a file'), file);
    expect(await within(dialog).findByText('The file is larger than 1 MB')).toBeInTheDocument();
    expect(file.text).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'Credentials' })).toHaveValue('');
  });

  it('refuses pasted text over 1 MB at the field, before asking the API', async () => {
    serve([]);
    const { user, dialog } = await openImport();
    await user.click(within(dialog).getByRole('textbox', { name: 'Credentials' }));
    await user.paste('x'.repeat(CREDENTIAL_IMPORT.maxBytes + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('The import is larger than 1 MB')).toBeInTheDocument();
    expect(fakeApi.callsTo(api.serviceCredentials.previewCredentialImport)).toEqual([]);
  });

  it("shows the API's reason when the preview fails, and keeps the text", async () => {
    serve([]);
    fakeApi.fail(api.serviceCredentials.previewCredentialImport, 413, 'The import is larger than 1 MB');
    const { user, dialog } = await openImport();
    await user.type(within(dialog).getByRole('textbox', { name: 'Credentials' }), 'ali,pw');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('The import is larger than 1 MB')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Credentials' })).toHaveValue('ali,pw');
  });

  it("shows the API's reason when the import fails, and stays on the preview", async () => {
    const served = serve([]);
    fakeApi.fail(api.serviceCredentials.importServiceCredentials, 500, 'Database unavailable');
    const { user, dialog } = await openImport();
    await user.type(within(dialog).getByRole('textbox', { name: 'Credentials' }), 'ali,pw');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 1 credential' }));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'New (1)' })).toBeInTheDocument();
    expect(served.credentials).toEqual([]);
  });

  it('asks before closing over entered text, and closes at once when there is none', async () => {
    serve([]);
    const { user, dialog } = await openImport();
    await user.type(within(dialog).getByRole('textbox', { name: 'Credentials' }), 'ali,pw');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const confirm = screen.getByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByRole('textbox', { name: 'Credentials' })).toHaveValue('ali,pw');

    await user.clear(within(dialog).getByRole('textbox', { name: 'Credentials' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refreshes the stock counts after an import: the available credentials and the low stock list', async () => {
    serveServices([{ ...service, delivery: 'stock', stock: { available: 0, low: true } }]);
    const served = serve([]);
    const { user } = renderSection(
      <Routes>
        <Route
          path="serviceCredentials/:serviceId"
          element={
            <>
              <ServiceCredentialsRoute />
              <ServicesSummary />
            </>
          }
        />
      </Routes>,
      { at: `/main/services/serviceCredentials/${service._id}`, mountPath: SECTIONS.services.mountPath },
    );
    expect(await screen.findByRole('link', { name: /^Available credentials/ })).toHaveTextContent('None left to hand out');
    await screen.findByText('0 available');
    const lowStockReads = () => fakeApi.callsTo(api.services.getServiceWithQuery).filter((call) => call.query.filters?.lowStock).length;
    const readsBefore = lowStockReads();

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = screen.getByRole('dialog', { name: 'Import credentials' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Credentials' }), 'ali,pw');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 1 credential' }));

    expect(await screen.findByRole('link', { name: /^Available credentials/ })).toHaveTextContent('1 ready to hand out');
    await waitFor(() => expect(lowStockReads()).toBe(readsBefore + 1));
    expect(served.credentials).toHaveLength(1);
  });
});
