import { api } from '@shopdesk/contracts';
import { failure, fakeApi, fileReply, makeCredential } from '@shopdesk/testing';
import { screen, waitFor } from '@testing-library/react';
import { renderCredentials, serveCredentials as serve, testService as service } from '../testing/credentials-screen';

const CSV = `User ID,Status,Delivered to,Delivered at,Reason reported bad,Created\r\n"'=cmd",Available,,,,2026-11-23T04:00:00.000Z\r\n`;

/** What the page handed the browser to save: the Blob behind each object URL, and each link clicked. */
function watchDownloads() {
  const blobs: Blob[] = [];
  const create = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:export-${blobs.length}`;
  });
  const revoke = jest.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  const clicked: { href: string; download: string; inPage: boolean }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
  });
  return { blobs, create, revoke, clicked };
}

const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

async function openCredentials() {
  const rendered = renderCredentials();
  await screen.findByRole('heading', { name: 'Falcon VPN Credentials' });
  return rendered;
}

afterEach(() => jest.restoreAllMocks());

describe('exporting credentials', () => {
  it('offers Export CSV beside Import', async () => {
    serve([]);
    await openCredentials();
    expect(screen.getByRole('button', { name: 'Export CSV' }).nextElementSibling).toHaveAccessibleName('Import');
  });

  it("downloads the service's CSV under the name the API gives it", async () => {
    serve([makeCredential(service, { userId: '=cmd' })]);
    fakeApi.on(api.serviceCredentials.exportServiceCredentials, fileReply(CSV, 'falcon-vpn-credentials.csv'));
    const downloads = watchDownloads();
    const { user } = await openCredentials();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    expect(fakeApi.lastCall(api.serviceCredentials.exportServiceCredentials)?.params).toEqual({ id: service._id });
    expect(downloads.clicked[0]).toEqual({ href: 'blob:export-1', download: 'falcon-vpn-credentials.csv', inPage: true });
    expect(downloads.blobs[0].type).toBe('text/csv;charset=utf-8');
    expect(await blobText(downloads.blobs[0])).toBe(CSV);
    await waitFor(() => expect(downloads.revoke).toHaveBeenCalledWith('blob:export-1'));
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it("says why in a toast when the export fails, and downloads nothing", async () => {
    serve([]);
    fakeApi.on(api.serviceCredentials.exportServiceCredentials, failure(404, 'Service not found'));
    const downloads = watchDownloads();
    const { user } = await openCredentials();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
    expect(downloads.create).not.toHaveBeenCalled();
    expect(downloads.clicked).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
