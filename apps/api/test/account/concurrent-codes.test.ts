import { api } from '@shopdesk/contracts';
import { totpCodeAt } from '../../src/lib/totp';
import { onPostgresOnly } from '../helpers/postgres-only';
import { setupTestApp } from '../helpers/test-app';

const ROUNDS = 10;

onPostgresOnly('one code sent twice at the same moment', () => {
  const t = setupTestApp({ RATE_LIMIT_LOGIN_FAILURES_PER_IP: '1000' });

  it(`opens one session: the code is taken once, ${ROUNDS} rounds`, async () => {
    const employee = await t.createEmployee();
    const { secret } = (await t.call(employee, api.account.startTotpEnrolment)).json().data;
    await t.call(employee, api.account.confirmTotpEnrolment, { body: { code: totpCodeAt(secret, Date.now() - 30_000) } });
    for (let round = 0; round < ROUNDS; round++) {
      const pending = async () =>
        (await t.call(null, api.auth.login, { body: { email: employee.email, password: employee.password } })).json().data.secondFactor.pendingToken as string;
      // A code of a step not taken yet: each round takes the next one (one step ahead of the last).
      await t.db.query('UPDATE employee_totp SET last_used_step = NULL WHERE employee_id = $1', [employee.id]);
      const code = totpCodeAt(secret, Date.now());
      const [a, b] = [await pending(), await pending()];
      const answers = await Promise.all([a, b].map((pendingToken) => t.call(null, api.auth.loginWithCode, { body: { pendingToken, code } })));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
    }
  });

  it(`opens one session for one pending sign-in sent twice with two good codes, ${ROUNDS} rounds`, async () => {
    const employee = await t.createEmployee();
    const { secret } = (await t.call(employee, api.account.startTotpEnrolment)).json().data;
    const { recoveryCodes } = (await t.call(employee, api.account.confirmTotpEnrolment, { body: { code: totpCodeAt(secret, Date.now() - 30_000) } })).json().data;
    for (let round = 0; round < ROUNDS / 2; round++) {
      const pendingToken = (await t.call(null, api.auth.login, { body: { email: employee.email, password: employee.password } })).json().data.secondFactor.pendingToken;
      const codes = [recoveryCodes[2 * round], recoveryCodes[2 * round + 1]];
      const answers = await Promise.all(codes.map((code) => t.call(null, api.auth.loginWithCode, { body: { pendingToken, code } })));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
    }
    // The refused request's recovery code was rolled back with it: five used, five left.
    expect((await t.call(employee, api.account.getMySecurity)).json().data.recoveryCodesLeft).toBe(5);
  });
});
