import { errorMessage } from '@shopdesk/api-client';
import type { EmployeeInvite } from '@shopdesk/contracts';
import { ConfirmModal, toast } from '@shopdesk/ui-kit';
import { useResendInvite } from '../api/resend-invite';
import { useRevokeInvite } from '../api/revoke-invite';
import type { InviteAction } from './invite-row-actions';

const TEXTS = {
  resend: {
    question: (email: string) => `Send the invite to ${email} again? Its current link will stop working.`,
    confirmLabel: 'Resend',
    done: 'Invite sent again',
    failed: 'Failed to resend the invite',
  },
  revoke: {
    question: (email: string) => `Revoke the invite to ${email}? Its link will stop working.`,
    confirmLabel: 'Revoke',
    done: 'Invite revoked',
    failed: 'Failed to revoke the invite',
  },
} as const;

export interface InviteActionTarget {
  action: InviteAction;
  invite: EmployeeInvite;
}

export interface InviteActionConfirmProps {
  /** What to do to which invite; null keeps the modal closed. */
  target: InviteActionTarget | null;
  /** Done, failed, or called off. */
  onClose: () => void;
}

/**
 * Asks before resending or revoking an invite, naming its e-mail, then does it and says how it
 * went (the server's reason on failure). The buttons are busy while it runs.
 *
 * @example <InviteActionConfirm target={{ action: 'revoke', invite }} onClose={() => setTarget(null)} />
 */
export function InviteActionConfirm({ target, onClose }: InviteActionConfirmProps) {
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  const mutation = target?.action === 'revoke' ? revoke : resend;
  const texts = TEXTS[target?.action ?? 'resend'];

  const confirm = () => {
    if (!target || mutation.isPending) return;
    mutation.mutate(target.invite._id, {
      onSuccess: () => toast.success(texts.done),
      onError: (error) => toast.error(errorMessage(error, texts.failed)),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmModal
      open={target !== null}
      message={target && texts.question(target.invite.email)}
      confirmLabel={texts.confirmLabel}
      tone={target?.action === 'revoke' ? 'danger' : 'primary'}
      busy={mutation.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
