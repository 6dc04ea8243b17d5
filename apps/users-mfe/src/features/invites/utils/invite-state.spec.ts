import { makeInvite } from '@shopdesk/testing';
import { canResend, canRevoke, inviteStateText } from './invite-state';

describe('invite state', () => {
  const times = { expiresAt: '2026-01-08T10:00:00.000Z', updatedAt: '2026-01-03T09:30:00.000Z' };

  it('says when a pending link expires, or when it expired, was used or revoked', () => {
    expect(inviteStateText(makeInvite({ ...times, status: 'pending' }))).toMatch(/^Expires 8 Jan 2026/);
    expect(inviteStateText(makeInvite({ ...times, status: 'expired' }))).toMatch(/^Expired 8 Jan 2026/);
    expect(inviteStateText(makeInvite({ ...times, status: 'accepted' }))).toMatch(/^Used 3 Jan 2026/);
    expect(inviteStateText(makeInvite({ ...times, status: 'revoked' }))).toMatch(/^Revoked 3 Jan 2026/);
  });

  it('offers resend for a pending or expired invite and revoke only while the link works', () => {
    const offered = (['pending', 'expired', 'revoked', 'accepted'] as const).map((status) => {
      const invite = makeInvite({ status });
      return [status, canResend(invite), canRevoke(invite)];
    });
    expect(offered).toEqual([
      ['pending', true, true],
      ['expired', true, false],
      ['revoked', false, false],
      ['accepted', false, false],
    ]);
  });
});
