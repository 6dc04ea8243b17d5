import { api } from '@shopdesk/contracts';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

const login = (body: unknown, ip?: string) => t.call(null, api.auth.login, { body, ip });

it('answers the employee with a new session token on every login', async () => {
  // An agent: the shop's default policy asks no second factor of them (see two-factor-policy.test.ts).
  const employee = await t.createEmployee({ name: 'Layla Haddad', level: 'agent' });
  const first = await login({ email: employee.email, password: employee.password });
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({
    data: { _id: employee.id, name: 'Layla Haddad', email: employee.email, level: 'agent', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    message: 'Successfully Logged in!',
  });
  const second = await login({ email: employee.email, password: employee.password });
  expect(second.json().data.token).not.toBe(first.json().data.token);

  for (const token of [first.json().data.token, second.json().data.token]) {
    const me = await t.call({ token }, api.employees.getMe);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(employee.email);
  }
  const sessions = await t.db.query('SELECT 1 FROM sessions WHERE employee_id = $1', [employee.id]);
  expect(sessions.rowCount).toBe(3); // the helper's own session and the two logins
});

it('tells caches not to keep the answer that carries the token', async () => {
  const employee = await t.createEmployee();
  const res = await login({ email: employee.email, password: employee.password });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
});

it('stores only the hash of the session token', async () => {
  const employee = await t.createEmployee();
  const res = await login({ email: employee.email, password: employee.password });
  const token: string = res.json().data.token;
  const { rows } = await t.db.query<{ token_hash: Buffer }>(
    'SELECT token_hash FROM sessions WHERE employee_id = $1 ORDER BY created_at DESC LIMIT 1',
    [employee.id],
  );
  expect(Buffer.from(rows[0].token_hash).toString('utf8')).not.toContain(token);
  expect(rows[0].token_hash.length).toBe(32);
});

it('matches the e-mail whatever its letter case', async () => {
  const employee = await t.createEmployee({ email: 'mixed.case@shopdesk.test' });
  const res = await login({ email: 'Mixed.Case@ShopDesk.test', password: employee.password });
  expect(res.statusCode).toBe(200);
});

it('answers unknown e-mail, wrong password and archived employee with the same 401', async () => {
  const active = await t.createEmployee();
  const archived = await t.createEmployee();
  await t.db.query('UPDATE employees SET is_active = false WHERE id = $1', [archived.id]);

  const answers = await Promise.all([
    login({ email: 'nobody@shopdesk.test', password: 'whatever-password' }),
    login({ email: active.email, password: 'not the password' }),
    login({ email: archived.email, password: archived.password }),
  ]);
  for (const res of answers) {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Credential Invalid!' });
  }
});

it('audits each sign-in without the token or the password', async () => {
  const employee = await t.createEmployee();
  await login({ email: employee.email, password: employee.password }, '203.0.113.9');
  const { rows } = await t.db.query<{ action: string; entity: string; ip: string; after: unknown; before: unknown }>(
    "SELECT action, entity, ip, before, after FROM audit_log WHERE actor_id = $1 AND action = 'auth.login'",
    [employee.id],
  );
  expect(rows).toEqual([{ action: 'auth.login', entity: 'session', ip: '203.0.113.9', before: null, after: null }]);
});

describe('refuses a malformed body with a 400', () => {
  it.each([
    ['a missing password', { email: 'a@shopdesk.test' }, 'password'],
    ['a missing e-mail', { password: 'secret-secret' }, 'email'],
    ['an unknown field', { email: 'a@shopdesk.test', password: 'secret-secret', remember: true }, 'remember'],
    ['an e-mail that is a number', { email: 42, password: 'secret-secret' }, 'email'],
    ['a malformed e-mail', { email: 'not-an-email', password: 'secret-secret' }, 'email'],
    ['an empty password', { email: 'a@shopdesk.test', password: '' }, 'password'],
  ])('%s', async (_, body, path) => {
    const res = await login(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', details: [expect.objectContaining({ path })] });
  });

  it('a body that is not JSON', async () => {
    const res = await t.call(null, api.auth.login, {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The body is not valid JSON');
  });
});
