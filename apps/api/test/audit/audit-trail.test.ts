import { api } from '@shopdesk/contracts';
import { insertService, stockUp } from '../helpers/fixtures';
import { setupEmployee, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();
const agent = setupEmployee(t, { name: 'Amal Agent', level: 'agent', email: 'amal@shopdesk.test', password: 'correct horse battery' });

const rowsOf = async (action: string) =>
  (
    await t.db.query<{ actor_id: string | null; entity: string; entity_id: string | null; after: unknown; ip: string | null }>(
      'SELECT actor_id, entity, entity_id, after, ip FROM audit_log WHERE action = $1 ORDER BY created_at, id',
      [action],
    )
  ).rows;

describe('failed sign-ins', () => {
  it('are recorded with the address and why, the answer staying the same', async () => {
    const login = (email: string, password: string) => t.call(null, api.auth.login, { body: { email, password }, ip: '203.0.113.20' });
    expect((await login('nobody@shopdesk.test', 'whatever it is')).statusCode).toBe(401);
    expect((await login('amal@shopdesk.test', 'not the password')).statusCode).toBe(401);

    expect(await rowsOf('auth.login_failed')).toEqual([
      { actor_id: null, entity: 'employee', entity_id: null, after: { email: 'nobody@shopdesk.test', reason: 'unknown e-mail' }, ip: '203.0.113.20' },
      { actor_id: null, entity: 'employee', entity_id: agent.id, after: { email: 'amal@shopdesk.test', reason: 'wrong password' }, ip: '203.0.113.20' },
    ]);
  });
});

describe('forbidden attempts', () => {
  it('are recorded with who, from where, the call, the record and the permission it lacked', async () => {
    const [credential] = await stockUp(t.db, t.app.cipher, await insertService(t.db), 1);
    const res = await t.call(agent, api.serviceCredentials.getSingleServiceCredential, { params: { id: credential.toUpperCase() }, ip: '198.51.100.30' });

    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Only managers and owners may reveal a stock credential's password");
    expect(await rowsOf('access.forbidden')).toEqual([
      {
        actor_id: agent.id,
        entity: 'credential',
        entity_id: credential,
        after: { call: `GET ${api.serviceCredentials.getSingleServiceCredential.path}`, permission: 'credentials.revealStock', level: 'agent' },
        ip: '198.51.100.30',
      },
    ]);
    // The password was not revealed, so no reveal is recorded.
    expect(await rowsOf('credential.reveal')).toEqual([]);
  });
});

describe('the audit_log table', () => {
  beforeAll(() => t.db.query("INSERT INTO audit_log (action, entity) VALUES ('test.row', 'none')"));

  it.each([
    ['UPDATE', "UPDATE audit_log SET action = 'nothing.happened'"],
    ['DELETE', 'DELETE FROM audit_log'],
    ['TRUNCATE', 'TRUNCATE audit_log'],
  ])('refuses %s, whoever asks', async (_kind, sql) => {
    const before = (await t.db.query('SELECT count(*)::int AS n FROM audit_log')).rows[0];
    await expect(t.db.query(sql)).rejects.toThrow('audit_log rows cannot be changed or deleted');
    expect((await t.db.query('SELECT count(*)::int AS n FROM audit_log')).rows[0]).toEqual(before);
  });

  it('still takes new rows', async () => {
    await expect(t.db.query("INSERT INTO audit_log (action, entity) VALUES ('test.insert', 'none')")).resolves.toBeDefined();
  });
});
