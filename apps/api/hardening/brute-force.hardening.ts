import { randomUUID } from 'node:crypto';
import { api } from '@shopdesk/contracts';
import { Client } from 'pg';
import { HARDENING_ADMIN, startApi, type ApiProcess } from './api-process';
import { addressPool, request, type ApiAnswer } from './api-requests';
import { countBy, median, ms, percentile } from './figures';
import { freshDatabase, type FreshDatabase } from './database';
import { recordFinding } from './findings';

const LOGIN_PER_ACCOUNT = 5;
const LOGIN_PER_IP = 30;
const FORGOT_PER_EMAIL = 3;
const FORGOT_PER_IP = 20;
const FLOOD_CLIENTS = 64;
const FLOOD_SECONDS = 3;
const FORGOT_SAMPLES = 200;

let database: FreshDatabase;
let apiProcess: ApiProcess;
const nextAddress = addressPool();

beforeAll(async () => {
  database = await freshDatabase();
  apiProcess = await startApi({ databaseUrl: database.url, env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await apiProcess?.stop();
  await database?.drop();
});

const login = (email: string, password: string, ip: string) => request(apiProcess.url, api.auth.login, { ip, body: { email, password } });
const forgot = (email: string, ip: string) => request(apiProcess.url, api.auth.forgotPassword, { ip, body: { email } });
const randomEmail = () => `nobody-${randomUUID()}@hardening.test`;

async function sql<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Polls `probe` until it holds, for work the API does after its answer. */
async function eventually(what: string, probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('locks one account from one address after its failures, right password included', async () => {
  const ip = nextAddress();
  const wrong: number[] = [];
  for (let i = 0; i < LOGIN_PER_ACCOUNT + 1; i++) wrong.push((await login(HARDENING_ADMIN.email, 'not the password', ip)).status);
  const right = await login(HARDENING_ADMIN.email, HARDENING_ADMIN.password, ip);
  const elsewhere = await login(HARDENING_ADMIN.email, HARDENING_ADMIN.password, nextAddress());

  expect(wrong).toEqual([...Array(LOGIN_PER_ACCOUNT).fill(401), 429]);
  expect(right.status).toBe(429);
  expect(Number(right.retryAfter)).toBeGreaterThan(0);
  expect(elsewhere.status).toBe(200);
  recordFinding(
    'bruteForce',
    `${LOGIN_PER_ACCOUNT + 1} wrong passwords for one account from one address, then the right one`,
    `401 × ${LOGIN_PER_ACCOUNT}, then 429 (Retry-After ${right.retryAfter} s) for the wrong and the right password alike; the same account from another address: 200`,
  );
});

it('limits one address spraying a password over random e-mails', async () => {
  const ip = nextAddress();
  const answers: ApiAnswer[] = [];
  for (let i = 0; i < LOGIN_PER_IP + 10; i++) answers.push(await login(randomEmail(), 'Summer2026!', ip));
  const refused = answers.filter((a) => a.status === 401);
  const limited = answers.filter((a) => a.status === 429);

  expect(refused).toHaveLength(LOGIN_PER_IP);
  expect(limited).toHaveLength(10);
  expect(answers.slice(0, LOGIN_PER_IP).every((a) => a.status === 401)).toBe(true);
  expect(Number(limited[0].retryAfter)).toBeLessThanOrEqual(600);
  recordFinding(
    'bruteForce',
    `${LOGIN_PER_IP + 10} wrong logins from one address, each with a random e-mail (password spraying)`,
    `401 × ${LOGIN_PER_IP} (median ${ms(median(refused.map((a) => a.ms)))}, one argon2 verify each), then 429 × 10 ` +
      `(median ${ms(median(limited.map((a) => a.ms)))}, no verify; Retry-After ${limited[0].retryAfter} s of the 10-minute window)`,
  );
});

/**
 * Sequential real logins (and reads of the signed-in employee) from one new address until `until`
 * says stop: the first is a sign-in from a new address, the rest (one at least, however long the
 * first queued) a returning employee's.
 */
async function realLogins(until: () => boolean): Promise<{ login: number[]; read: number[]; statuses: number[] }> {
  const ip = nextAddress();
  const result = { login: [] as number[], read: [] as number[], statuses: [] as number[] };
  do {
    const signedIn = await login(HARDENING_ADMIN.email, HARDENING_ADMIN.password, ip);
    result.login.push(signedIn.ms);
    result.statuses.push(signedIn.status);
    const token = (signedIn.body as { data?: { token?: string } }).data?.token;
    if (token) {
      const me = await request(apiProcess.url, api.employees.getMe, { ip, token });
      result.read.push(me.ms);
      result.statuses.push(me.status);
    }
  } while (until() || result.login.length < 2);
  return result;
}

/** FLOOD_CLIENTS clients sending wrong logins with random e-mails for FLOOD_SECONDS; `address` picks each one's address. */
async function flood(address: () => string): Promise<number[]> {
  const statuses: number[] = [];
  const end = Date.now() + FLOOD_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: FLOOD_CLIENTS }, async () => {
      while (Date.now() < end) statuses.push((await login(randomEmail(), 'Summer2026!', address())).status);
    }),
  );
  return statuses;
}

it('keeps a real login quick while wrong logins flood in, from one address or from many', async () => {
  let quiet = 0;
  const baseline = await realLogins(() => ++quiet < 10);

  const oneAddress = nextAddress();
  let floodDone = false;
  const [single, duringSingle] = await Promise.all([
    flood(() => oneAddress).finally(() => (floodDone = true)),
    realLogins(() => !floodDone),
  ]);
  floodDone = false;
  const [spread, duringSpread] = await Promise.all([flood(nextAddress).finally(() => (floodDone = true)), realLogins(() => !floodDone)]);

  for (const run of [baseline, duringSingle]) expect(run.statuses.every((s) => s === 200)).toBe(true);
  // The first sign-in from a new address queues with the flood, and may find the queue full (503); a returning employee goes first.
  expect(duringSpread.statuses.slice(1).every((s) => s === 200)).toBe(true);
  expect([200, 503]).toContain(duringSpread.statuses[0]);
  for (const statuses of [single, spread]) expect(statuses.every((s) => [401, 429, 503].includes(s))).toBe(true);
  expect(single.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_PER_IP);
  // Bounded, whatever the machine: a real login waits at most for the argon2 queue ahead of it.
  expect(median(duringSpread.login.slice(1))).toBeLessThan(2000);

  const counts = (statuses: number[]) =>
    Object.entries(countBy(statuses))
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
  recordFinding(
    'bruteForce',
    `A real login (then a read with its session), repeated, while ${FLOOD_CLIENTS} clients send wrong logins with random e-mails for ${FLOOD_SECONDS} s`,
    `Quiet: login median ${ms(median(baseline.login))}, read ${ms(median(baseline.read))}. ` +
      `Flood from one address (${single.length} requests: ${counts(single)}): login median ${ms(median(duringSingle.login))} ` +
      `(p90 ${ms(percentile(duringSingle.login, 90))}), read ${ms(median(duringSingle.read))}, ${duringSingle.login.length} logins all 200. ` +
      `Flood from a new address each request (${spread.length} requests: ${counts(spread)}; argon2 runs 2 at a time, 64 queued at most, past that 503): ` +
      `first sign-in from a new address ${duringSpread.statuses[0]} in ${ms(duringSpread.login[0])}; ` +
      `then the returning employee (served ahead of the queue): login median ${ms(median(duringSpread.login.slice(1)))} ` +
      `(p90 ${ms(percentile(duringSpread.login.slice(1), 90))}), read ${ms(median(duringSpread.read))}, ${duringSpread.login.length - 1} logins all 200.`,
  );
});

it('answers forgot-password for known and unknown e-mails alike, and no e-mail or address can be used to lock anyone out', async () => {
  const known = Array.from({ length: FORGOT_SAMPLES }, (_, i) => `known-${i}-${randomUUID().slice(0, 8)}@hardening.test`);
  await sql(
    `INSERT INTO employees (name, email, password_hash) SELECT 'Known ' || n, e, 'not-a-hash' FROM unnest($1::text[]) WITH ORDINALITY AS t(e, n)`,
    [known],
  );
  // Warm up both paths so neither pays for the first connection or compilation.
  for (let i = 0; i < 20; i++) await forgot(i % 2 ? randomEmail() : `warm-${i}@hardening.test`, nextAddress());

  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  const statuses: number[] = [];
  const queuedFor = async (pattern: string) =>
    Number((await sql<{ n: string }>('SELECT count(*) AS n FROM outbox_emails WHERE to_address LIKE $1', [pattern]))[0].n);
  let knownAsked = 0;
  /**
   * Sends once every reset asked for so far is written. A reset runs after its answer, and left
   * running would slow the answer that follows by as much as the machine is slow; so every answer,
   * known or unknown, is timed on a quiet API after the same pause.
   */
  const quietly = async (send: () => Promise<ApiAnswer>) => {
    await eventually('the resets asked for', async () => (await queuedFor('known-%')) === knownAsked);
    return send();
  };
  for (let i = 0; i < FORGOT_SAMPLES; i++) {
    const k = await quietly(() => forgot(known[i], nextAddress()));
    knownAsked += 1;
    const u = await quietly(() => forgot(randomEmail(), nextAddress()));
    knownMs.push(k.ms);
    unknownMs.push(u.ms);
    statuses.push(k.status, u.status);
    expect(k.body).toEqual(u.body);
  }

  const queued = await queuedFor('known-%');

  const victim = known[0];
  const victimAnswers: ApiAnswer[] = [];
  for (let i = 0; i < 5; i++) victimAnswers.push(await forgot(victim, nextAddress()));
  // The ones under the hourly limit write their reset after the answer.
  await eventually(`the resets of ${victim}`, async () => (await queuedFor(victim)) >= FORGOT_PER_EMAIL);
  const victimMails = Number(
    (await sql<{ n: string }>('SELECT count(*) AS n FROM password_resets r JOIN employees e ON e.id = r.employee_id WHERE e.email = $1', [victim]))[0].n,
  );

  const oneAddress = nextAddress();
  const fromOneAddress: ApiAnswer[] = [];
  for (let i = 0; i < FORGOT_PER_IP + 2; i++) fromOneAddress.push(await forgot(randomEmail(), oneAddress));

  expect(statuses.every((s) => s === 200)).toBe(true);
  expect(queued).toBe(FORGOT_SAMPLES);
  expect(victimAnswers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
  // One e-mail went out in the timing run, then 2 more up to the hourly limit of 3; the rest are silent.
  expect(victimMails).toBe(FORGOT_PER_EMAIL);
  expect(fromOneAddress.map((a) => a.status)).toEqual([...Array(FORGOT_PER_IP).fill(200), 429, 429]);

  const [mk, mu] = [median(knownMs), median(unknownMs)];
  // Loose on purpose (a shared, busy machine): the answer no longer waits for the reset, which alone cost about as much as the whole answer.
  expect(Math.abs(mk - mu)).toBeLessThan(Math.max(1, mu * 0.5));
  recordFinding(
    'bruteForce',
    `forgotEmployeePassword for ${FORGOT_SAMPLES} known and ${FORGOT_SAMPLES} unknown e-mails, interleaved, each from its own address`,
    `Medians: known ${ms(mk)}, unknown ${ms(mu)}, difference ${ms(mk - mu)} (p90 ${ms(percentile(knownMs, 90))} vs ${ms(percentile(unknownMs, 90))}); ` +
      `same body every time; all ${FORGOT_SAMPLES} resets written after their answers. ` +
      `5 requests for one account: 200 × 5, ${victimMails} e-mails in the hour, no 429 to lock the employee out. ` +
      `${FORGOT_PER_IP + 2} requests from one address: 200 × ${FORGOT_PER_IP}, then 429 (Retry-After ${fromOneAddress.at(-1)?.retryAfter} s).`,
  );
});
