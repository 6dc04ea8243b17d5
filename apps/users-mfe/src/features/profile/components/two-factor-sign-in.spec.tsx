import { api, type CallData } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { failure, fakeApi, fakeId, renderSection, testEmployee, withMessage } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { toDataURL } from 'qrcode';
import UsersRoutes from '../../../app/routes';

// jsdom draws no canvas: the QR code is a fixed picture, and the test sees what it was asked to hold.
jest.mock('qrcode', () => ({ toDataURL: jest.fn() }));
const drawQr = jest.mocked(toDataURL as (text: string, options: object) => Promise<string>);
const QR_PICTURE = 'data:image/png;base64,UVI=';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Shopdesk:ada%40example.com?secret=${SECRET}&issuer=Shopdesk&algorithm=SHA1&digits=6&period=30`;
const CODES = ['7K2QX-M9T4D', 'A8B2C-D4E6F', 'G7H8J-K9L2M', 'N3P4Q-R5S6T', 'U7V8W-X9Y2Z', '2A3B4-C5D6E', 'F7G8H-J9K2L', 'M3N4P-Q5R6S', 'T7U8V-W9X2Y', 'Z3A4B-C5D6E'];
const NEW_CODES = CODES.map((code) => code.split('').reverse().join(''));
const WRONG_CODE = 'This is not the code your app shows now: check that the phone’s clock is right';
const WRONG_PASSWORD = 'This is not your current password';
const here = { _id: fakeId(), browser: 'Chrome 131', os: 'Windows 10', ip: '198.51.100.10', signedInAt: '2026-05-01T08:00:00.000Z', lastActiveAt: '2026-05-01T10:00:00.000Z', current: true };

type Security = CallData<typeof api.account.getMySecurity>;

async function renderTwoFactor(security: Security) {
  fakeApi.on(api.account.getMySessions, [here]);
  fakeApi.on(api.account.getMySecurity, security);
  const rendered = renderSection(<UsersRoutes />, { at: '/main/users/profile', mountPath: SECTIONS.users.mountPath, employee: testEmployee() });
  const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
  await waitFor(() => expect(within(section).queryByRole('status')).not.toBeInTheDocument());
  return { ...rendered, section };
}

/** What the page handed the browser to save: each Blob, and the name of each link clicked. */
function watchDownloads() {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => `blob:file-${blobs.push(blob)}`),
    revokeObjectURL: jest.fn(),
  });
  const names: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

// jsdom's Blob has no text().
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

beforeEach(() => drawQr.mockResolvedValue(QR_PICTURE));
afterEach(() => jest.restoreAllMocks());

describe('two-factor sign-in on the profile page', () => {
  it("says by when the shop's policy requires it, while it is off", async () => {
    const { section } = await renderTwoFactor({ totp: 'off', recoveryCodesLeft: 0, passkeys: [], twoFactorSetup: { dueAt: '2026-12-12T10:00:00.000Z', required: false } });
    expect(section).toHaveTextContent('Your shop requires two-factor sign-in for your account from 12 December 2026.');
  });

  it('sets an authenticator app up: QR code and key, a wrong code refused at the field, then the recovery codes once', async () => {
    fakeApi.on(api.account.startTotpEnrolment, { secret: SECRET, uri: URI });
    fakeApi.on(api.account.confirmTotpEnrolment, failure(400, WRONG_CODE, [{ path: 'code', message: WRONG_CODE }]));
    const { user, section } = await renderTwoFactor({ totp: 'off', recoveryCodesLeft: 0, passkeys: [], twoFactorSetup: null });
    expect(section).toHaveTextContent('Ask for a code from an authenticator app');
    const downloads = watchDownloads();

    await user.click(within(section).getByRole('button', { name: 'Set up authenticator app' }));
    const qr = await within(section).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr).toHaveAttribute('src', QR_PICTURE);
    expect(drawQr).toHaveBeenCalledWith(URI, { margin: 1, width: 192 });
    expect(section).toHaveTextContent("Can't scan? Type this key: JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    await user.click(within(section).getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText('Key copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    const form = within(section).getByRole('form', { name: 'Turn on two-factor sign-in' });
    const field = within(form).getByLabelText('Code from the app');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '123456');
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText(WRONG_CODE)).toBeInTheDocument();
    expect(field).toHaveValue('123456');

    fakeApi.on(api.account.confirmTotpEnrolment, { recoveryCodes: CODES });
    fakeApi.on(api.account.getMySecurity, { totp: 'on', recoveryCodesLeft: 10, passkeys: [], twoFactorSetup: null });
    await user.clear(field);
    await user.type(field, '654 321');
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(fakeApi.lastCall(api.account.confirmTotpEnrolment)?.body).toEqual({ code: '654321' });
    expect(await screen.findByText('Two-factor sign-in is on')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Each code signs you in once if you lose your phone. They are not shown again.');
    const listed = within(within(dialog).getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual(CODES);

    await user.click(within(dialog).getByRole('button', { name: 'Copy codes' }));
    expect(await screen.findByText('Codes copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(downloads.names).toEqual(['shopdesk-recovery-codes.txt']);
    expect(downloads.blobs[0].type).toBe('text/plain');
    expect(await blobText(downloads.blobs[0])).toContain(CODES.join('\r\n'));

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(CODES[0])).not.toBeInTheDocument();
    expect(await within(section).findByText('Recovery codes left: 10')).toBeInTheDocument();
    expect(within(section).getByText('On')).toBeInTheDocument();
  });

  it('checks the code is six digits before sending it', async () => {
    fakeApi.on(api.account.startTotpEnrolment, { secret: SECRET, uri: URI });
    const { user, section } = await renderTwoFactor({ totp: 'off', recoveryCodesLeft: 0, passkeys: [], twoFactorSetup: null });
    await user.click(within(section).getByRole('button', { name: 'Set up authenticator app' }));
    const form = await within(section).findByRole('form', { name: 'Turn on two-factor sign-in' });
    await user.type(within(form).getByLabelText('Code from the app'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText('The code is the 6 digits your app shows')).toBeInTheDocument();
    expect(fakeApi.callsTo(api.account.confirmTotpEnrolment)).toHaveLength(0);
  });

  it('offers to continue a setup left unfinished, with a new key; Cancel goes back', async () => {
    fakeApi.on(api.account.startTotpEnrolment, { secret: SECRET, uri: URI });
    const { user, section } = await renderTwoFactor({ totp: 'enrolling', recoveryCodesLeft: 0, passkeys: [], twoFactorSetup: null });
    await user.click(within(section).getByRole('button', { name: 'Continue setting up' }));
    expect(await within(section).findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(fakeApi.callsTo(api.account.startTotpEnrolment)).toHaveLength(1);
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Continue setting up' })).toBeInTheDocument();
  });

  it('turns the app off after the password: a wrong one at the field, the right one and the section is off', async () => {
    fakeApi.on(api.account.disableTotp, failure(400, WRONG_PASSWORD, [{ path: 'password', message: WRONG_PASSWORD }]));
    const { user, section } = await renderTwoFactor({ totp: 'on', recoveryCodesLeft: 8, passkeys: [], twoFactorSetup: null });
    expect(within(section).getByText('On')).toBeInTheDocument();
    expect(section).toHaveTextContent('Recovery codes left: 8');
    expect(section).not.toHaveTextContent('Make new ones soon');

    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-factor sign-in' });
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    expect(fakeApi.callsTo(api.account.disableTotp)).toHaveLength(0);

    await user.type(password, 'a wrong guess');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText(WRONG_PASSWORD)).toBeInTheDocument();
    expect(password).toHaveValue('a wrong guess');

    fakeApi.on(api.account.disableTotp, withMessage(null, 'Two-factor sign-in is off'));
    fakeApi.on(api.account.getMySecurity, { totp: 'off', recoveryCodesLeft: 0, passkeys: [], twoFactorSetup: null });
    await user.clear(password);
    await user.type(password, 'the right passphrase');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor sign-in is off')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.account.disableTotp)?.body).toEqual({ password: 'the right passphrase' });
    expect(await within(section).findByRole('button', { name: 'Set up authenticator app' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('makes new recovery codes after the password and shows them once; few codes left says so', async () => {
    fakeApi.on(api.account.renewRecoveryCodes, failure(400, WRONG_PASSWORD, [{ path: 'password', message: WRONG_PASSWORD }]));
    const { user, section } = await renderTwoFactor({ totp: 'on', recoveryCodesLeft: 2, passkeys: [], twoFactorSetup: null });
    expect(section).toHaveTextContent('Recovery codes left: 2');
    expect(section).toHaveTextContent('Make new ones soon');

    await user.click(within(section).getByRole('button', { name: 'New recovery codes' }));
    const asking = screen.getByRole('dialog', { name: 'New recovery codes' });
    await user.type(within(asking).getByLabelText('Password'), 'a wrong guess');
    await user.click(within(asking).getByRole('button', { name: 'Make new codes' }));
    expect(await within(asking).findByText(WRONG_PASSWORD)).toBeInTheDocument();

    fakeApi.on(api.account.renewRecoveryCodes, { recoveryCodes: NEW_CODES });
    fakeApi.on(api.account.getMySecurity, { totp: 'on', recoveryCodesLeft: 10, passkeys: [], twoFactorSetup: null });
    await user.clear(within(asking).getByLabelText('Password'));
    await user.type(within(asking).getByLabelText('Password'), 'the right passphrase');
    await user.click(within(asking).getByRole('button', { name: 'Make new codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(fakeApi.lastCall(api.account.renewRecoveryCodes)?.body).toEqual({ password: 'the right passphrase' });
    const listed = within(within(dialog).getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual(NEW_CODES);
    expect(screen.queryByRole('dialog', { name: 'New recovery codes' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(section).findByText('Recovery codes left: 10')).toBeInTheDocument();
    expect(section).not.toHaveTextContent('Make new ones soon');
  });
});
