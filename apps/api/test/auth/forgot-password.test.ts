import { api } from '@shopdesk/contracts';
import { workDoneAfterReply } from '../../src/routes/auth/after-reply';
import { deliverEmails, linkIn } from '../helpers/mailbox';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

const SAME_ANSWER = {
  data: null,
  message: 'If an account with this e-mail exists, we have sent it a link to reset the password.',
};
/** Asks for a reset and waits for the work done after the answer (the reset and its e-mail). */
async function forgot(email: string) {
  const res = await t.call(null, api.auth.forgotPassword, { body: { email } });
  await workDoneAfterReply(t.app);
  return res;
}
const resetsOf = (employeeId: string) =>
  t.db.query<{ token_hash: Buffer; minutes: number; used_at: Date | null }>(
    'SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes, used_at FROM password_resets WHERE employee_id = $1',
    [employeeId],
  );

it('e-mails a 60-minute reset link to an active account and stores only the token hash', async () => {
  const employee = await t.createEmployee({ email: 'fatima@shopdesk.test' });
  const res = await forgot('Fatima@Shopdesk.test');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual(SAME_ANSWER);

  const resets = await resetsOf(employee.id);
  expect(resets.rows).toEqual([{ token_hash: expect.anything(), minutes: 60, used_at: null }]);
  const queued = await t.db.query('SELECT sealed, text_body, html_body FROM outbox_emails WHERE to_address = $1', ['fatima@shopdesk.test']);
  expect(queued.rows).toEqual([{ sealed: true, text_body: expect.any(String), html_body: expect.any(String) }]);
  const mails = await deliverEmails(t.db);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ to: 'fatima@shopdesk.test', subject: 'Reset your Shopdesk password' });
  const { link, token } = linkIn(mails[0], '/auth/resetEmployeePassword/');
  expect(link).toBe(`http://shopdesk.test/auth/resetEmployeePassword/${token}`);
  expect(mails[0].html).toContain(`href="${link}"`);
  expect(Buffer.from(resets.rows[0].token_hash).toString('utf8')).not.toContain(token);
  // While it waits to be sent the link is stored sealed.
  expect(JSON.stringify(queued.rows)).not.toContain(token);
  expect(JSON.stringify(queued.rows)).not.toContain('/auth/resetEmployeePassword/');
});

it('answers the same for an unknown e-mail and an archived account, and sends nothing', async () => {
  const archived = await t.createEmployee();
  await t.db.query('UPDATE employees SET is_active = false WHERE id = $1', [archived.id]);
  for (const email of ['nobody@shopdesk.test', archived.email]) {
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SAME_ANSWER);
  }
  expect((await resetsOf(archived.id)).rows).toHaveLength(0);
  expect(await deliverEmails(t.db)).toHaveLength(0);
});

it('audits the request without the token', async () => {
  const employee = await t.createEmployee();
  await forgot(employee.email);
  const { rows } = await t.db.query<{ action: string; actor_id: string | null; after: unknown }>(
    'SELECT action, actor_id, after FROM audit_log WHERE entity_id = $1',
    [employee.id],
  );
  expect(rows).toEqual([{ action: 'auth.password_reset_request', actor_id: null, after: null }]);
  await deliverEmails(t.db);
});

it('answers a known e-mail without waiting for the reset it causes', async () => {
  const employee = await t.createEmployee();
  // The employee row stays locked until the answer is in: a reset written before answering would wait for it.
  await t.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM employees WHERE id = $1 FOR UPDATE', [employee.id]);
    const res = await Promise.race([
      t.call(null, api.auth.forgotPassword, { body: { email: employee.email } }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the answer waited for the reset')), 5000)),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SAME_ANSWER);
  });
  await workDoneAfterReply(t.app);
  const mails = await deliverEmails(t.db);
  expect(mails.map((m) => m.to)).toEqual([employee.email]);
});

it.each([
  ['a missing e-mail', {}],
  ['a malformed e-mail', { email: 'nope' }],
  ['an unknown field', { email: 'a@shopdesk.test', phone: '1' }],
])('refuses %s with a 400', async (_, body) => {
  const res = await t.call(null, api.auth.forgotPassword, { body });
  expect(res.statusCode).toBe(400);
});
