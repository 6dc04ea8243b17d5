import { randomUUID } from 'node:crypto';
import { allCalls, api, buildPath, STOREFRONT_KEY_HEADER, type CallDef } from '@shopdesk/contracts';
import { Type } from '@sinclair/typebox';
import { createStorefrontKey } from '../../src/storefront/storefront-keys';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../src/http/json-body';
import { validateOrThrow } from '../../src/lib/validation';
import { setupTestApp } from '../helpers/test-app';

/**
 * A JSON body nested thousands deep overflowed the stack of the NUL check after the parser: a 500
 * on every JSON route before sign-in, and seconds of a blocked process on the 4 MB import routes.
 * Now any depth past the limit is a 400 before the body is parsed.
 */
const t = setupTestApp();

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const DEEP = { statusCode: 400, error: 'Bad Request', message: `Invalid body: nested deeper than ${MAX_JSON_DEPTH} levels` };

async function send(call: CallDef, payload: string) {
  const names = [...call.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
  const params = Object.fromEntries(names.map((name) => [name, name === 'token' ? 'a'.repeat(40) : randomUUID()]));
  // A fresh session each time: the sign-out call ends the one it is sent with.
  const caller = call.access === 'protected' ? await t.createEmployee() : null;
  const key: Record<string, string> = call.access === 'storefront' ? { [STOREFRONT_KEY_HEADER]: await createStorefrontKey(t.db, randomUUID()) } : {};
  return t.inject(caller, { method: call.method, url: buildPath(call.path, params), payload, headers: { 'content-type': 'application/json', ...key } });
}

const callsWithBody = allCalls.filter((call) => call.method !== 'GET');

it.each(callsWithBody.map((call) => [`${call.method} ${call.path}`, call] as const))('%s refuses arrays nested 8,000 deep with a 400', async (_, call) => {
  const res = await send(call, arrays(8000));
  expect(res.json()).toMatchObject(DEEP);
});

it('refuses deep objects inside a well-formed login, before anyone signs in', async () => {
  const res = await t.inject(null, {
    method: 'POST',
    url: api.auth.login.path,
    payload: `{"email":"a@b.co","password":${objects(8000)}}`,
    headers: { 'content-type': 'application/json' },
  });
  expect(res.json()).toEqual({ ...DEEP, details: [{ path: '(root)', message: `is nested deeper than ${MAX_JSON_DEPTH} levels` }] });
});

it('refuses a 4 MB import body nested deep at once, without parsing it', async () => {
  const res = await send(api.serviceCredentials.importServiceCredentials, arrays(2_000_000));
  expect(res.json()).toMatchObject(DEEP);
});

it('leaves a body at the limit to its schema', async () => {
  const res = await send(api.auth.login, `{"email":"a@b.co","password":${arrays(MAX_JSON_DEPTH - 1)}}`);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Invalid body: password must be string');
});

describe('nestsDeeperThan', () => {
  it.each([
    ['[[1]]', 2, false],
    ['[[[1]]]', 2, true],
    ['{"a":{"b":[]}}', 2, true],
    ['{"a":"[[[[[[["}', 2, false],
    ['{"a":"\\"[[[[[["}', 2, false],
    ['["\\\\",[[1]]]', 2, true],
  ])('%s deeper than %d: %s', (text, limit, deeper) => {
    expect(nestsDeeperThan(text, limit)).toBe(deeper);
  });
});

it('the NUL check walks a value of any depth without a stack overflow', () => {
  let value: unknown = 'x\u0000';
  for (let depth = 0; depth < 100_000; depth++) value = [value];
  expect(() => validateOrThrow(Type.Unknown(), value, 'body')).toThrow(expect.objectContaining({ statusCode: 400 }));
});
