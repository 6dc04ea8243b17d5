import { changeMyPassword, queryKeys, type PasswordChangeFields } from '@shopdesk/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Changes one's password (account/password); the other sessions end, so the sessions list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: PasswordChangeFields) => changeMyPassword(fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions }),
  });
}
