import { randomUUID } from 'node:crypto';
import { api } from '@shopdesk/contracts';
import { setupTestApp, type TestApp } from '../helpers/test-app';

const PER_IP = 8;

const t = setupTestApp({ RATE_LIMIT_LOGIN_FAILURES_PER_IP: String(PER_IP) });

const login = (email: string, password: string, ip: string) => t.call(null, api.auth.login, { body: { email, password }, ip });
const randomEmail = () => `nobody-${randomUUID()}@shopdesk.test`;

/** Wrong logins, each with an e-mail of its own: the per-account limit never sees the same one twice. */
async function spray(ip: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await login(randomEmail(), 'Summer2026!', ip)).statusCode);
  return statuses;
}

it('limits the failures of one address across e-mails, with Retry-After, and leaves other addresses alone', async () => {
  expect(await spray('203.0.113.1', PER_IP)).toEqual(Array(PER_IP).fill(401));
  const limited = await login(randomEmail(), 'Summer2026!', '203.0.113.1');
  expect(limited.statusCode).toBe(429);
  const retryAfter = Number(limited.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(500);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect(limited.json().message).toBe(`Too many attempts, try again in ${retryAfter} seconds`);
  expect(await spray('203.0.113.2', 1)).toEqual([401]);
});

it('counts parallel failures before checking them: at most the limit get a 401', async () => {
  const answers = await Promise.all(Array.from({ length: PER_IP * 3 }, () => login(randomEmail(), 'Summer2026!', '203.0.113.3')));
  const statuses = answers.map((res) => res.statusCode);
  expect(statuses.filter((s) => s === 401)).toHaveLength(PER_IP);
  expect(statuses.filter((s) => s === 429)).toHaveLength(PER_IP * 2);
});

it('does not count successful logins, and a success does not wipe the failures counted', async () => {
  const employee = await t.createEmployee();
  for (let i = 0; i < PER_IP * 2; i++) expect((await login(employee.email, employee.password, '203.0.113.4')).statusCode).toBe(200);
  expect(await spray('203.0.113.4', PER_IP - 1)).toEqual(Array(PER_IP - 1).fill(401));
  expect((await login(employee.email, employee.password, '203.0.113.4')).statusCode).toBe(200);
  expect(await spray('203.0.113.4', 2)).toEqual([401, 429]);
});

describe('behind a shared address (an office NAT) past its limit', () => {
  const office = '203.0.113.50';
  let regular: Awaited<ReturnType<TestApp['createEmployee']>>;
  let newcomer: Awaited<ReturnType<TestApp['createEmployee']>>;
  beforeAll(async () => {
    regular = await t.createEmployee();
    newcomer = await t.createEmployee();
    expect((await login(regular.email, regular.password, office)).statusCode).toBe(200);
    await spray(office, PER_IP + 2);
  });

  it('still lets in an employee who has signed in from there before', async () => {
    expect((await login(regular.email, regular.password, office)).statusCode).toBe(200);
  });

  it("answers that employee's wrong password with the same 429 as everyone's, so getting through tells nothing", async () => {
    const res = await login(regular.email, 'not the password', office);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('holds that employee to the per-account limit', async () => {
    for (let i = 0; i < 4; i++) expect((await login(regular.email, 'not the password', office)).statusCode).toBe(429);
    // 1 + 4 wrong passwords: the account's own limit (5 a minute) now refuses even the right one.
    expect((await login(regular.email, regular.password, office)).statusCode).toBe(429);
  });

  it('makes an e-mail never signed in from there wait like the rest', async () => {
    expect((await login(newcomer.email, newcomer.password, office)).statusCode).toBe(429);
    expect((await login(newcomer.email, newcomer.password, '198.51.100.60')).statusCode).toBe(200);
  });
});
