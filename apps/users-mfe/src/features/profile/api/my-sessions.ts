import { endMyOtherSessions, endMySession, getMySessions, queryKeys, type ApiError } from '@shopdesk/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The signed-in employee's live sessions (account/sessions), this one marked. */
export function useMySessions() {
  return useQuery({ queryKey: queryKeys.account.sessions, queryFn: getMySessions });
}

/** Signs out one of one's sessions, or every other one; the list is read again either way. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions });
  return {
    one: useMutation<unknown, ApiError, string>({ mutationFn: endMySession, onSettled: refresh }),
    others: useMutation({ mutationFn: endMyOtherSessions, onSettled: refresh }),
  };
}
