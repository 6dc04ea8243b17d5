import { api, type EmployeeInvite } from '@shopdesk/contracts';
import { failure, fakeApi, listPage, makeInvite } from '@shopdesk/testing';

export interface ServedInvites {
  /** The invites as the fake API holds them now, newest first. */
  invites: EmployeeInvite[];
}

const EMPLOYEE_EMAIL = 'taken@example.com';
/** An e-mail the fake API answers as an employee's: creating an invite for it is a 409 at `email`. */
export const TAKEN_EMAIL = EMPLOYEE_EMAIL;

const conflict = (message: string) => failure(409, message, [{ path: 'email', message }]);

/**
 * Answers the invites calls from `invites` in memory, as the API does: the list (status filter,
 * search in e-mail, paging), create (at `level`, agent unless given; 409 at `email` for an employee's address or one with a
 * pending invite), resend (a new expiry) and revoke (only a pending one).
 *
 * @example const served = serveInvites([makeInvite({ email: 'new@example.com' })]);
 */
export function serveInvites(invites: readonly EmployeeInvite[]): ServedInvites {
  const served: ServedInvites = { invites: invites.map((invite) => ({ ...invite })) };
  const find = (id: string) => served.invites.find((invite) => invite._id === id);

  fakeApi.on(api.employees.getEmployeeInvites, (request) => listPage(request, served.invites, { searchIn: ['email'] }));
  fakeApi.on(api.employees.inviteEmployee, ({ body }) => {
    if (body.email === EMPLOYEE_EMAIL) return conflict('An employee already has this e-mail');
    if (served.invites.some((i) => i.email === body.email && i.status === 'pending')) {
      return conflict('This e-mail already has an open invite');
    }
    const created = makeInvite({ email: body.email, level: body.level ?? 'agent' });
    served.invites.unshift(created);
    return { ...created };
  });
  fakeApi.on(api.employees.resendInvite, ({ params }) => {
    const invite = find(params.id);
    if (!invite) return failure(404, 'Invite not found');
    if (invite.status !== 'pending' && invite.status !== 'expired') return failure(409, `This invite was ${invite.status}`);
    Object.assign(invite, { status: 'pending', expiresAt: '2026-02-01T10:00:00.000Z' });
    return { ...invite };
  });
  fakeApi.on(api.employees.revokeInvite, ({ params }) => {
    const invite = find(params.id);
    if (!invite) return failure(404, 'Invite not found');
    if (invite.status === 'accepted') return failure(409, 'This invite was already used');
    invite.status = 'revoked';
    return { ...invite };
  });
  return served;
}
