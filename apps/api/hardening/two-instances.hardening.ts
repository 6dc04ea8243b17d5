import { randomBytes, randomUUID } from 'node:crypto';
import { api } from '@shopdesk/contracts';
import { HARDENING_ADMIN, startApi, type ApiProcess } from './api-process';
import { addressPool, request } from './api-requests';
import { freshDatabase, type FreshDatabase } from './database';
import { recordFinding } from './findings';
import { startMailCaptureServer, type MailCaptureServer } from './mail-capture-server';

const LOGIN_PER_ACCOUNT = 5;
const INVITES = 24;
/** The outbox worker polls every 2 s: after this long with nothing new, nothing more is coming. */
const QUIET_MS = 6000;

let database: FreshDatabase;
let mail: MailCaptureServer;
let a: ApiProcess;
let b: ApiProcess;
const nextAddress = addressPool();

beforeAll(async () => {
  database = await freshDatabase();
  mail = await startMailCaptureServer();
  // What two instances behind a load balancer share: the database, Redis (REDIS_URL comes from the run), the key, the mailer.
  const env = { TRUST_PROXY: 'true', SMTP_URL: mail.url, CREDENTIALS_KEY: `shared:${randomBytes(32).toString('base64')}` };
  // One after the other: the first migrates and creates the first employee, the second finds both done.
  // Each sends from its own address, so the deliveries of each are told apart.
  a = await startApi({ databaseUrl: database.url, env: { ...env, MAIL_FROM: 'a@instances.hardening.test' } });
  b = await startApi({ databaseUrl: database.url, env: { ...env, MAIL_FROM: 'b@instances.hardening.test' } });
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await mail?.close();
  await database?.drop();
});

const login = (on: ApiProcess, password: string, ip: string) =>
  request(on.url, api.auth.login, { ip, body: { email: HARDENING_ADMIN.email, password } });

it('serves a session opened on one instance on the other, and a logout on one ends it on both', async () => {
  const ip = nextAddress();
  const signedIn = await login(a, HARDENING_ADMIN.password, ip);
  const token = (signedIn.body as { data: { token: string } }).data.token;
  const onB = await request(b.url, api.employees.getMe, { ip, token });
  const logout = await request(b.url, api.auth.logout, { ip, token });
  const afterOnA = await request(a.url, api.employees.getMe, { ip, token });

  expect(signedIn.status).toBe(200);
  expect(onB.status).toBe(200);
  expect((onB.body as { data: { email: string } }).data.email).toBe(HARDENING_ADMIN.email);
  expect(logout.status).toBe(200);
  expect(afterOnA.status).toBe(401);
  recordFinding(
    'twoInstances',
    'Two API processes on one database and Redis, no sticky routing: sign in on A, read on B, sign out on B, read on A',
    '200 on A, 200 on B (the same employee), sign-out 200 on B, then 401 on A: sessions live in the database, not in an instance',
  );
});

it('counts login failures across both instances', async () => {
  const ip = nextAddress();
  const failures: string[] = [];
  for (let i = 0; i < LOGIN_PER_ACCOUNT; i++) {
    const on = i % 2 ? b : a;
    failures.push(`${on === a ? 'A' : 'B'} ${(await login(on, 'not the password', ip)).status}`);
  }
  const nextOnB = await login(b, 'not the password', ip);
  const rightOnA = await login(a, HARDENING_ADMIN.password, ip);

  expect(failures).toEqual(['A 401', 'B 401', 'A 401', 'B 401', 'A 401']);
  expect(nextOnB.status).toBe(429);
  expect(rightOnA.status).toBe(429);
  recordFinding(
    'twoInstances',
    `${LOGIN_PER_ACCOUNT} wrong passwords for one account from one address, alternating A and B, then one more on B and the right one on A`,
    `${failures.join(', ')}; then B 429 and A 429 (Retry-After ${rightOnA.retryAfter} s): the limit is one count in Redis, not one per instance`,
  );
});

it('delivers each e-mail once although both instances run the outbox worker', async () => {
  const token = await a.signIn();
  const emails = Array.from({ length: INVITES }, (_, i) => `invitee-${i}-${randomUUID().slice(0, 8)}@hardening.test`);
  const ip = nextAddress();
  const created = await Promise.all(
    emails.map((email, i) => request(i % 2 ? b.url : a.url, api.employees.inviteEmployee, { ip, token, body: { email } })),
  );
  const reset = await request(b.url, api.auth.forgotPassword, { ip, body: { email: HARDENING_ADMIN.email } });
  const expected = INVITES + 1;

  // Every e-mail first (however many polls that takes, up to 40 s), then QUIET_MS for a second copy to show.
  // The admin's sign-ins from this file's many addresses may add "New sign-in" notes: they are not this test's e-mails.
  const counted = () => mail.received.filter((m) => m.subject !== 'New sign-in to your Shopdesk account');
  const started = Date.now();
  while (counted().length < expected && Date.now() - started < 40_000) await new Promise((resolve) => setTimeout(resolve, 100));
  let lastCount = -1;
  let lastChange = Date.now();
  while (Date.now() - lastChange < QUIET_MS && Date.now() - started < 80_000) {
    if (mail.received.length !== lastCount) {
      lastCount = mail.received.length;
      lastChange = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const perRecipient = new Map<string, number>();
  for (const m of counted()) for (const to of m.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);

  expect(created.map((c) => c.status)).toEqual(Array(INVITES).fill(201));
  expect(reset.status).toBe(200);
  expect(counted()).toHaveLength(expected);
  expect([...perRecipient.keys()].sort()).toEqual([...emails, HARDENING_ADMIN.email].sort());
  expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
  const byA = counted().filter((m) => m.from.startsWith('a@')).length;
  const byB = counted().filter((m) => m.from.startsWith('b@')).length;
  expect(byA + byB).toBe(expected);
  recordFinding(
    'twoInstances',
    `${INVITES} invites made on A and B alternately and one forgot-password on B, both outbox workers polling every 2 s, into a local SMTP server`,
    `${counted().length} messages received for ${expected} e-mails (${byA} sent by A, ${byB} by B), each recipient exactly once, none more in the ${QUIET_MS / 1000} s after the last ` +
      '(the workers claim rows with FOR UPDATE SKIP LOCKED under a lease)',
  );
});
