import { inviteEmployee, queryKeys, useFormMutation } from '@shopdesk/api-client';
import type { InviteValues } from '../components/invite-schema';

/** Invites a colleague by e-mail at a level (the e-mail carries the register link); the invites list and counts refresh. */
export function useCreateInvite() {
  return useFormMutation((values: InviteValues) => inviteEmployee({ email: values.email.trim(), level: values.level }), {
    invalidates: [queryKeys.invites.all],
  });
}
