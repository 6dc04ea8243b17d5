import { api } from '@shopdesk/contracts';
import { tokenHash } from '../../src/lib/tokens';
import { NOT_SINGLE_LINE } from '../helpers/expected';
import { inviteToken } from '../helpers/flows';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const admin = setupEmployee(t, { name: 'Admin' });

let n = 0;
const newEmail = () => `invitee-${++n}@shopdesk.test`;
const register = (body: Record<string, unknown>) => t.call(null, api.auth.register, { body });
const form = (token: string, fields: Record<string, unknown> = {}) => ({
  token,
  name: 'Omar Saleh',
  password: 'a long passphrase',
  password2: 'a long passphrase',
  ...fields,
});

it("creates the employee with the invite's e-mail and signs them in", async () => {
  const email = newEmail();
  const token = await inviteToken(t, admin, email);
  const res = await register(form(token, { email: 'someone-else@shopdesk.test' }));
  expect(res.statusCode).toBe(201);
  const data = res.json().data;
  expect(res.json()).toEqual({
    data: { _id: expect.any(String), name: 'Omar Saleh', email, level: 'agent', token: expect.any(String) },
    message: 'Successfully registered!',
  });
  expect((await t.call(data, api.employees.getMe)).json().data).toMatchObject({ email, isActive: true });

  const stored = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM employees WHERE id = $1', [data._id]);
  expect(stored.rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  const invite = await t.db.query<{ used_at: Date | null }>('SELECT used_at FROM employee_invites WHERE token_hash = $1', [tokenHash(token)]);
  expect(invite.rows[0].used_at).toBeInstanceOf(Date);
  const login = await t.call(null, api.auth.login, { body: { email, password: 'a long passphrase' } });
  expect(login.statusCode).toBe(200);
});

it('tells caches not to keep the answer that carries the token', async () => {
  const res = await register(form(await inviteToken(t, admin, newEmail())));
  expect(res.statusCode).toBe(201);
  expect(res.headers['cache-control']).toBe('no-store');
});

it('trims the name and refuses one made of spaces', async () => {
  const token = await inviteToken(t, admin, newEmail());
  const blank = await register(form(token, { name: '   ' }));
  expect(blank.statusCode).toBe(400);
  expect(blank.json().message).toBe('Name is required');
  const res = await register(form(token, { name: '  Huda Karim ' }));
  expect(res.json().data.name).toBe('Huda Karim');
});

it('takes a name in any script, with accents and emoji; refuses a line break or a bidi control in it, keeping the invite', async () => {
  const token = await inviteToken(t, admin, newEmail());
  for (const name of ['Huda\nKarim', 'Huda \u202Emirak']) {
    const res = await register(form(token, { name }));
    expect([res.statusCode, res.json().details]).toEqual([400, [{ path: 'name', message: NOT_SINGLE_LINE }]]);
  }
  const res = await register(form(token, { name: 'Zoë Ångström 😀 هدى' }));
  expect([res.statusCode, res.json().data.name]).toEqual([201, 'Zoë Ångström 😀 هدى']);
});

it("refuses two different passwords with 'Passwords Do Not Match' and keeps the invite", async () => {
  const token = await inviteToken(t, admin, newEmail());
  const res = await register(form(token, { password2: 'another long phrase' }));
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message: 'Passwords Do Not Match', details: [{ path: 'password2', message: 'does not match password' }] });
  expect((await register(form(token))).statusCode).toBe(201);
});

it('refuses a password among the most common ones, whatever its case', async () => {
  const token = await inviteToken(t, admin, newEmail());
  for (const password of ['iloveyou', 'Football', 'PASSWORD1']) {
    const res = await register(form(token, { password, password2: password }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'This password is one of the most common passwords; choose another one',
      details: [{ path: 'password', message: 'is too common' }],
    });
  }
});

it.each([
  ['shorter than 8 characters', 'short', 'must NOT have fewer than 8 characters'],
  ['longer than 128 characters', 'x'.repeat(129), 'must NOT have more than 128 characters'],
])('refuses a password %s', async (_, password, message) => {
  const token = await inviteToken(t, admin, newEmail());
  const res = await register(form(token, { password, password2: password }));
  expect(res.statusCode).toBe(400);
  expect(res.json().details[0]).toEqual({ path: 'password', message });
});

it('answers 404 for an unknown, used or expired invite', async () => {
  const used = await inviteToken(t, admin, newEmail());
  expect((await register(form(used))).statusCode).toBe(201);
  const expired = await inviteToken(t, admin, newEmail());
  await t.db.query("UPDATE employee_invites SET expires_at = now() - interval '1 minute' WHERE token_hash = $1", [tokenHash(expired)]);

  for (const token of ['x'.repeat(43), used, expired]) {
    const res = await register(form(token));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Invite not found' });
  }
});

it('answers 409 at the email field when an employee already has the invited e-mail, leaving the invite unused', async () => {
  const email = newEmail();
  const token = await inviteToken(t, admin, email);
  await t.createEmployee({ email });
  const res = await register(form(token));
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({
    message: 'An employee with this e-mail already exists',
    details: [{ path: 'email', message: 'An employee with this e-mail already exists' }],
  });
  const invite = await t.db.query<{ used_at: Date | null }>('SELECT used_at FROM employee_invites WHERE token_hash = $1', [tokenHash(token)]);
  expect(invite.rows[0].used_at).toBeNull();
});

it('audits the registration without the password', async () => {
  const email = newEmail();
  const res = await register(form(await inviteToken(t, admin, email)));
  const { rows } = await t.db.query<{ action: string; after: Record<string, unknown> }>(
    'SELECT action, after FROM audit_log WHERE entity_id = $1',
    [res.json().data._id],
  );
  expect(rows).toEqual([{ action: 'employee.register', after: { name: 'Omar Saleh', email, level: 'agent', invite: expect.any(String) } }]);
  expect(JSON.stringify(rows)).not.toContain('passphrase');
});

describe('refuses a malformed body with a 400', () => {
  it.each([
    ['a missing token', { name: 'A', password: 'a long passphrase', password2: 'a long passphrase' }, 'token'],
    ['a token with characters outside base64url', form('not a token at all, spaces!!'), 'token'],
    ['a token that is too short', form('abc'), 'token'],
    ['a missing name', { token: 'x'.repeat(43), password: 'a long passphrase', password2: 'a long passphrase' }, 'name'],
    ['a missing confirmation', { token: 'x'.repeat(43), name: 'A', password: 'a long passphrase' }, 'password2'],
    ['an unknown field', form('x'.repeat(43), { level: 'superadmin' }), 'level'],
    ['a name that is a number', form('x'.repeat(43), { name: 7 }), 'name'],
  ])('%s', async (_, body, path) => {
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe(path);
  });
});
