import { api, ERROR_CODES, type TwoFactorPolicy } from '@shopdesk/contracts';
import { totpCodeAt } from '../../src/lib/totp';
import { deliverEmails } from '../helpers/mailbox';
import { onPostgresOnly } from '../helpers/postgres-only';
import { setupTestApp, setupEmployee, type TestEmployee } from '../helpers/test-app';

const t = setupTestApp({ RATE_LIMIT_LOGIN_FAILURES_PER_IP: '1000' });
/** The owner who sets the policy (with an app of their own, so the policy never holds them back). */
const owner = setupEmployee(t, { name: 'Policy Owner' });
const DAY = 24 * 3600_000;

beforeAll(async () => {
  await withApp(owner);
});

async function setPolicy(twoFactorRequiredFor: TwoFactorPolicy, graceDays = 14) {
  const res = await t.call(owner, api.settings.updateSecuritySettings, { body: { twoFactorRequiredFor, graceDays } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const login = async (employee: TestEmployee) => {
  const res = await t.call(null, api.auth.login, { body: { email: employee.email, password: employee.password } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { token: string; twoFactorSetup?: { dueAt: string; required: boolean } };
};

async function withApp(employee: TestEmployee, session: { token: string } = employee): Promise<void> {
  const { secret } = (await t.call(session, api.account.startTotpEnrolment)).json().data;
  expect((await t.call(session, api.account.confirmTotpEnrolment, { body: { code: totpCodeAt(secret, Date.now()) } })).statusCode).toBe(200);
}

const ordersAs = (session: { token: string }) => t.call(session, api.orders.getAllOrdersCountByStatus);

describe('the grace period', () => {
  it('is offered at sign-in to an owner without a second factor (owners and managers by default), and does not hold them back', async () => {
    await setPolicy('owners_and_managers');
    const newcomer = await t.createEmployee({ level: 'manager' });
    const signedIn = await login(newcomer);
    expect(signedIn.twoFactorSetup).toEqual({ dueAt: expect.any(String), required: false });
    const due = Date.parse(signedIn.twoFactorSetup?.dueAt ?? '');
    expect(Math.abs(due - (Date.now() + 14 * DAY))).toBeLessThan(60_000);
    expect((await ordersAs(signedIn)).statusCode).toBe(200);
    // The profile says the same, and a later sign-in keeps the same date.
    expect((await t.call(signedIn, api.account.getMySecurity)).json().data.twoFactorSetup).toEqual(signedIn.twoFactorSetup);
    expect((await login(newcomer)).twoFactorSetup).toEqual(signedIn.twoFactorSetup);
  });

  it('is nothing to an agent under owners and managers, and everything under everyone', async () => {
    await setPolicy('owners_and_managers');
    const agent = await t.createEmployee({ level: 'agent' });
    expect((await login(agent)).twoFactorSetup).toBeUndefined();
    await setPolicy('everyone', 0);
    expect((await login(agent)).twoFactorSetup).toEqual({ dueAt: expect.any(String), required: true });
  });

  it('is nothing to an employee with a second factor: the code step comes instead', async () => {
    await setPolicy('everyone', 0);
    const employee = await t.createEmployee({ level: 'agent' });
    await withApp(employee);
    const res = await t.call(null, api.auth.login, { body: { email: employee.email, password: employee.password } });
    expect(res.json().data.secondFactor).toBeDefined();
  });
});

describe('past the grace period', () => {
  it('the session can only set up a second factor, and can do everything once it has', async () => {
    await setPolicy('owners_and_managers', 0);
    const manager = await t.createEmployee({ level: 'manager' });
    const session = await login(manager);
    expect(session.twoFactorSetup?.required).toBe(true);

    const refused = await ordersAs(session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(expect.objectContaining({ code: ERROR_CODES.enrolmentRequired }));
    expect((await t.call(session, api.employees.getMe)).statusCode).toBe(200);
    expect((await t.call(session, api.account.getMySecurity)).json().data.twoFactorSetup.required).toBe(true);

    await withApp(manager, session);
    expect((await ordersAs(session)).statusCode).toBe(200);
    // Sessions opened before the duty began were never held back (the test's own).
    expect((await ordersAs(manager)).statusCode).toBe(200);
  });

  it('an employee who turns the app off must set one up again before anything else', async () => {
    await setPolicy('owners_and_managers', 0);
    const manager = await t.createEmployee({ level: 'manager' });
    await withApp(manager);
    expect((await t.call(manager, api.account.disableTotp, { body: { password: manager.password } })).statusCode).toBe(200);
    expect((await ordersAs(manager)).json().code).toBe(ERROR_CODES.enrolmentRequired);
    await withApp(manager);
    expect((await ordersAs(manager)).statusCode).toBe(200);
  });

  it('a policy that stops covering the employee lets their held sessions go', async () => {
    await setPolicy('everyone', 0);
    const agent = await t.createEmployee({ level: 'agent' });
    const session = await login(agent);
    expect((await ordersAs(session)).statusCode).toBe(403);
    await setPolicy('owners_and_managers', 0);
    expect((await ordersAs(session)).statusCode).toBe(200);
  });

  it('a level change out of the policy lets them go too; into it, starts their grace period', async () => {
    await setPolicy('owners_and_managers', 0);
    const manager = await t.createEmployee({ level: 'manager' });
    const session = await login(manager);
    expect((await ordersAs(session)).statusCode).toBe(403);
    expect((await t.call(owner, api.employees.changeEmployeeLevel, { params: { id: manager.id }, body: { level: 'agent' } })).statusCode).toBe(200);
    expect((await ordersAs(session)).statusCode).toBe(200);

    await setPolicy('owners_and_managers', 14);
    expect((await t.call(owner, api.employees.changeEmployeeLevel, { params: { id: manager.id }, body: { level: 'manager' } })).statusCode).toBe(200);
    const { rows } = await t.db.query<{ started: boolean }>(
      "SELECT two_factor_grace_from > now() - interval '1 minute' AS started FROM employees WHERE id = $1",
      [manager.id],
    );
    expect(rows[0].started).toBe(true);
  });
});

describe('the security settings', () => {
  it('say the policy and how many it covers have a second factor', async () => {
    const settings = await setPolicy('owners_and_managers', 14);
    const { rows } = await t.db.query<{ covered: number; with_app: number }>(
      `SELECT count(*)::int AS covered, count(t.employee_id)::int AS with_app FROM employees e
         LEFT JOIN employee_totp t ON t.employee_id = e.id AND t.confirmed_at IS NOT NULL
        WHERE e.is_active AND e.level IN ('owner', 'manager')`,
    );
    expect(settings).toEqual({
      twoFactorRequiredFor: 'owners_and_managers',
      graceDays: 14,
      covered: rows[0].covered,
      coveredWithSecondFactor: rows[0].with_app,
      updatedAt: expect.any(String),
    });
    expect((await t.call(owner, api.settings.getSecuritySettings)).json().data).toEqual(settings);
  });

  it('are changed by owners only, with a fresh proof, and audited with before and after', async () => {
    await setPolicy('owners_and_managers', 14);
    const manager = await t.createEmployee({ level: 'manager' });
    expect((await t.call(manager, api.settings.getSecuritySettings)).statusCode).toBe(403);
    const unproven = await t.createEmployee({ proven: false });
    const refused = await t.call(unproven, api.settings.updateSecuritySettings, { body: { twoFactorRequiredFor: 'nobody', graceDays: 3 } });
    expect(refused.json().code).toBe(ERROR_CODES.reauthRequired);

    await setPolicy('everyone', 7);
    const { rows } = await t.db.query("SELECT before, after FROM audit_log WHERE actor_id = $1 AND action = 'settings.security_update' ORDER BY created_at DESC, id LIMIT 1", [owner.id]);
    expect(rows[0]).toEqual({ before: { twoFactorRequiredFor: 'owners_and_managers', graceDays: 14 }, after: { twoFactorRequiredFor: 'everyone', graceDays: 7 } });
  });

  it.each([
    [{ twoFactorRequiredFor: 'owners_and_managers', graceDays: 91 }, 'graceDays'],
    [{ twoFactorRequiredFor: 'owners_and_managers', graceDays: -1 }, 'graceDays'],
    [{ twoFactorRequiredFor: 'owners', graceDays: 14 }, 'twoFactorRequiredFor'],
    [{ twoFactorRequiredFor: 'everyone' }, 'graceDays'],
  ])('refuses %j with a 400 naming %s, and changes nothing', async (body, field) => {
    const before = await setPolicy('owners_and_managers', 14);
    const res = await t.call(owner, api.settings.updateSecuritySettings, { body });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().details)).toContain(field);
    expect((await t.call(owner, api.settings.getSecuritySettings)).json().data).toEqual(before);
  });
});

describe("an owner resetting an employee's second factor", () => {
  it('removes the app and the recovery codes, e-mails the employee, audits it; a second reset is a 409', async () => {
    await setPolicy('owners_and_managers', 14);
    const agent = await t.createEmployee({ level: 'agent' });
    await withApp(agent);
    expect((await t.call(owner, api.employees.getEmployeeSecurity, { params: { id: agent.id } })).json().data).toEqual({
      totp: true,
      passkeys: 0,
      recoveryCodesLeft: 10,
    });
    await deliverEmails(t.db);

    const res = await t.call(owner, api.employees.resetEmployeeSecondFactor, { params: { id: agent.id } });
    expect(res.json()).toEqual({ data: null, message: 'Two-factor sign-in reset' });
    expect((await t.call(owner, api.employees.getEmployeeSecurity, { params: { id: agent.id } })).json().data).toEqual({
      totp: false,
      passkeys: 0,
      recoveryCodesLeft: 0,
    });
    expect((await login(agent)).token).toEqual(expect.any(String));
    const mails = await deliverEmails(t.db);
    expect(mails.filter((mail) => mail.to === agent.email).map((mail) => mail.subject)).toContain('Your two-factor sign-in was reset');
    const { rows } = await t.db.query("SELECT actor_id FROM audit_log WHERE entity_id = $1 AND action = 'employee.second_factor_reset'", [agent.id]);
    expect(rows).toEqual([{ actor_id: owner.id }]);

    expect((await t.call(owner, api.employees.resetEmployeeSecondFactor, { params: { id: agent.id } })).statusCode).toBe(409);
  });

  it('needs a fresh proof and the owner level; 404 for nobody', async () => {
    const agent = await t.createEmployee({ level: 'agent' });
    await withApp(agent);
    const unproven = await t.createEmployee({ proven: false });
    expect((await t.call(unproven, api.employees.resetEmployeeSecondFactor, { params: { id: agent.id } })).json().code).toBe(ERROR_CODES.reauthRequired);
    const manager = await t.createEmployee({ level: 'manager' });
    expect((await t.call(manager, api.employees.resetEmployeeSecondFactor, { params: { id: agent.id } })).statusCode).toBe(403);
    expect((await t.call(owner, api.employees.resetEmployeeSecondFactor, { params: { id: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(404);
    expect((await t.call(owner, api.employees.getEmployeeSecurity, { params: { id: agent.id } })).json().data.totp).toBe(true);
  });
});

onPostgresOnly('owners saving the policy while employees sign in', () => {
  const ROUNDS = 10;

  it(`two saves at once take turns: the audit trail chains them, ${ROUNDS} rounds`, async () => {
    const other = await t.createEmployee({ name: 'Other Owner' });
    for (let round = 0; round < ROUNDS; round++) {
      await setPolicy('owners_and_managers', 14);
      const answers = await Promise.all([
        t.call(owner, api.settings.updateSecuritySettings, { body: { twoFactorRequiredFor: 'everyone', graceDays: 3 } }),
        t.call(other, api.settings.updateSecuritySettings, { body: { twoFactorRequiredFor: 'nobody', graceDays: 5 } }),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      // Both rows of this round: a row's time is its transaction's start, not its commit, so which
      // went second is read from the chain itself: its before is the other's after (no lost update).
      const { rows } = await t.db.query<{ before: unknown; after: unknown }>(
        "SELECT before, after FROM audit_log WHERE action = 'settings.security_update' ORDER BY created_at DESC, id LIMIT 2",
      );
      const [a, b] = rows;
      const second = JSON.stringify(a.before) === JSON.stringify(b.after) ? a : b;
      const first = second === a ? b : a;
      expect(second.before).toEqual(first.after);
      expect(first.before).toEqual({ twoFactorRequiredFor: 'owners_and_managers', graceDays: 14 });
      const saved = (await t.call(owner, api.settings.getSecuritySettings)).json().data;
      expect({ twoFactorRequiredFor: saved.twoFactorRequiredFor, graceDays: saved.graceDays }).toEqual(second.after);
    }
  });

  it(`a save and sign-ins at once all go through, ${ROUNDS} rounds`, async () => {
    const managers = await Promise.all([1, 2, 3].map(() => t.createEmployee({ level: 'manager' })));
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all([
        t.call(owner, api.settings.updateSecuritySettings, { body: { twoFactorRequiredFor: round % 2 ? 'everyone' : 'owners_and_managers', graceDays: round % 3 } }),
        ...managers.map((manager) => t.call(null, api.auth.login, { body: { email: manager.email, password: manager.password } })),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    }
  });
});
