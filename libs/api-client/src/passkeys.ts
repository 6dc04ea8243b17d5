import type { CallData } from '@shopdesk/contracts';
import { api } from '@shopdesk/contracts';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { confirmIdentity, finishPasskeyRegistration, startPasskeyProof, startPasskeyRegistration } from './calls/account';
import { finishPasskeySignIn, loginWithPasskey, startPasskeySecondStep, startPasskeySignIn } from './calls/auth';

/**
 * The passkey ceremonies: each asks the API for its options, hands them to the browser's WebAuthn
 * (through SimpleWebAuthn, the same library the API checks the answers with), then sends the
 * browser's answer back. A cancelled or failed browser step rejects with its DOMException (see
 * passkeyFailure), and nothing is sent.
 */
type Ceremony = CallData<typeof api.auth.startPasskeySignIn>;

/**
 * Whether this browser can use passkeys at all (WebAuthn, which browsers expose only in a secure
 * context). The library's `browserSupportsWebAuthn` makes the same check, but importing it would
 * bring the whole library into every page's first load.
 */
export const passkeysSupported = (): boolean => typeof globalThis.PublicKeyCredential === 'function';

// The ceremonies' code is fetched when one starts: the sign-in page shows the passkey button without
// it. The chunk's `on-demand-` name keeps it out of the shell's start chunks (tools/rspack).
const webAuthn = () => import(/* webpackChunkName: "on-demand-webauthn" */ '@simplewebauthn/browser');

const answer = async ({ options, challengeToken }: Ceremony) => ({
  challengeToken,
  response: await (await webAuthn()).startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }),
});

/** Signs in with a passkey instead of the password; answers the employee, as `login` does. */
export async function signInWithPasskey() {
  return finishPasskeySignIn(await answer(await startPasskeySignIn()));
}

/** Passes a sign-in's second step with one of the employee's passkeys; answers the employee. */
export async function passSecondStepWithPasskey(pendingToken: string) {
  return loginWithPasskey({ pendingToken, ...(await answer(await startPasskeySecondStep(pendingToken))) });
}

/** Proves it is the employee with one of their passkeys, for the calls that need a fresh proof. */
export async function proveWithPasskey() {
  return confirmIdentity({ passkey: await answer(await startPasskeyProof()) });
}

/** Makes a passkey on this device for the signed-in employee and adds it under `name`; answers it as listed. */
export async function addPasskey(name: string) {
  const { options, challengeToken } = await startPasskeyRegistration();
  const response = await (await webAuthn()).startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return finishPasskeyRegistration({ challengeToken, name, response });
}

/**
 * What a page says when the browser's passkey step failed: cancelled (or timed out: browsers do
 * not tell them apart), refused because this device already holds one of the employee's passkeys,
 * or anything else.
 */
export function passkeyFailure(error: unknown, fallback: string): string | null {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey was cancelled or timed out';
  if (name === 'InvalidStateError') return 'This device already holds one of your passkeys';
  return error instanceof DOMException ? fallback : null;
}
