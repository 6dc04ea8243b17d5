import { api } from '@shopdesk/contracts';
import { memoryRateLimiter } from '../../src/lib/rate-limiter';
import { setupTestApp, type TestApp, type TestEmployee } from '../helpers/test-app';

const LIMIT = 5; // RATE_LIMIT_LOGIN_FAILURES default

const login = (t: TestApp, email: string, password: string, ip = '198.51.100.1') =>
  t.call(null, api.auth.login, { body: { email, password }, ip });

async function failTimes(t: TestApp, employee: TestEmployee, times: number, ip?: string) {
  for (let i = 0; i < times; i++) expect((await login(t, employee.email, 'wrong password', ip)).statusCode).toBe(401);
}

describe('with the shared rate limiter', () => {
  const t = setupTestApp();

  it('answers 429 with Retry-After once the failures of one e-mail from one IP reach the limit', async () => {
    const employee = await t.createEmployee();
    await failTimes(t, employee, LIMIT);
    const wrong = await login(t, employee.email, 'wrong password');
    expect(wrong.statusCode).toBe(429);
    const retryAfter = Number(wrong.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(wrong.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many attempts, try again in ${retryAfter} seconds`,
    });
    // The right password waits too, so the answer tells a guesser nothing.
    expect((await login(t, employee.email, employee.password)).statusCode).toBe(429);
  });

  it('keeps counting per e-mail and per IP', async () => {
    const employee = await t.createEmployee();
    const other = await t.createEmployee();
    await failTimes(t, employee, LIMIT, '198.51.100.7');
    expect((await login(t, employee.email, employee.password, '198.51.100.7')).statusCode).toBe(429);
    expect((await login(t, employee.email, employee.password, '198.51.100.8')).statusCode).toBe(200);
    expect((await login(t, other.email, other.password, '198.51.100.7')).statusCode).toBe(200);
  });

  it('counts parallel wrong logins before checking them: at most the limit get a 401, the rest a 429', async () => {
    const employee = await t.createEmployee();
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(t, employee.email, 'wrong password', '198.51.100.20')));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LIMIT);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(answers.find((res) => res.statusCode === 429)?.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('lets a correct login in after a couple of failures and starts the count again', async () => {
    const employee = await t.createEmployee();
    await failTimes(t, employee, 2);
    expect((await login(t, employee.email, employee.password)).statusCode).toBe(200);
    await failTimes(t, employee, LIMIT);
    expect((await login(t, employee.email, 'wrong password')).statusCode).toBe(429);
  });

  it('never throttles successful logins and starts counting again after one', async () => {
    const employee = await t.createEmployee();
    for (let i = 0; i < LIMIT * 2; i++) expect((await login(t, employee.email, employee.password)).statusCode).toBe(200);
    await failTimes(t, employee, LIMIT - 1);
    expect((await login(t, employee.email, employee.password)).statusCode).toBe(200);
    await failTimes(t, employee, LIMIT - 1);
    expect((await login(t, employee.email, employee.password)).statusCode).toBe(200);
  });
});

describe('with a clock the test moves', () => {
  let now = Date.now();
  const t = setupTestApp({}, { rateLimiter: memoryRateLimiter(() => now) });

  it('lets the employee in again once the minute has passed', async () => {
    const employee = await t.createEmployee();
    await failTimes(t, employee, LIMIT);
    now += 30_000;
    const locked = await login(t, employee.email, employee.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('30');
    now += 30_000;
    expect((await login(t, employee.email, employee.password)).statusCode).toBe(200);
  });
});
