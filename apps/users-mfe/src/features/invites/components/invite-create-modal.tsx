import { formFailure } from '@shopdesk/api-client';
import { grantableLevels, LEVEL_LABELS } from '@shopdesk/contracts';
import { useEmployee } from '@shopdesk/session';
import { FormModal, SelectField, TextField, type SelectOption } from '@shopdesk/ui-kit';
import { useCreateInvite } from '../api/create-invite';
import { inviteSchema, type InviteValues } from './invite-schema';

/** The topic of the invite modal's title: 'Create Employee Invite'. */
export const INVITE_TOPIC = 'Employee Invite';

const EMPTY: InviteValues = { email: '', level: 'agent' };

// The server's reason (the address belongs to an employee, or already has a live invite) shows at the field.
const describeFailure = formFailure('Failed to send the invite', { serverMessage: true });

/**
 * 'Create Employee Invite': a required e-mail field and the Level the invitee joins at (Agent
 * unless chosen), among the levels the signed-in employee may give: owners any, managers Agent
 * and Manager. On success it says the invite was sent and closes (the list refreshes); on failure
 * it stays open with what was typed. Mount it only while open.
 *
 * @example {creating && <InviteCreateModal onClose={() => setCreating(false)} />}
 */
export function InviteCreateModal({ onClose }: { onClose: () => void }) {
  const create = useCreateInvite();
  const me = useEmployee();
  const levels: SelectOption[] = grantableLevels(me?.level ?? '').map((level) => ({ value: level, label: LEVEL_LABELS[level] }));
  return (
    <FormModal<InviteValues>
      open
      mode="create"
      topic={INVITE_TOPIC}
      submitLabel="Create Employee Invite"
      initialValues={EMPTY}
      validationSchema={inviteSchema}
      onSubmit={create.submit}
      successToast="Invite sent"
      describeFailure={describeFailure}
      onClose={onClose}
    >
      <TextField name="email" label="Email" type="email" autoComplete="off" />
      <SelectField name="level" label="Level" options={levels} />
    </FormModal>
  );
}
