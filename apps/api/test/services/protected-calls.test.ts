import { randomUUID } from 'node:crypto';
import { api, buildPath, isCallDef, type CallDef } from '@shopdesk/contracts';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const calls: CallDef[] = [api.orders, api.services, api.serviceCredentials, api.serviceSetupGuides].flatMap((group) =>
  Object.values(group as Record<string, unknown>).filter(isCallDef),
);

it.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))('%s needs a live session', async (_, call) => {
  const url = buildPath(call.path, { id: randomUUID() });
  for (const headers of [{}, { authorization: 'Bearer not-a-real-token-but-long-enough' }]) {
    const res = await t.app.inject({ method: call.method, url, headers });
    expect(res.statusCode).toBe(401);
  }
});
