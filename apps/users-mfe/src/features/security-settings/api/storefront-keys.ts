import { createStorefrontKey, getStorefrontKeys, queryKeys, revokeStorefrontKey } from '@shopdesk/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The storefront's keys (owners). */
export function useStorefrontKeys() {
  return useQuery({ queryKey: queryKeys.settings.storefrontKeys, queryFn: getStorefrontKeys });
}

/** Makes or revokes a key (the page's dialog asks for a fresh proof first); the list is read again either way. */
export function useStorefrontKeyChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.settings.storefrontKeys });
  return {
    create: useMutation({ mutationFn: createStorefrontKey, onSettled: refresh }),
    revoke: useMutation({ mutationFn: revokeStorefrontKey, onSettled: refresh }),
  };
}
