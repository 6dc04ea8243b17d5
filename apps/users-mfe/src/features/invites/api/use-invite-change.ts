import { queryKeys, type ApiError } from '@shopdesk/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A call that changes one invite by id, e.g. api-client's `resendInvite`. */
export type InviteChangeCall = (id: string) => Promise<unknown>;

/** Runs `call` on an invite, then refreshes the invites (on failure too: someone else may have changed it). */
export function useInviteChange(call: InviteChangeCall) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, string>({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.all }),
  });
}
