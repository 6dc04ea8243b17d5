import { api, type Level } from '@shopdesk/contracts';
import { workDoneAfterReply } from '../../src/routes/auth/after-reply';
import { deliverEmails, linkIn } from './mailbox';
import type { TestApp } from './test-app';

/** Invites `email` (at `level`, else the default) through the API and answers the token of the register link it was e-mailed. */
export async function inviteToken(t: TestApp, inviter: { token: string }, email: string, level?: Level): Promise<string> {
  const res = await t.call(inviter, api.employees.inviteEmployee, { body: { email, ...(level ? { level } : {}) } });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  // Other e-mails may wait for the same address (a sign-in from a new device): the invite is the one with its link.
  const mail = (await deliverEmails(t.db)).find((m) => m.to === email.toLowerCase() && m.text.includes('/auth/register/'));
  return linkIn(mail, '/auth/register/').token;
}

/**
 * Asks for a password reset through the API and answers the token of the e-mailed link. The reset
 * is written after the answer goes out (so the answer's timing says nothing about the account),
 * hence the wait before the outbox is read.
 */
export async function resetToken(t: TestApp, email: string): Promise<string> {
  const res = await t.call(null, api.auth.forgotPassword, { body: { email } });
  if (res.statusCode !== 200) throw new Error(`forgot password failed: ${res.statusCode} ${res.body}`);
  await workDoneAfterReply(t.app);
  const mail = (await deliverEmails(t.db)).find((m) => m.to === email.toLowerCase() && m.text.includes('/auth/resetEmployeePassword/'));
  return linkIn(mail, '/auth/resetEmployeePassword/').token;
}

/** The id of the invite of `email` (the tests' e-mails each have one invite). */
export async function inviteIdOf(t: TestApp, email: string): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>('SELECT id FROM employee_invites WHERE email = $1', [email]);
  return rows[0].id;
}
