import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, emailTaken, notFound } from '../../errors';
import { insertEmployee } from '../../repositories/employees';
import { consumeInvite, findOpenInvite } from '../../repositories/invites';
import { recordAudit, requestActor } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { tokenHash } from '../../lib/tokens';
import { defineRoute } from '../define-route';
import { assertAcceptablePassword, assertPasswordsMatch } from './password-policy';
import { limitTokenCalls } from './rate-limits';
import { deviceOf, NO_STORE, openSession } from './sessions';
import { startGraceAtSignIn, twoFactorDutyAtSignIn } from '../../security/two-factor-policy';

const inviteNotFound = () => notFound('Invite');

/** Registration by invite and the register page's look-up of the invited e-mail. */
export function registerRoutes(app: FastifyInstance): void {
  defineRoute(app, api.auth.getEmailFromToken, async ({ params, raw }) => {
    await limitTokenCalls(app, 'token-email', raw.ip);
    const invite = await findOpenInvite(app.db, tokenHash(params.token));
    if (!invite) throw inviteNotFound();
    return { data: { email: invite.email, level: invite.level } };
  });

  defineRoute(app, api.auth.register, async ({ body, raw, reply }) => {
    await limitTokenCalls(app, 'register', raw.ip);
    const name = body.name.trim();
    if (!name) throw badRequest('Name is required', [{ path: 'name', message: 'is required' }]);
    assertPasswordsMatch(body.password, body.password2);
    assertAcceptablePassword(body.password, 'password');
    // A cheap look first, so a dead token costs no argon2 hash; the consume below decides.
    if (!(await findOpenInvite(app.db, tokenHash(body.token)))) throw inviteNotFound();
    const passwordHash = await hashPassword(body.password);

    const session = await app.db.transaction(async (tx) => {
      const invite = await consumeInvite(tx, tokenHash(body.token));
      if (!invite) throw inviteNotFound();
      // The e-mail is the invite's, whatever the body says; a conflict rolls the consume back.
      const employee = await insertEmployee(tx, { name, email: invite.email, passwordHash, level: invite.level });
      if (!employee) throw emailTaken();
      await recordAudit(tx, requestActor(raw, employee.id), {
        action: 'employee.register',
        entity: 'employee',
        entityId: employee.id,
        after: { name: employee.name, email: employee.email, level: employee.level, invite: invite.id },
      });
      const opened = await openSession(tx, employee, deviceOf(raw));
      // The employee is this transaction's own new row: nobody else waits on it.
      await startGraceAtSignIn(tx, employee);
      const twoFactorSetup = await twoFactorDutyAtSignIn(tx, employee, opened.sessionId);
      return twoFactorSetup ? { ...opened, signedIn: { ...opened.signedIn, twoFactorSetup } } : opened;
    });
    reply.header('cache-control', NO_STORE);
    return { data: session.signedIn, message: 'Successfully registered!' };
  });
}
