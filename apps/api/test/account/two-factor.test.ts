import { api } from '@shopdesk/contracts';
import { totpCodeAt } from '../../src/lib/totp';
import { auditRows } from '../helpers/fixtures';
import { deliverEmails } from '../helpers/mailbox';
import { setupTestApp, type TestEmployee } from '../helpers/test-app';

const t = setupTestApp({ RATE_LIMIT_LOGIN_FAILURES_PER_IP: '1000' });
const STEP = 30_000;

/** An employee with an authenticator app on: its secret, and the recovery codes shown at confirmation. */
async function withApp(): Promise<{ employee: TestEmployee; secret: string; recoveryCodes: string[] }> {
  const employee = await t.createEmployee();
  const start = await t.call(employee, api.account.startTotpEnrolment);
  expect(start.statusCode).toBe(200);
  const { secret, uri } = start.json().data as { secret: string; uri: string };
  expect(uri).toBe(`otpauth://totp/Shopdesk:${encodeURIComponent(employee.email)}?issuer=Shopdesk&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
  const confirm = await t.call(employee, api.account.confirmTotpEnrolment, { body: { code: totpCodeAt(secret, Date.now()) } });
  expect(confirm.statusCode).toBe(200);
  return { employee, secret, recoveryCodes: confirm.json().data.recoveryCodes };
}

const login = (employee: TestEmployee) => t.call(null, api.auth.login, { body: { email: employee.email, password: employee.password } });
const pendingTokenOf = async (employee: TestEmployee) => {
  const res = await login(employee);
  expect(res.json().data).toEqual({ secondFactor: { pendingToken: expect.any(String), methods: ['totp', 'recoveryCode'] } });
  expect(res.json().data.token).toBeUndefined();
  return res.json().data.secondFactor.pendingToken as string;
};
const withCode = (pendingToken: string, code: string) => t.call(null, api.auth.loginWithCode, { body: { pendingToken, code } });
const security = async (employee: TestEmployee) => (await t.call(employee, api.account.getMySecurity)).json().data;

describe('setting up an authenticator app', () => {
  it('is off, then waits for a first code, then is on with ten recovery codes; an e-mail tells; audited', async () => {
    const employee = await t.createEmployee();
    expect(await security(employee)).toEqual({ totp: 'off', recoveryCodesLeft: 0, passkeys: [], twoFactorSetup: { dueAt: expect.any(String), required: false } });
    const { secret } = (await t.call(employee, api.account.startTotpEnrolment)).json().data;
    expect(await security(employee)).toEqual({ totp: 'enrolling', recoveryCodesLeft: 0, passkeys: [], twoFactorSetup: { dueAt: expect.any(String), required: false } });
    // Not on yet: the password alone still signs in.
    expect((await login(employee)).json().data.token).toEqual(expect.any(String));

    const wrong = await t.call(employee, api.account.confirmTotpEnrolment, { body: { code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([expect.objectContaining({ path: 'code' })]);

    await deliverEmails(t.db);
    const res = await t.call(employee, api.account.confirmTotpEnrolment, { body: { code: totpCodeAt(secret, Date.now()) } });
    expect(res.json().message).toBe('Two-factor sign-in is on');
    const codes = res.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(await security(employee)).toEqual({ totp: 'on', recoveryCodesLeft: 10, passkeys: [], twoFactorSetup: null });
    expect((await deliverEmails(t.db)).map((mail) => mail.subject)).toEqual(['Two-factor sign-in turned on']);
    expect(await auditRows(t.db, employee.id)).toContainEqual(expect.objectContaining({ action: 'auth.totp_enable' }));
  });

  it('keeps the secret sealed at rest and no code in the database', async () => {
    const { employee, secret, recoveryCodes } = await withApp();
    const { rows } = await t.db.query<{ secret_enc: string }>('SELECT secret_enc FROM employee_totp WHERE employee_id = $1', [employee.id]);
    expect(rows[0].secret_enc).not.toContain(secret);
    const stored = await t.db.query<{ text: string }>("SELECT string_agg(encode(code_hash, 'escape'), '') AS text FROM recovery_codes WHERE employee_id = $1", [employee.id]);
    for (const code of recoveryCodes) expect(stored.rows[0].text).not.toContain(code.replace('-', ''));
  });

  it('refuses to set up a second app while one is on (409)', async () => {
    const { employee } = await withApp();
    expect((await t.call(employee, api.account.startTotpEnrolment)).statusCode).toBe(409);
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password, and opens the session only then; audited as such', async () => {
    const { employee, secret } = await withApp();
    const pending = await pendingTokenOf(employee);
    const res = await withCode(pending, totpCodeAt(secret, Date.now() + STEP));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: expect.objectContaining({ _id: employee.id, token: expect.any(String) }), message: 'Successfully Logged in!' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.call({ token: res.json().data.token }, api.employees.getMe)).statusCode).toBe(200);
    const { rows } = await t.db.query("SELECT after FROM audit_log WHERE actor_id = $1 AND action = 'auth.login' ORDER BY created_at DESC LIMIT 1", [employee.id]);
    expect(rows[0].after).toEqual({ secondFactor: 'totp' });
  });

  it('takes a code once: the same code again is refused, even with a new pending sign-in', async () => {
    const { employee, secret } = await withApp();
    const code = totpCodeAt(secret, Date.now() + STEP);
    expect((await withCode(await pendingTokenOf(employee), code)).statusCode).toBe(200);
    const replay = await withCode(await pendingTokenOf(employee), code);
    expect(replay.statusCode).toBe(401);
  });

  it('uses a recovery code up: it works once, and one fewer is left', async () => {
    const { employee, recoveryCodes } = await withApp();
    const typed = recoveryCodes[3].toLowerCase().replace('-', ' ');
    expect((await withCode(await pendingTokenOf(employee), typed)).statusCode).toBe(200);
    expect((await withCode(await pendingTokenOf(employee), recoveryCodes[3])).statusCode).toBe(401);
    expect(await security(employee)).toEqual({ totp: 'on', recoveryCodesLeft: 9, passkeys: [], twoFactorSetup: null });
  });

  it('ends a pending sign-in after 5 wrong codes: the right one is then refused too', async () => {
    const { employee, secret } = await withApp();
    const pending = await pendingTokenOf(employee);
    for (let n = 0; n < 5; n++) expect((await withCode(pending, '000000')).statusCode).toBe(401);
    expect((await withCode(pending, totpCodeAt(secret, Date.now() + STEP))).statusCode).toBe(401);
    const failed = await t.db.query("SELECT after FROM audit_log WHERE action = 'auth.login_failed' AND entity_id = $1 ORDER BY created_at", [employee.id]);
    expect(failed.rows.at(-1)?.after).toEqual({ reason: 'wrong code', signInEnded: true });
  });

  it('answers a wrong code, an expired and an unknown pending sign-in alike', async () => {
    const { employee, secret } = await withApp();
    const expired = await pendingTokenOf(employee);
    await t.db.query("UPDATE pending_sign_ins SET expires_at = now() - interval '1 second' WHERE employee_id = $1", [employee.id]);
    const answers = [
      await withCode(expired, totpCodeAt(secret, Date.now() + STEP)),
      await withCode('x'.repeat(43), totpCodeAt(secret, Date.now() + STEP)),
      await withCode(await pendingTokenOf(employee), '000000'),
    ];
    expect(answers.map((res) => [res.statusCode, res.json().message])).toEqual(
      Array(3).fill([401, 'The code is wrong or the sign-in has expired: check the code, or sign in again']),
    );
  });

  it('ends pending sign-ins when the password is reset', async () => {
    const { employee, secret } = await withApp();
    const pending = await pendingTokenOf(employee);
    await t.call(employee, api.account.changeMyPassword, { body: { currentPassword: employee.password, newPassword: 'a new long passphrase', newPassword2: 'a new long passphrase' } });
    expect((await withCode(pending, totpCodeAt(secret, Date.now() + STEP))).statusCode).toBe(401);
  });
});

describe('turning it off and new recovery codes', () => {
  it('turns off with the password (a wrong one is a 400 at password): the password alone signs in again; an e-mail tells', async () => {
    const { employee } = await withApp();
    const wrong = await t.call(employee, api.account.disableTotp, { body: { password: 'not my password' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([expect.objectContaining({ path: 'password' })]);
    await deliverEmails(t.db);
    const res = await t.call(employee, api.account.disableTotp, { body: { password: employee.password } });
    expect(res.json()).toEqual({ data: null, message: 'Two-factor sign-in is off' });
    expect(await security(employee)).toEqual({ totp: 'off', recoveryCodesLeft: 0, passkeys: [], twoFactorSetup: { dueAt: expect.any(String), required: false } });
    expect((await login(employee)).json().data.token).toEqual(expect.any(String));
    expect((await deliverEmails(t.db)).map((mail) => mail.subject)).toContain('Two-factor sign-in turned off');
    expect((await t.call(employee, api.account.disableTotp, { body: { password: employee.password } })).statusCode).toBe(409);
  });

  it('makes ten new recovery codes: the old ones stop working', async () => {
    const { employee, recoveryCodes } = await withApp();
    const res = await t.call(employee, api.account.renewRecoveryCodes, { body: { password: employee.password } });
    const fresh = res.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect((await withCode(await pendingTokenOf(employee), recoveryCodes[0])).statusCode).toBe(401);
    expect((await withCode(await pendingTokenOf(employee), fresh[0])).statusCode).toBe(200);
  });
});

describe('limits', () => {
  const limited = setupTestApp({ RATE_LIMIT_LOGIN_FAILURES_PER_IP: '3' });
  it('limits second-step attempts per address (429 with Retry-After)', async () => {
    const employee = await limited.createEmployee();
    const attempts = [];
    for (let n = 0; n < 4; n++) attempts.push(await limited.call(null, api.auth.loginWithCode, { body: { pendingToken: 'y'.repeat(43), code: '123456' }, ip: '203.0.113.99' }));
    expect(attempts.map((res) => res.statusCode)).toEqual([401, 401, 401, 429]);
    expect(attempts[3].headers['retry-after']).toBeDefined();
    expect(employee.id).toBeDefined();
  });
});
