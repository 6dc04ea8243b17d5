import { api } from '@shopdesk/contracts';
import { tokenHash } from '../../src/lib/tokens';
import { inviteToken } from '../helpers/flows';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const admin = setupEmployee(t);

const emailOf = (token: string) => t.call(null, api.auth.getEmailFromToken, { params: { token } });

it('answers the invited e-mail of a live invite', async () => {
  const token = await inviteToken(t, admin, 'Reem.Nasser@Shopdesk.test');
  const res = await emailOf(token);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: { email: 'reem.nasser@shopdesk.test', level: 'agent' } });
});

it('answers 404 for an unknown, used or expired token', async () => {
  const used = await inviteToken(t, admin, 'used@shopdesk.test');
  await t.db.query('UPDATE employee_invites SET used_at = now() WHERE token_hash = $1', [tokenHash(used)]);
  const expired = await inviteToken(t, admin, 'expired@shopdesk.test');
  await t.db.query("UPDATE employee_invites SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [tokenHash(expired)]);
  for (const token of ['A'.repeat(43), used, expired]) {
    const res = await emailOf(token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Invite not found' });
  }
});

it('answers 400 for a token that cannot be one', async () => {
  const res = await emailOf('short');
  expect(res.statusCode).toBe(400);
  expect(res.json().details[0].path).toBe('token');
});
