import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Config } from '../config';

/**
 * The WebAuthn library, loaded by the first passkey call: loading it took a fifth of a second of
 * every start of the app (every API test file starts one) for calls few requests make.
 */
const library = () => import('@simplewebauthn/server');

/**
 * The relying party passkeys are made for: the host of PUBLIC_URL (the name a browser checks them
 * against), answered from PUBLIC_URL's origin or one CORS_ORIGINS allows (a web dev server).
 */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

export const relyingPartyOf = (config: Pick<Config, 'publicUrl' | 'corsOrigins'>): RelyingParty => {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, name: 'Shopdesk', origins: [url.origin, ...config.corsOrigins] };
};

/** A stored passkey, as the checks need it. */
export interface StoredPasskey {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

const transports = (list: string[]) => list as AuthenticatorTransport[];

/**
 * The options to make a passkey for an employee: discoverable (so it can sign in without the
 * e-mail), the device's PIN or biometric required, their other passkeys excluded.
 */
export async function registrationOptions(rp: RelyingParty, employee: { id: string; email: string; name: string }, existing: StoredPasskey[]) {
  const { generateRegistrationOptions } = await library();
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: employee.email,
    userDisplayName: employee.name,
    userID: new TextEncoder().encode(employee.id),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: transports(passkey.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** Checks a new passkey against its challenge; answers it to store, or null when it does not check out. */
export async function checkRegistration(rp: RelyingParty, response: unknown, challenge: string): Promise<StoredPasskey | null> {
  const { verifyRegistrationResponse } = await library();
  const result = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) return null;
  const { credential } = result.registrationInfo;
  return { credentialId: credential.id, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports ?? [] };
}

/** The options to sign in or prove it is them with a passkey: any discoverable one, or one of `allowed`. */
export async function authenticationOptions(rp: RelyingParty, allowed: StoredPasskey[] = []) {
  const { generateAuthenticationOptions } = await library();
  return generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    allowCredentials: allowed.map((passkey) => ({ id: passkey.credentialId, transports: transports(passkey.transports) })),
  });
}

/** Checks a passkey's answer against its challenge and the stored key; answers its new counter, or null. */
export async function checkAuthentication(rp: RelyingParty, response: unknown, challenge: string, passkey: StoredPasskey): Promise<number | null> {
  const { verifyAuthenticationResponse } = await library();
  const result = await verifyAuthenticationResponse({
    response: response as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    credential: { id: passkey.credentialId, publicKey: passkey.publicKey as Uint8Array<ArrayBuffer>, counter: passkey.counter, transports: transports(passkey.transports) },
    requireUserVerification: true,
  }).catch(() => null);
  return result?.verified ? result.authenticationInfo.newCounter : null;
}
