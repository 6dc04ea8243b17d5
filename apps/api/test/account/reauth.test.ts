import { allCalls, api, ERROR_CODES, PROTECTED_BASE, REAUTH_WINDOW_MINUTES, type CallDef } from '@shopdesk/contracts';
import { totpCodeAt } from '../../src/lib/totp';
import { auditRows, insertCredential, insertOrder, insertOrderItem, insertService } from '../helpers/fixtures';
import { setupTestApp, type TestEmployee } from '../helpers/test-app';

const t = setupTestApp({ RATE_LIMIT_LOGIN_FAILURES_PER_IP: '1000' });
const MINUTE = 60_000;
const WINDOW = REAUTH_WINDOW_MINUTES * MINUTE;

const unproven = (level: TestEmployee['level'] = 'owner') => t.createEmployee({ level, proven: false });
const confirm = (employee: TestEmployee, body: unknown) => t.call(employee, api.account.confirmIdentity, { body });
const levelOf = async (id: string) => (await t.db.query<{ level: string }>('SELECT level FROM employees WHERE id = $1', [id])).rows[0].level;
const promote = (owner: TestEmployee, id: string) => t.call(owner, api.employees.changeEmployeeLevel, { params: { id }, body: { level: 'manager' } });

function expectReauthRequired(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual(expect.objectContaining({ code: ERROR_CODES.reauthRequired, message: "Confirm it's you: this needs your password again" }));
}

describe('the calls that need a fresh proof', () => {
  const reauthCalls = allCalls.filter((call): call is Extract<CallDef, { access: 'protected' }> => call.access === 'protected' && call.reauth === true);

  it('are the dangerous ones, named in the contract', () => {
    expect(reauthCalls.map((call) => `${call.tag}.${call.method} ${call.path.replace(PROTECTED_BASE, '')}`).sort()).toEqual([
      'account.PATCH account/passkeys/remove/:id',
      'account.POST account/passkeys/start',
      'employees.PATCH employees/archiveEmployee/:id',
      'employees.PATCH employees/changeLevel/:id',
      'employees.POST employees/bulkArchiveEmployees',
      'employees.POST employees/security/reset/:id',
      'serviceCredentials.GET serviceCredentials/export/:id',
      'serviceCredentials.POST serviceCredentials/import',
      'serviceCredentials.POST serviceCredentials/import/preview',
      'settings.PATCH settings/security',
      'settings.PATCH settings/storefrontKeys/revoke/:id',
      'settings.POST settings/storefrontKeys',
    ]);
  });

  it.each(reauthCalls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s answers REAUTH_REQUIRED to an owner who has not proved it is them, before reading the body',
    async (_, call) => {
      const owner = await unproven();
      const res = await t.inject(owner, { method: call.method, url: call.path.replace(':id', owner.id), payload: 'not even JSON', headers: { 'content-type': 'application/json' } });
      expectReauthRequired(res);
    },
  );

  it('checks the level first: an agent is refused for the level, not asked to prove anything', async () => {
    const agent = await unproven('agent');
    const res = await promote(agent, agent.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBeUndefined();
  });

  it('writes nothing before the proof, and the same call works after it', async () => {
    const owner = await unproven();
    const agent = await t.createEmployee({ level: 'agent' });
    expectReauthRequired(await promote(owner, agent.id));
    expect(await levelOf(agent.id)).toBe('agent');
    expect((await auditRows(t.db, agent.id)).map((row) => row.action)).not.toContain('employee.change_level');

    expect((await confirm(owner, { password: owner.password })).json()).toEqual({ data: null, message: "Thanks: you won't be asked again for a while" });
    expect((await promote(owner, agent.id)).statusCode).toBe(200);
    expect(await levelOf(agent.id)).toBe('manager');
  });
});

describe('the proof', () => {
  it('refuses a wrong password at the password field, without signing the employee out', async () => {
    const owner = await unproven();
    const res = await confirm(owner, { password: 'not my password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'password', message: 'This is not your current password' }]);
    expect((await t.call(owner, api.employees.getMe)).statusCode).toBe(200);
    expectReauthRequired(await promote(owner, owner.id));
  });

  it('takes a code of the app once, and a recovery code once', async () => {
    const owner = await unproven();
    const { secret } = (await t.call(owner, api.account.startTotpEnrolment)).json().data;
    const codes = (await t.call(owner, api.account.confirmTotpEnrolment, { body: { code: totpCodeAt(secret, Date.now()) } })).json().data.recoveryCodes;
    // The confirming code's step is taken: the next step's code proves it.
    const next = totpCodeAt(secret, Date.now() + 30_000);
    expect((await confirm(owner, { code: next })).statusCode).toBe(200);
    const replayed = await confirm(owner, { code: next });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().details).toEqual([expect.objectContaining({ path: 'code' })]);
    expect((await confirm(owner, { code: codes[0] })).statusCode).toBe(200);
    expect((await confirm(owner, { code: codes[0] })).statusCode).toBe(400);
  });

  it('is audited by how it was given, never what was typed', async () => {
    const owner = await unproven();
    await confirm(owner, { password: owner.password });
    const { rows } = await t.db.query<{ after: unknown; entity: string }>(
      "SELECT after, entity FROM audit_log WHERE actor_id = $1 AND action = 'auth.reauth'",
      [owner.id],
    );
    expect(rows).toEqual([{ entity: 'session', after: { method: 'password' } }]);
    expect(JSON.stringify(rows)).not.toContain(owner.password);
  });

  it('limits wrong guesses per employee: past five, a 429 with Retry-After, even for the right password', async () => {
    const owner = await unproven();
    for (let i = 0; i < 5; i++) expect((await confirm(owner, { code: '000000' })).statusCode).toBe(400);
    const limited = await confirm(owner, { password: owner.password });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is the session’s, not the employee’s: their other session still has to prove it', async () => {
    const owner = await unproven();
    const login = await t.call(null, api.auth.login, { body: { email: owner.email, password: owner.password } });
    const other = { ...owner, token: login.json().data.token as string };
    await confirm(owner, { password: owner.password });
    expectReauthRequired(await promote(other, owner.id));
  });

  it('answers 400 naming the field for a proof of neither kind', async () => {
    const owner = await unproven();
    const res = await confirm(owner, { pin: '1234' });
    expect(res.statusCode).toBe(400);
  });
});

describe('the window, on a clock the test moves', () => {
  it(`lasts ${REAUTH_WINDOW_MINUTES} minutes from the proof, and each call that needed it starts it anew`, async () => {
    const owner = await unproven();
    const agent = await t.createEmployee({ level: 'agent' });
    const change = (level: 'agent' | 'manager') => t.call(owner, api.employees.changeEmployeeLevel, { params: { id: agent.id }, body: { level } });
    await confirm(owner, { password: owner.password });

    t.clock.advance(WINDOW - MINUTE);
    expect((await change('manager')).statusCode).toBe(200);
    // Nine minutes after that call: still inside the window it started.
    t.clock.advance(WINDOW - MINUTE);
    expect((await change('agent')).statusCode).toBe(200);
    t.clock.advance(WINDOW + 1000);
    expectReauthRequired(await change('manager'));
    expect(await levelOf(agent.id)).toBe('agent');
  });
});

describe('revealing a credential', () => {
  it('needs a fresh proof for one in stock, not for one delivered on an order', async () => {
    const manager = await unproven('manager');
    const service = await insertService(t.db, { name: 'Reauth VPN' });
    // Completing an order delivers the oldest available credential.
    const delivered = await insertCredential(t.db, t.app.cipher, service, { userId: 'delivered', password: 'Delivered-Secret-1', minutesAgo: 10 });
    const stock = await insertCredential(t.db, t.app.cipher, service, { userId: 'in-stock', password: 'Stock-Secret-1', minutesAgo: 1 });
    const order = await insertOrder(t.db);
    await insertOrderItem(t.db, order, service);
    const owner = await t.createEmployee();
    expect((await t.call(owner, api.orders.changeOrderStatus, { params: { id: order }, body: { orderStatus: 'completed' } })).statusCode).toBe(200);

    const reveal = (id: string) => t.call(manager, api.serviceCredentials.getSingleServiceCredential, { params: { id } });
    expect((await reveal(delivered)).json().data.password).toBe('Delivered-Secret-1');
    expectReauthRequired(await reveal(stock));
    expect((await auditRows(t.db, stock)).map((row) => row.action)).not.toContain('credential.reveal');
    await confirm(manager, { password: manager.password });
    expect((await reveal(stock)).json().data.password).toBe('Stock-Secret-1');
  });
});
