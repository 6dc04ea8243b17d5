import { api } from '@shopdesk/contracts';
import { tokenHash } from '../../src/lib/tokens';
import { resetToken } from '../helpers/flows';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp({ RATE_LIMIT_PUBLIC_TOKEN: '1000' });

const check = (token: string, ip?: string) => t.call(null, api.auth.checkResetToken, { params: { token }, ip });
const reset = (token: string) => t.call(null, api.auth.resetPassword, { body: { token, newPassword: 'a brand new passphrase' } });

it('answers 200 for a live reset token, and does not use it', async () => {
  const employee = await t.createEmployee();
  const token = await resetToken(t, employee.email);
  for (let i = 0; i < 2; i++) {
    const res = await check(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  }
  expect((await reset(token)).statusCode).toBe(200);
});

it('answers 404 for an unknown, used or expired token', async () => {
  const employee = await t.createEmployee();
  const used = await resetToken(t, employee.email);
  expect((await reset(used)).statusCode).toBe(200);
  const other = await t.createEmployee();
  const expired = await resetToken(t, other.email);
  await t.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [tokenHash(expired)]);
  for (const token of ['A'.repeat(43), used, expired]) {
    const res = await check(token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Reset link not found' });
  }
});

it('answers 400 for a token that cannot be one', async () => {
  const res = await check('short');
  expect(res.statusCode).toBe(400);
  expect(res.json().details[0].path).toBe('token');
});

describe('rate limit', () => {
  const limited = setupTestApp({ RATE_LIMIT_PUBLIC_TOKEN: '3' });

  it('is limited per IP, like the invite lookup', async () => {
    const ask = (ip: string) => limited.call(null, api.auth.checkResetToken, { params: { token: 'u'.repeat(43) }, ip });
    for (let i = 0; i < 3; i++) expect((await ask('192.0.2.30')).statusCode).toBe(404);
    const res = await ask('192.0.2.30');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask('192.0.2.31')).statusCode).toBe(404);
  });
});
