import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A passkey authenticator in software, for the API's tests: it makes an ES256 key pair per
 * credential and answers WebAuthn ceremonies as a platform authenticator with a PIN would (user
 * present and verified, attestation "none"), in the JSON a browser hands to the page. The e2e
 * suite uses Chromium's own virtual authenticator instead.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(length, 1);
  return b;
}

/** The CBOR of the few shapes WebAuthn needs here: integers, byte and text strings, maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 };

export interface SoftwarePasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

interface CeremonyOptions {
  challenge: string;
  user?: { id: string };
  rp?: { id?: string };
  rpId?: string;
}

export function softwareAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const authData = (flags: number, counter: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };

  return {
    /** Makes a passkey for the registration `options`; answers it and the browser's answer. */
    register(options: CeremonyOptions, { counter = 0 } = {}): { passkey: SoftwarePasskey; response: Record<string, unknown> } {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const coseKey = cbor(
        new Map<Cbor, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x as string, 'base64url')],
          [-3, Buffer.from(jwk.y as string, 'base64url')],
        ]),
      );
      const credentialId = randomBytes(32);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
      const data = authData(FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData, counter, attested);
      const attestationObject = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', data]]));
      const passkey = { credentialId, privateKey, userHandle: options.user?.id ?? '', counter };
      return {
        passkey,
        response: {
          id: b64url(credentialId),
          rawId: b64url(credentialId),
          type: 'public-key',
          response: { clientDataJSON: b64url(clientData('webauthn.create', options.challenge)), attestationObject: b64url(attestationObject), transports: ['internal'] },
          clientExtensionResults: {},
          authenticatorAttachment: 'platform',
        },
      };
    },

    /** Signs an authentication `options`' challenge with `passkey`, its counter moved on by one. */
    authenticate(options: CeremonyOptions, passkey: SoftwarePasskey, { verified = true, counterStep = 1 } = {}): Record<string, unknown> {
      passkey.counter += counterStep;
      const data = authData(FLAGS.userPresent | (verified ? FLAGS.userVerified : 0), passkey.counter);
      const client = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), passkey.privateKey);
      return {
        id: b64url(passkey.credentialId),
        rawId: b64url(passkey.credentialId),
        type: 'public-key',
        response: { clientDataJSON: b64url(client), authenticatorData: b64url(data), signature: b64url(signature), userHandle: passkey.userHandle },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
