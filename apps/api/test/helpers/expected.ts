import { SINGLE_LINE_MESSAGE } from '@shopdesk/contracts';
import type { AuditRow } from './fixtures';

/** What the API answers, as tests expect it: the fields a test names, the rest as any new row has them. */

/**
 * A new credential as the API answers it: available, good and active, its times any text.
 *
 * @example expect(res.json().data).toEqual(newCredential({ _id: id, service, serviceName: 'VPN', userId: 'alice' }));
 */
export function newCredential(fields: { _id: unknown; service: string; serviceName: string; userId: string | null; password?: string }) {
  return {
    ...fields,
    isUsed: false,
    isBad: false,
    badReason: null,
    isActive: true,
    deliveredTo: null,
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
  };
}

/** What a 400's details say of a value the contract's SingleLineText refuses (a line break, a bidi control). */
export const NOT_SINGLE_LINE = SINGLE_LINE_MESSAGE;

/** The audit rows of an invite made through the API and changed once since: its creation, then `change`. */
export function inviteAuditAfter(change: Partial<AuditRow>) {
  return [expect.objectContaining({ action: 'invite.create' }), expect.objectContaining(change)];
}
