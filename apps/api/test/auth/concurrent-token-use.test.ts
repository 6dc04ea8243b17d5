import { api } from '@shopdesk/contracts';
import { inviteToken, resetToken } from '../helpers/flows';
import { onPostgresOnly } from '../helpers/postgres-only';
import { setupTestApp } from '../helpers/test-app';

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

onPostgresOnly('one-time tokens used twice at the same moment', () => {
  const t = setupTestApp();

  it('lets exactly one of two simultaneous registrations with one invite through', async () => {
    const admin = await t.createEmployee();
    const token = await inviteToken(t, admin, 'twice@shopdesk.test');
    const body = (name: string) => ({ token, name, password: 'a long passphrase', password2: 'a long passphrase' });
    const answers = await Promise.all([
      t.call(null, api.auth.register, { body: body('First') }),
      t.call(null, api.auth.register, { body: body('Second') }),
    ]);
    expect(statuses(answers)).toEqual([201, 404]);
    const { rows } = await t.db.query("SELECT name FROM employees WHERE email = 'twice@shopdesk.test'");
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous resets with one token through', async () => {
    const employee = await t.createEmployee();
    const token = await resetToken(t, employee.email);
    const answers = await Promise.all(
      ['first new passphrase', 'second new passphrase'].map((newPassword) =>
        t.call(null, api.auth.resetPassword, { body: { token, newPassword } }),
      ),
    );
    expect(statuses(answers)).toEqual([200, 400]);
    const winner = answers[0].statusCode === 200 ? 'first new passphrase' : 'second new passphrase';
    const login = await t.call(null, api.auth.login, { body: { email: employee.email, password: winner } });
    expect(login.statusCode).toBe(200);
  });
});
