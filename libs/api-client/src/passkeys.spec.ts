import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { setEmployee } from '@shopdesk/session';
import { addPasskey, passkeyFailure, passkeysSupported, signInWithPasskey } from './passkeys';
import { testEmployee } from './testing/fixtures';
import { withPasskeySupport } from './testing/passkey-support';
import { mockServer, ok } from './testing/mock-server';

jest.mock('@simplewebauthn/browser', () => ({
  startAuthentication: jest.fn(),
  startRegistration: jest.fn(),
}));

const TOKEN = 'challenge-token-abcdefghijklmnopqrstuvwxyz';
const OPTIONS = { challenge: 'c2lnbi1pbg', rpId: 'shopdesk.test', userVerification: 'required' };
const ANSWER = { id: 'cred', rawId: 'cred', type: 'public-key', response: { signature: 'sig' }, clientExtensionResults: {} };

it("signs in: the API's options go to the browser, and its answer back with the challenge token", async () => {
  jest.mocked(startAuthentication).mockResolvedValue(ANSWER as never);
  const employee = testEmployee();
  const seen = mockServer((request) => (request.url.endsWith('/passkey/start/') ? ok({ options: OPTIONS, challengeToken: TOKEN }) : ok(employee)));
  await expect(signInWithPasskey()).resolves.toEqual(employee);
  expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
  expect(seen.map((request) => request.url)).toEqual(['/api/employeeApp/public/auth/passkey/start/', '/api/employeeApp/public/auth/passkey/finish/']);
  expect(JSON.parse(String(seen[1].data))).toEqual({ challengeToken: TOKEN, response: ANSWER });
});

it('adds a passkey under its name; a cancelled browser step sends nothing more', async () => {
  setEmployee(testEmployee());
  jest.mocked(startRegistration).mockRejectedValueOnce(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
  const seen = mockServer(() => ok({ options: OPTIONS, challengeToken: TOKEN }));
  const cancelled = await addPasskey('Laptop').catch((error: unknown) => error);
  expect(passkeyFailure(cancelled, 'Could not add the passkey')).toBe('The passkey was cancelled or timed out');
  expect(seen).toHaveLength(1);
});

it("names each failure of the browser step, and leaves the API's errors to their own message", () => {
  expect(passkeyFailure(new DOMException('x', 'InvalidStateError'), 'Could not')).toBe('This device already holds one of your passkeys');
  expect(passkeyFailure(new DOMException('x', 'SecurityError'), 'Could not add the passkey')).toBe('Could not add the passkey');
  expect(passkeyFailure(new Error('HTTP'), 'Could not')).toBeNull();
});

it('offers no passkeys where the browser has no WebAuthn (jsdom)', () => {
  expect(passkeysSupported()).toBe(false);
});

describe("a browser with WebAuthn's entry point", () => {
  withPasskeySupport();

  it('is offered passkeys', () => {
    expect(passkeysSupported()).toBe(true);
  });
});
