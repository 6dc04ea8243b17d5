import { getSecuritySettings, queryKeys, updateSecuritySettings } from '@shopdesk/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The shop's sign-in policy and how many of those it covers have a second factor (owners). */
export function useSecuritySettings() {
  return useQuery({ queryKey: queryKeys.settings.security, queryFn: getSecuritySettings });
}

/** Saves the policy (a fresh proof is asked for by the page's dialog); the answer replaces the cached settings. */
export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecuritySettings,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.settings.security, answer.data),
  });
}
