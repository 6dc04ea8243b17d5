import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { findPreferences, updatePreferences } from '../../repositories/preferences';
import { defineRoute } from '../define-route';
import { changeMyPassword } from './change-password';
import { confirmIdentity } from './confirm-identity';
import { checkPreferenceChanges } from './preferences';
import { finishRegistration, removePasskey, startPasskeyProof, startRegistration } from './passkeys';
import { confirmEnrolment, disableSecondFactor, mySecurity, renewRecoveryCodes, startEnrolment } from './second-factor';
import { endMyOtherSessions, endMySession, listMySessions } from './sessions';

/** The signed-in employee's own account: their sessions, their password, their second factor and their preferences. */
export async function accountRoutes(app: FastifyInstance) {
  defineRoute(app, api.account.getMySessions, async ({ employee }) => ({
    data: await listMySessions(app.db, employee.id, employee.sessionId, app.config.session),
  }));

  defineRoute(app, api.account.endMySession, async ({ params, actor }) => {
    await endMySession(app.db, actor, params.id);
    return { data: null, message: 'Signed out' };
  });

  defineRoute(app, api.account.endMyOtherSessions, async ({ employee, actor }) => {
    const ended = await endMyOtherSessions(app.db, actor, employee.sessionId);
    return { data: { ended }, message: ended === 1 ? 'Signed out 1 other session' : `Signed out ${ended} other sessions` };
  });

  defineRoute(app, api.account.changeMyPassword, async ({ body, raw, employee, actor }) => {
    await changeMyPassword(app, raw, employee, actor, body);
    return { data: null, message: 'Password changed' };
  });

  defineRoute(app, api.account.getMySecurity, async ({ employee }) => ({ data: await mySecurity(app.db, employee) }));

  defineRoute(app, api.account.startTotpEnrolment, async ({ employee }) => ({ data: await startEnrolment(app, employee) }));

  defineRoute(app, api.account.confirmTotpEnrolment, async ({ body, employee, actor }) => ({
    data: { recoveryCodes: await confirmEnrolment(app, employee, actor, body.code) },
    message: 'Two-factor sign-in is on',
  }));

  defineRoute(app, api.account.disableTotp, async ({ body, employee, actor }) => {
    await disableSecondFactor(app, employee, actor, body.password);
    return { data: null, message: 'Two-factor sign-in is off' };
  });

  defineRoute(app, api.account.renewRecoveryCodes, async ({ body, employee, actor }) => ({
    data: { recoveryCodes: await renewRecoveryCodes(app, employee, actor, body.password) },
    message: 'New recovery codes made',
  }));

  defineRoute(app, api.account.confirmIdentity, async ({ body, employee, actor }) => {
    await confirmIdentity(app, employee, actor, body);
    return { data: null, message: "Thanks: you won't be asked again for a while" };
  });

  defineRoute(app, api.account.startPasskeyProof, async ({ employee }) => ({ data: await startPasskeyProof(app, employee) }));

  defineRoute(app, api.account.startPasskeyRegistration, async ({ employee }) => ({ data: await startRegistration(app, employee) }));

  defineRoute(app, api.account.finishPasskeyRegistration, async ({ body, employee, actor }) => ({
    data: await finishRegistration(app, employee, actor, body),
    message: 'Passkey added',
  }));

  defineRoute(app, api.account.removePasskey, async ({ params, employee, actor }) => {
    await removePasskey(app, employee, actor, params.id);
    return { data: null, message: 'Passkey removed' };
  });

  defineRoute(app, api.preferences.getMyPreferences, async ({ employee }) => ({ data: await findPreferences(app.db, employee.id) }));

  defineRoute(app, api.preferences.updateMyPreferences, async ({ body, employee }) => {
    checkPreferenceChanges(body);
    return { data: await updatePreferences(app.db, employee.id, body) };
  });
}
