import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { api } from '@shopdesk/contracts';
import { HARDENING_ADMIN, startApi, type ApiProcess } from './api-process';
import { addressPool, request } from './api-requests';
import { freshDatabase, type FreshDatabase } from './database';
import { recordFinding } from './findings';
import { startMailCaptureServer, type MailCaptureServer } from './mail-capture-server';
import { png } from '../test/helpers/images';
import { multipart, type FieldPairs, type FilePart } from '../test/helpers/multipart';
import { serviceForm } from '../test/services/service-form';

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

/** A multipart upload to `path` on one instance, as the web apps send it. */
async function upload(on: ApiProcess, token: string, path: string, fields: FieldPairs, file: FilePart): Promise<string> {
  const form = multipart(fields, [file]);
  const res = await fetch(`${on.url}${path}`, { method: 'POST', headers: { ...form.headers, authorization: `Bearer ${token}` }, body: form.payload });
  const body = (await res.json()) as { data: { logo?: string; image?: string } };
  if (res.status !== 201) throw new Error(`upload to ${on === a ? 'A' : 'B'} answered ${res.status}: ${JSON.stringify(body)}`);
  return (body.data.logo ?? body.data.image) as string;
}

it('serves every image uploaded through either instance from both, though each has a data folder of its own', async () => {
  const token = await a.signIn();
  const uploads: Array<{ through: 'A' | 'B'; path: string; bytes: Buffer }> = [];
  for (const [i, through] of (['A', 'B', 'A', 'B'] as const).entries()) {
    const on = through === 'A' ? a : b;
    // Four different images (sizes differ), logos and guide pictures, two through each.
    const bytes = png(8 + i, 8);
    const path =
      i % 2 === 0
        ? await upload(on, token, api.services.createService.path, serviceForm({ name: `Shared image ${i} ${randomUUID().slice(0, 6)}` }), { name: 'logo', filename: 'logo.png', data: bytes })
        : await upload(on, token, api.serviceSetupGuides.createServiceSetupGuide.path, [['type', 'vpn'], ['serial', String(700 + i)]], { name: 'image', filename: 'step.png', data: bytes });
    uploads.push({ through, path, bytes });
  }
  const served: string[] = [];
  for (const { through, path } of uploads) {
    for (const [name, on] of [['A', a], ['B', b]] as const) {
      const res = await fetch(`${on.url}${path}`);
      const body = Buffer.from(await res.arrayBuffer());
      // The API re-encodes what it stores, so compare what each instance serves with the other's.
      served.push(`${through}→${name} ${res.status} ${res.headers.get('content-type')} ${createHash('sha256').update(body).digest('hex').slice(0, 12)}`);
    }
  }

  const pairs = uploads.map((_, i) => [served[2 * i], served[2 * i + 1]]);
  expect(served.every((line) => / 200 image\/png /.test(line))).toBe(true);
  expect(pairs.every(([onA, onB]) => onA.split(' ').pop() === onB.split(' ').pop())).toBe(true);
  expect(new Set(served.map((line) => line.split(' ').pop())).size).toBe(uploads.length);
  expect([a.dataDir, b.dataDir].map((dir) => existsSync(join(dir, 'uploads')))).toEqual([false, false]);
  recordFinding(
    'twoInstances',
    'Two logos and two setup-guide images uploaded, alternately through A and B (each with its own DATA_DIR, STORAGE_DRIVER left at its PostgreSQL default), then each fetched from both',
    `${served.length} answers, every one 200 image/png with the same bytes from both instances (${served.join('; ')}); neither data folder holds an uploads folder: the images are in the database`,
  );
});
