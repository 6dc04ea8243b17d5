import * as Type from '@sinclair/typebox';
import { Token } from './common';

/**
 * What the browser's WebAuthn call takes (navigator.credentials.create or get), as JSON: the API
 * makes it with SimpleWebAuthn and the page hands it to SimpleWebAuthn's browser side as is.
 */
export const WebAuthnOptions = Type.Object({ challenge: Type.String() }, { additionalProperties: true });

/**
 * What the browser's WebAuthn call answered, as JSON (a RegistrationResponseJSON or an
 * AuthenticationResponseJSON): the API's WebAuthn library checks the rest.
 */
export const WebAuthnResponse = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 1400 }),
    rawId: Type.String({ minLength: 1, maxLength: 1400 }),
    type: Type.Literal('public-key'),
    response: Type.Object({}, { additionalProperties: true }),
    clientExtensionResults: Type.Object({}, { additionalProperties: true }),
    authenticatorAttachment: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

/** A WebAuthn ceremony the API started: the browser's options, and the token that names its challenge (5 minutes, once). */
export const WebAuthnCeremony = Type.Object({ options: WebAuthnOptions, challengeToken: Token });

/** A finished WebAuthn ceremony: the challenge's token and what the browser answered. */
export const WebAuthnAnswer = Type.Object({ challengeToken: Token, response: WebAuthnResponse }, { additionalProperties: false });

/** The longest name of a passkey ("Work laptop"). */
export const PASSKEY_NAME_MAX_LENGTH = 60;
