/**
 * Gives jsdom the WebAuthn entry point a browser with passkeys has (`window.PublicKeyCredential`),
 * for the tests of the file or block that calls it, so the screens offer passkeys; the ceremonies
 * themselves are mocked (`jest.mock('@simplewebauthn/browser')`).
 *
 * @example describe('passkeys', () => { withPasskeySupport(); ... });
 */
export function withPasskeySupport(): void {
  beforeAll(() => {
    Object.defineProperty(globalThis, 'PublicKeyCredential', { value: class PublicKeyCredential {}, configurable: true, writable: true });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'PublicKeyCredential');
  });
}
