import { randomUUID } from 'node:crypto';
import { allCalls, api, buildPath, STOREFRONT_KEY_HEADER, type CallDef } from '@shopdesk/contracts';
import { createStorefrontKey } from '../../src/storefront/storefront-keys';
import { JSON_BODY_LIMIT_BYTES } from '../../src/http/body-limits';
import { setupTestApp } from '../helpers/test-app';

/**
 * A body over the JSON limit is refused with a 413 about the body and its limit, on every call
 * that takes one, the upload calls sent JSON included: never the upload limit's message.
 */
const t = setupTestApp();

/** The credential import calls read a larger body, with their own 413 (test/service-credentials/credential-import). */
const largeBodyCalls: CallDef[] = [api.serviceCredentials.previewCredentialImport, api.serviceCredentials.importServiceCredentials];
const callsWithBody = allCalls.filter((call) => call.method !== 'GET' && !largeBodyCalls.includes(call));
const tooLarge = JSON.stringify({ name: 'x'.repeat(JSON_BODY_LIMIT_BYTES) });

function request(call: CallDef, contentType: string, headers: Record<string, string> = {}) {
  const names = [...call.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
  const params = Object.fromEntries(names.map((name) => [name, name === 'token' ? 'a'.repeat(40) : randomUUID()]));
  return { method: call.method, url: buildPath(call.path, params), payload: tooLarge, headers: { 'content-type': contentType, ...headers } };
}

it.each(callsWithBody.flatMap((call) => ['application/json', 'text/plain'].map((type) => [`${call.method} ${call.path}`, type, call] as const)))(
  '%s refuses a %s body over the limit with 413 about the body',
  async (_, contentType, call) => {
    // A fresh session each time: the sign-out call ends the one it is sent with.
    const caller = call.access === 'protected' ? await t.createEmployee() : null;
    const storefrontKey: Record<string, string> =
      call.access === 'storefront' ? { [STOREFRONT_KEY_HEADER]: await createStorefrontKey(t.db, randomUUID()) } : {};
    const res = await t.inject(caller, request(call, contentType, storefrontKey));
    expect(res.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'The body is too large (at most 64 KB)' });
  },
);
