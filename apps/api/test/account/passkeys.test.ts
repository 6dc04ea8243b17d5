import { api, ERROR_CODES } from '@shopdesk/contracts';
import { auditRows } from '../helpers/fixtures';
import { deliverEmails } from '../helpers/mailbox';
import { onPostgresOnly } from '../helpers/postgres-only';
import { softwareAuthenticator, type SoftwarePasskey } from '../helpers/software-authenticator';
import { setupTestApp, type TestEmployee } from '../helpers/test-app';

const t = setupTestApp({ RATE_LIMIT_LOGIN_FAILURES_PER_IP: '1000', RATE_LIMIT_PUBLIC_TOKEN: '1000' });
const device = softwareAuthenticator('http://shopdesk.test');

type Ceremony = { options: { challenge: string; user?: { id: string } }; challengeToken: string };

/** Adds a passkey to `employee` through the API, as the profile does; answers the authenticator's key and the listed passkey. */
async function addPasskey(employee: TestEmployee, name = 'Work laptop'): Promise<{ passkey: SoftwarePasskey; id: string }> {
  const start = await t.call(employee, api.account.startPasskeyRegistration);
  expect(start.statusCode).toBe(200);
  const ceremony = start.json().data as Ceremony;
  const { passkey, response } = device.register(ceremony.options);
  const finish = await t.call(employee, api.account.finishPasskeyRegistration, { body: { challengeToken: ceremony.challengeToken, response, name } });
  expect(finish.statusCode).toBe(201);
  return { passkey, id: finish.json().data._id };
}

async function passkeySignIn(passkey: SoftwarePasskey, tamper: (response: Record<string, unknown>) => void = () => undefined) {
  const ceremony = (await t.call(null, api.auth.startPasskeySignIn)).json().data as Ceremony;
  const response = device.authenticate(ceremony.options, passkey);
  tamper(response);
  return t.call(null, api.auth.finishPasskeySignIn, { body: { challengeToken: ceremony.challengeToken, response } });
}

describe('adding a passkey', () => {
  it('lists it by name on the profile, e-mails the employee and audits it; its key never leaves the API', async () => {
    const employee = await t.createEmployee({ level: 'agent' });
    await deliverEmails(t.db);
    await addPasskey(employee, 'Work laptop');

    const security = (await t.call(employee, api.account.getMySecurity)).json().data;
    expect(security.passkeys).toEqual([{ _id: expect.any(String), name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null }]);
    expect((await deliverEmails(t.db)).map((mail) => mail.subject)).toEqual(['A passkey was added to your account']);
    expect(await auditRows(t.db, employee.id)).toContainEqual(expect.objectContaining({ action: 'auth.passkey_add', after: { passkey: 'Work laptop' } }));
  });

  it('needs a fresh proof to start: a passkey signs in without the password', async () => {
    const employee = await t.createEmployee({ proven: false });
    expect((await t.call(employee, api.account.startPasskeyRegistration)).json().code).toBe(ERROR_CODES.reauthRequired);
  });

  it('refuses an answer to another challenge, or a challenge of another session, with a 400 naming the field', async () => {
    const employee = await t.createEmployee();
    const first = (await t.call(employee, api.account.startPasskeyRegistration)).json().data as Ceremony;
    const second = (await t.call(employee, api.account.startPasskeyRegistration)).json().data as Ceremony;
    const { response } = device.register(first.options);
    const crossed = await t.call(employee, api.account.finishPasskeyRegistration, { body: { challengeToken: second.challengeToken, response, name: 'Phone' } });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().details).toEqual([expect.objectContaining({ path: 'response' })]);

    const other = await t.createEmployee();
    const stolen = await t.call(other, api.account.finishPasskeyRegistration, { body: { challengeToken: first.challengeToken, response, name: 'Phone' } });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().details).toEqual([expect.objectContaining({ path: 'challengeToken' })]);
    expect((await t.call(employee, api.account.getMySecurity)).json().data.passkeys).toEqual([]);
  });

  it('refuses a name that is empty or too long', async () => {
    const employee = await t.createEmployee();
    const ceremony = (await t.call(employee, api.account.startPasskeyRegistration)).json().data as Ceremony;
    const { response } = device.register(ceremony.options);
    for (const name of ['', 'x'.repeat(61)]) {
      const res = await t.call(employee, api.account.finishPasskeyRegistration, { body: { challengeToken: ceremony.challengeToken, response, name } });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining({ path: 'name' })]);
    }
  });
});

describe('signing in with a passkey', () => {
  it('instead of the password: a session, its use recorded, the sign-in audited as a passkey', async () => {
    const employee = await t.createEmployee({ name: 'Passkey Person', level: 'manager' });
    const { passkey } = await addPasskey(employee);
    const res = await passkeySignIn(passkey);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(expect.objectContaining({ _id: employee.id, name: 'Passkey Person', token: expect.any(String) }));
    // Both factors in one: no two-factor set-up is offered.
    expect(res.json().data.twoFactorSetup).toBeUndefined();
    expect((await t.call({ token: res.json().data.token }, api.employees.getMe)).statusCode).toBe(200);
    expect((await t.call(employee, api.account.getMySecurity)).json().data.passkeys[0].lastUsedAt).toEqual(expect.any(String));
    const { rows } = await t.db.query("SELECT after FROM audit_log WHERE actor_id = $1 AND action = 'auth.login' ORDER BY created_at DESC LIMIT 1", [employee.id]);
    expect(rows[0].after).toEqual({ secondFactor: 'passkey' });
  });

  it('refuses an answer replayed, a signature that does not check, and an unknown passkey, alike', async () => {
    const employee = await t.createEmployee();
    const { passkey } = await addPasskey(employee);
    const ceremony = (await t.call(null, api.auth.startPasskeySignIn)).json().data as Ceremony;
    const response = device.authenticate(ceremony.options, passkey);
    const body = { challengeToken: ceremony.challengeToken, response };
    expect((await t.call(null, api.auth.finishPasskeySignIn, { body })).statusCode).toBe(200);
    const replayed = await t.call(null, api.auth.finishPasskeySignIn, { body });
    expect(replayed.statusCode).toBe(401);

    const forged = await passkeySignIn(passkey, (answer) => {
      (answer.response as { signature: string }).signature = Buffer.alloc(70, 1).toString('base64url');
    });
    const stranger = await passkeySignIn(device.register({ challenge: 'x', user: { id: 'nobody' } }).passkey);
    expect([forged.statusCode, stranger.statusCode]).toEqual([401, 401]);
    expect(forged.json().message).toBe(stranger.json().message);
  });

  it('refuses an old counter (a cloned key) and one without the PIN or biometric', async () => {
    const employee = await t.createEmployee();
    const { passkey } = await addPasskey(employee);
    expect((await passkeySignIn(passkey)).statusCode).toBe(200);
    passkey.counter -= 1;
    const cloned = await (async () => {
      const ceremony = (await t.call(null, api.auth.startPasskeySignIn)).json().data as Ceremony;
      return t.call(null, api.auth.finishPasskeySignIn, { body: { challengeToken: ceremony.challengeToken, response: device.authenticate(ceremony.options, passkey, { counterStep: 0 }) } });
    })();
    expect(cloned.statusCode).toBe(401);
    const ceremony = (await t.call(null, api.auth.startPasskeySignIn)).json().data as Ceremony;
    const unverified = device.authenticate(ceremony.options, passkey, { verified: false, counterStep: 5 });
    expect((await t.call(null, api.auth.finishPasskeySignIn, { body: { challengeToken: ceremony.challengeToken, response: unverified } })).statusCode).toBe(401);
  });

  it('refuses a challenge past its 5 minutes', async () => {
    const employee = await t.createEmployee();
    const { passkey } = await addPasskey(employee);
    const ceremony = (await t.call(null, api.auth.startPasskeySignIn)).json().data as Ceremony;
    await t.db.query("UPDATE webauthn_challenges SET expires_at = now() - interval '1 second' WHERE purpose = 'sign_in' AND used_at IS NULL");
    const res = await t.call(null, api.auth.finishPasskeySignIn, { body: { challengeToken: ceremony.challengeToken, response: device.authenticate(ceremony.options, passkey) } });
    expect(res.statusCode).toBe(401);
  });

  it('as the second step after the password, for an employee whose second factor is a passkey', async () => {
    const employee = await t.createEmployee();
    const { passkey } = await addPasskey(employee);
    const login = (await t.call(null, api.auth.login, { body: { email: employee.email, password: employee.password } })).json().data;
    expect(login.secondFactor.methods).toEqual(['passkey']);
    const pendingToken = login.secondFactor.pendingToken as string;

    const other = await t.createEmployee();
    const { passkey: othersKey } = await addPasskey(other);
    const start = (await t.call(null, api.auth.startPasskeySecondStep, { body: { pendingToken } })).json().data as Ceremony;
    const wrongKey = await t.call(null, api.auth.loginWithPasskey, {
      body: { pendingToken, challengeToken: start.challengeToken, response: device.authenticate(start.options, othersKey) },
    });
    expect(wrongKey.statusCode).toBe(401);

    const again = (await t.call(null, api.auth.startPasskeySecondStep, { body: { pendingToken } })).json().data as Ceremony;
    const res = await t.call(null, api.auth.loginWithPasskey, {
      body: { pendingToken, challengeToken: again.challengeToken, response: device.authenticate(again.options, passkey) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data._id).toBe(employee.id);
    // The pending sign-in is used up.
    expect((await t.call(null, api.auth.startPasskeySecondStep, { body: { pendingToken } })).statusCode).toBe(401);
  });
});

describe('a passkey as the proof of identity and as the second factor of the policy', () => {
  it('confirms it is the employee for the calls that need a fresh proof', async () => {
    const employee = await t.createEmployee();
    const { passkey } = await addPasskey(employee);
    await t.db.query('UPDATE sessions SET proven_at = NULL WHERE employee_id = $1', [employee.id]);
    expect((await t.call(employee, api.account.startPasskeyRegistration)).json().code).toBe(ERROR_CODES.reauthRequired);
    const ceremony = (await t.call(employee, api.account.startPasskeyProof)).json().data as Ceremony;
    const res = await t.call(employee, api.account.confirmIdentity, {
      body: { passkey: { challengeToken: ceremony.challengeToken, response: device.authenticate(ceremony.options, passkey) } },
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.db.query("SELECT after FROM audit_log WHERE actor_id = $1 AND action = 'auth.reauth'", [employee.id]);
    expect(rows).toEqual([{ after: { method: 'passkey' } }]);
    expect((await t.call(employee, api.account.startPasskeyRegistration)).statusCode).toBe(200);
  });

  it('frees a session the policy held back, and counts as a second factor there', async () => {
    const owner = await t.createEmployee();
    await t.call(owner, api.settings.updateSecuritySettings, { body: { twoFactorRequiredFor: 'everyone', graceDays: 0 } });
    const agent = await t.createEmployee({ level: 'agent' });
    const session = { token: (await t.call(null, api.auth.login, { body: { email: agent.email, password: agent.password } })).json().data.token as string };
    expect((await t.call(session, api.orders.getAllOrdersCountByStatus)).json().code).toBe(ERROR_CODES.enrolmentRequired);
    // Held back, the session still proves it is them and adds the passkey.
    expect((await t.call(session, api.account.confirmIdentity, { body: { password: agent.password } })).statusCode).toBe(200);
    await addPasskey({ ...agent, token: session.token });
    expect((await t.call(session, api.orders.getAllOrdersCountByStatus)).statusCode).toBe(200);
    await t.call(owner, api.settings.updateSecuritySettings, { body: { twoFactorRequiredFor: 'owners_and_managers', graceDays: 14 } });
  });

  it('is removed with a fresh proof, stops signing in, and an e-mail tells; 404 for another employee’s', async () => {
    const employee = await t.createEmployee();
    const { passkey, id } = await addPasskey(employee);
    const stranger = await t.createEmployee();
    expect((await t.call(stranger, api.account.removePasskey, { params: { id } })).statusCode).toBe(404);
    await deliverEmails(t.db);
    expect((await t.call(employee, api.account.removePasskey, { params: { id } })).json()).toEqual({ data: null, message: 'Passkey removed' });
    expect((await passkeySignIn(passkey)).statusCode).toBe(401);
    expect((await deliverEmails(t.db)).map((mail) => mail.subject)).toEqual(['A passkey was removed from your account']);
  });

  it("goes with an owner's reset of the employee's second factor", async () => {
    const owner = await t.createEmployee();
    const agent = await t.createEmployee({ level: 'agent' });
    const { passkey } = await addPasskey(agent);
    expect((await t.call(owner, api.employees.getEmployeeSecurity, { params: { id: agent.id } })).json().data.passkeys).toBe(1);
    expect((await t.call(owner, api.employees.resetEmployeeSecondFactor, { params: { id: agent.id } })).statusCode).toBe(200);
    expect((await passkeySignIn(passkey)).statusCode).toBe(401);
  });
});

onPostgresOnly('two sign-ins with one passkey answer at the same moment', () => {
  it('let exactly one through, 10 rounds', async () => {
    const employee = await t.createEmployee();
    const { passkey } = await addPasskey(employee);
    for (let round = 0; round < 10; round++) {
      const ceremony = (await t.call(null, api.auth.startPasskeySignIn)).json().data as Ceremony;
      const body = { challengeToken: ceremony.challengeToken, response: device.authenticate(ceremony.options, passkey) };
      const answers = await Promise.all([t.call(null, api.auth.finishPasskeySignIn, { body }), t.call(null, api.auth.finishPasskeySignIn, { body })]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
    }
  });
});
