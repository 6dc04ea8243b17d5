import { randomUUID } from 'node:crypto';
import { allCalls, api, buildPath, textAnswerType, type CallDef } from '@shopdesk/contracts';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

/** Protected answers carry customers' personal data: no browser or proxy may keep a copy. */
const t = setupTestApp();
const me = setupEmployee(t);

const protectedCalls = allCalls.filter((call) => call.access === 'protected');

/** The call with an unknown id in each path parameter and no body: a 2xx, 400 or 404, as it comes. */
function request(call: CallDef) {
  const names = [...call.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
  return { method: call.method, url: buildPath(call.path, Object.fromEntries(names.map((name) => [name, randomUUID()]))) };
}

it('covers every protected call of the contract', () => {
  expect(protectedCalls.length).toBeGreaterThan(20);
});

it.each(protectedCalls.map((call) => [`${call.method} ${call.path}`, call] as const))(
  '%s answers Cache-Control: no-store, signed in or not',
  async (_, call) => {
    // Signing out ends the session the other calls use.
    const caller = call === api.auth.logout ? await t.createEmployee() : me;
    const signedIn = await t.inject(caller, request(call));
    expect(signedIn.statusCode).toBeLessThan(500);
    // A success of a call that answers a file (a CSV export) is that file; anything else is JSON.
    const fileType = signedIn.statusCode < 300 ? textAnswerType(call) : undefined;
    expect(signedIn.headers['content-type']).toMatch(fileType ? new RegExp(`^${fileType}`) : /^application\/json/);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const refused = await t.inject(null, request(call));
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  },
);

it('answers no-store with the data of a successful call', async () => {
  const res = await t.call(me, api.employees.getMe);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
});
