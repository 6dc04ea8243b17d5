import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, emailTaken, notFound } from '../../errors';
import { recordAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { defineRoute } from '../define-route';
import { consumeInvite, findLiveInvite } from './invite-tokens';
import { assertAcceptablePassword, assertPasswordsMatch } from './password-policy';
import { limitTokenCalls } from './rate-limits';
import { NO_STORE, openSession, type SessionEmployee } from './sessions';

const inviteNotFound = () => notFound('Invite');

/** Registration by invite and the register page's look-up of the invited e-mail. */
export function registerRoutes(app: FastifyInstance): void {
  defineRoute(app, api.auth.getEmailFromToken, async ({ params, raw }) => {
    await limitTokenCalls(app, 'token-email', raw.ip);
    const invite = await findLiveInvite(app.db, params.token);
    if (!invite) throw inviteNotFound();
    return { data: { email: invite.email } };
  });

  defineRoute(app, api.auth.register, async ({ body, raw, reply }) => {
    await limitTokenCalls(app, 'register', raw.ip);
    const name = body.name.trim();
    if (!name) throw badRequest('Name is required', [{ path: 'name', message: 'is required' }]);
    assertPasswordsMatch(body.password, body.password2);
    assertAcceptablePassword(body.password, 'password');
    // A cheap look first, so a dead token costs no argon2 hash; the consume below decides.
    if (!(await findLiveInvite(app.db, body.token))) throw inviteNotFound();
    const passwordHash = await hashPassword(body.password);

    const session = await app.db.transaction(async (tx) => {
      const invite = await consumeInvite(tx, body.token);
      if (!invite) throw inviteNotFound();
      // The e-mail is the invite's, whatever the body says; a conflict rolls the consume back.
      const created = await tx.query<SessionEmployee>(
        `INSERT INTO employees (name, email, password_hash) VALUES ($1, $2, $3)
         ON CONFLICT (email) DO NOTHING
         RETURNING id, name, email, level`,
        [name, invite.email, passwordHash],
      );
      const employee = created.rows[0];
      if (!employee) throw emailTaken();
      await recordAudit(tx, {
        actorId: employee.id,
        action: 'employee.register',
        entity: 'employee',
        entityId: employee.id,
        after: { name: employee.name, email: employee.email, invite: invite.id },
        ip: raw.ip,
      });
      return openSession(tx, employee);
    });
    reply.header('cache-control', NO_STORE);
    return { data: session.signedIn, message: 'Successfully registered!' };
  });
}
